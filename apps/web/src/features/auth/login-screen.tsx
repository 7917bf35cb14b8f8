'use client';

import type { ReactNode } from 'react';
import { useModalStore } from '../modal-state/modal-store';
import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { LoginForm } from './login-form';

/**
 * /login?returnUrl= (spec section 2): the login form on its own page, then back to returnUrl.
 * On an organization's host the page passes its own sign-in as `before` and names it in `title`.
 */
export function LoginScreen({
  returnUrl,
  before = null,
  title = 'Log in to Learnbox',
}: {
  returnUrl: string | null;
  before?: ReactNode;
  title?: string | undefined;
}) {
  const openModal = useModalStore((state) => state.open);
  return (
    <PageContainer>
      <PageIntro title={title}>
        <p>Pick up where you left off.</p>
        {returnUrl ? (
          <p className="mt-2 text-base" data-testid="login-return-url">
            After logging in you will go back to <span className="font-mono text-fg">{returnUrl}</span>.
          </p>
        ) : null}
      </PageIntro>
      <div className="mt-8 max-w-md rounded-2xl border border-line bg-surface p-6 sm:p-8">
        {before}
        <LoginForm returnUrl={returnUrl ?? '/'} onSwitch={openModal} />
      </div>
    </PageContainer>
  );
}
