import { EmptyState } from '../layout/empty-state';
import { Icon } from '../layout/icons';
import { OpenModalButton } from '../modals/open-modal-button';

/** An account page seen logged out: why it needs an account, and a way in or to sign up. */
export function SignInNeeded({
  what,
  title = 'Log in to see your learning',
}: {
  what: string;
  title?: string;
}) {
  return (
    <EmptyState
      title={title}
      icon={<Icon name="key" />}
      testId="sign-in-needed"
      action={
        <>
          <OpenModalButton name="Login">Log in</OpenModalButton>
          <OpenModalButton name="Signup" variant="secondary">
            Sign up free
          </OpenModalButton>
        </>
      }
    >
      {what}
    </EmptyState>
  );
}
