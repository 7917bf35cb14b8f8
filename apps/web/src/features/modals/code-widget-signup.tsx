'use client';

import { buttonClasses } from '../layout/button-link';
import { useModalStore } from '../modal-state/modal-store';

/**
 * CodeWidgetSignupModal (spec section 2): offered to a logged-out visitor after their third code
 * run of the session (code-widget-signup-offer.ts); running code never needs an account.
 */
export function CodeWidgetSignup({ onClose }: { onClose: () => void }) {
  const open = useModalStore((state) => state.open);
  return (
    <div className="space-y-6" data-testid="code-widget-signup">
      <ul className="list-disc space-y-1 pl-6 text-sm text-fg">
        <li>Your progress is saved lesson by lesson</li>
        <li>Highlights and notes stay with every lesson</li>
        <li>Pick up where you left off on any device</li>
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClasses('secondary')} onClick={onClose}>
          Keep coding
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={() => open('Login')}>
          Log in
        </button>
        <button
          type="button"
          className={buttonClasses()}
          onClick={() => open('Signup')}
          data-testid="code-widget-signup-button"
        >
          Sign up free
        </button>
      </div>
    </div>
  );
}
