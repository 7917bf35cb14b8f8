import { EmptyState } from '../layout/empty-state';
import { Icon } from '../layout/icons';
import { OpenModalButton } from '../modals/open-modal-button';

export function SignInNeeded({ what }: { what: string }) {
  return (
    <EmptyState
      title="Log in to see your learning"
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
