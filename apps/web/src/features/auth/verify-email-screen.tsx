'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { USER_INFO_QUERY_KEY } from '../user-info/use-user-info';
import { authApi } from './auth-api';
import { FormMessage } from './form-parts';

/** /verify-email?token=: the mailed verification link. The token works once. */
export function VerifyEmailScreen({ token }: { token: string | null }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<
    { kind: 'working' } | { kind: 'done'; email: string } | { kind: 'failed'; text: string }
  >(
    token
      ? { kind: 'working' }
      : { kind: 'failed', text: 'This link is incomplete. Open the link from the e-mail again.' },
  );
  const sent = useRef(false);
  useEffect(() => {
    // Strict mode runs effects twice in development; a token must be spent once.
    if (!token || sent.current) return;
    sent.current = true;
    void authApi.verifyEmail(token).then((result) => {
      setState(
        result.ok ? { kind: 'done', email: result.data.email } : { kind: 'failed', text: result.errorText },
      );
      if (result.ok) void queryClient.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY });
    });
  }, [token, queryClient]);

  return (
    <PageContainer>
      <PageIntro eyebrow="Account" title="Verify your e-mail" />
      <div className="mt-8 max-w-md space-y-4" data-testid="verify-email" data-state={state.kind}>
        {state.kind === 'working' ? <FormMessage tone="info">Checking your link…</FormMessage> : null}
        {state.kind === 'done' ? (
          <FormMessage tone="info" testId="verify-email-done">
            Thank you: {state.email} is verified.
          </FormMessage>
        ) : null}
        {state.kind === 'failed' ? <FormMessage tone="error">{state.text}</FormMessage> : null}
        <Link href="/" className="text-sm font-medium text-brand hover:underline">
          Go to the home page
        </Link>
      </div>
    </PageContainer>
  );
}
