'use client';

import type { ModalName } from '@learnbox/domain';
import type { ComponentType } from 'react';
import { useModalStore } from '../modal-state/modal-store';
import { authApi } from './auth-api';
import { EmailRequestForm } from './email-request-form';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';
import { SingleSignOnForm } from './single-sign-on-form';

export interface ModalContentProps {
  onClose: () => void;
}

/** Opens another modal in place of this one. */
const switchTo = (name: ModalName) => useModalStore.getState().open(name);

/**
 * The account modals of spec section 2 (Login, Signup, Recover, ResendVerification,
 * SingleSignOn); the modal host shows these instead of its placeholder.
 */
export const AUTH_MODAL_CONTENT: Partial<Record<ModalName, ComponentType<ModalContentProps>>> = {
  Login: ({ onClose }) => <LoginForm onDone={onClose} onSwitch={switchTo} />,
  Signup: ({ onClose }) => <SignupForm onDone={onClose} onSwitch={switchTo} />,
  Recover: () => (
    <EmailRequestForm action="recover" submitLabel="Send me a reset link" send={authApi.forgotPassword} />
  ),
  ResendVerification: () => (
    <EmailRequestForm
      action="resend-verification"
      submitLabel="Send the link again"
      send={authApi.resendVerification}
    />
  ),
  SingleSignOn: () => <SingleSignOnForm />,
};

/** Lead sentences of the account modals (the catalogue's are about the placeholder). */
export const AUTH_MODAL_DESCRIPTION: Partial<Record<ModalName, string>> = {
  Login: 'Welcome back. Log in with your e-mail and password.',
  Signup: 'Create your free account to save your progress.',
  Recover: 'Enter your e-mail and we will send you a link to choose a new password.',
  ResendVerification: 'Enter your e-mail and we will send the verification link again.',
  SingleSignOn: "Enter your work e-mail to sign in through your company's identity provider.",
};
