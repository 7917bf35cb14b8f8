import { STUDIO_MESSAGES } from '@learnbox/domain';
import { SignInNeeded } from '../../progress/sign-in-needed';

/** What an editor shows before its work is loaded: loading, the sign-in prompt, or the api's sentence. */
export function WorkNotLoaded({
  work,
}: {
  work: { state: 'loading' } | { state: 'signed-out' } | { state: 'failed'; message: string };
}) {
  if (work.state === 'loading') return <p className="text-muted">{STUDIO_MESSAGES.LOADING}</p>;
  if (work.state === 'signed-out')
    return <SignInNeeded title="Log in to edit" what={STUDIO_MESSAGES.SIGN_IN_TO_EDIT} />;
  return (
    <p role="alert" className="text-red-700 dark:text-red-300">
      {work.message}
    </p>
  );
}
