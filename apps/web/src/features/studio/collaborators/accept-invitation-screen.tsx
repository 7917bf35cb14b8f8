'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import { WORKS_MESSAGES } from '@learnbox/domain';
import { useState } from 'react';
import { api } from '../../api-client/api-client';
import { FormMessage } from '../../auth/form-parts';
import { ButtonLink, buttonClasses } from '../../layout/button-link';
import { SignInNeeded } from '../../progress/sign-in-needed';
import { editorUrl } from '../works/work-links';

type State =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'signed-out' }
  | { state: 'failed'; message: string }
  | { state: 'joined'; href: string; title: string };

/** /collaborations/{token}: the invited person joins the work, then opens its editor. */
export function AcceptInvitationScreen({ token }: { token: string }) {
  const [result, setResult] = useState<State>({ state: 'idle' });
  const accept = async () => {
    setResult({ state: 'busy' });
    const reply = await api.call(apiRefs.authoring.acceptInvitation, { params: { token } });
    if (reply.ok)
      setResult({
        state: 'joined',
        href: editorUrl(reply.data.kind, reply.data.id),
        title: reply.data.title,
      });
    else if (reply.status === 401) setResult({ state: 'signed-out' });
    else setResult({ state: 'failed', message: reply.errorText });
  };
  if (result.state === 'signed-out')
    return <SignInNeeded title="Log in to join" what={WORKS_MESSAGES.INVITATION_SIGN_IN} />;
  if (result.state === 'joined')
    return (
      <div className="space-y-4">
        <FormMessage tone="info" testId="invitation-accepted">
          {WORKS_MESSAGES.INVITATION_ACCEPTED} {result.title}
        </FormMessage>
        <ButtonLink href={result.href}>Open the editor</ButtonLink>
      </div>
    );
  return (
    <div className="space-y-4">
      {result.state === 'failed' ? <FormMessage tone="error">{result.message}</FormMessage> : null}
      <button
        type="button"
        className={buttonClasses()}
        onClick={() => void accept()}
        disabled={result.state === 'busy'}
        data-testid="accept-invitation"
      >
        Join as a collaborator
      </button>
    </div>
  );
}
