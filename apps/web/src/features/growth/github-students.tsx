'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import { buildSsoAuthorizePath } from '@learnbox/domain';
import { useState } from 'react';
import { api } from '../api-client/api-client';
import { SignInNeeded } from '../progress/sign-in-needed';
import { useSession } from '../user-info/use-user-info';

/**
 * /github-students: a signed-in user connects GitHub (the sign-in flow's GitHub provider) and asks
 * the api to verify the account with GitHub Education; a verified student gets the github-scholar
 * customer type and the banners that go with it.
 */
export function GithubStudents() {
  const session = useSession();
  const [state, setState] = useState<{ busy: boolean; message: string | null; error: string | null }>({
    busy: false,
    message: null,
    error: null,
  });
  if (session.status === 'pending' || session.status === 'idle')
    return <p className="mt-8 text-muted">Loading…</p>;
  if (!session.user)
    return (
      <SignInNeeded
        title="Log in to verify your student account"
        what="The verification is kept on your account."
      />
    );
  const verify = async () => {
    setState({ busy: true, message: null, error: null });
    const result = await api.call(apiRefs.analytics.githubStudentVerify);
    setState(
      result.ok
        ? { busy: false, message: result.data.message, error: null }
        : { busy: false, message: null, error: result.errorText },
    );
  };
  return (
    <div className="mt-8 grid max-w-2xl gap-4">
      <ol className="list-decimal space-y-2 pl-5 text-muted">
        <li>
          Connect your GitHub account:{' '}
          <a
            className="font-semibold text-brand underline"
            href={buildSsoAuthorizePath('github', { page_uri: '/github-students' }, 'login')}
          >
            connect GitHub
          </a>
          .
        </li>
        <li>Make sure GitHub Education lists you as a student.</li>
        <li>Verify here.</li>
      </ol>
      <div>
        <button
          type="button"
          disabled={state.busy}
          onClick={verify}
          className="rounded-lg bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
          data-testid="github-student-verify"
        >
          {state.busy ? 'Checking…' : 'Verify my student account'}
        </button>
      </div>
      {state.message ? (
        <p role="status" className="text-green-700 dark:text-green-400">
          {state.message}
        </p>
      ) : null}
      {state.error ? (
        <p role="alert" className="text-red-600">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
