'use client';

import type { AuthOptionsReply } from '@learnbox/contracts';
import { useQuery } from '@tanstack/react-query';
import { authApi } from './auth-api';

const NO_OPTIONS: AuthOptionsReply = { recaptcha_site_key: null, sso_providers: [], dev_mailbox: false };

/** What the server offers the login forms: captcha site key, SSO providers, dev mailbox. */
export function useAuthOptions(): AuthOptionsReply {
  const { data } = useQuery({
    queryKey: ['auth-options'],
    queryFn: async () => {
      const result = await authApi.options();
      return result.ok ? result.data : NO_OPTIONS;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? NO_OPTIONS;
}
