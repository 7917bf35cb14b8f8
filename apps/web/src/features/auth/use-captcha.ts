'use client';

import type { CaptchaTokens } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { CAPTCHA_UNAVAILABLE_TEXT, KNOWN_MESSAGES, STATUS } from '@learnbox/domain';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api-client/api-client';
import { solveAltcha } from './altcha-solver';
import { useAuthOptions } from './use-auth-options';

/**
 * The embedded captcha: a fresh ALTCHA challenge (for a login, the one its account needs, harder
 * after failed logins), solved in a Web Worker. Invisible: the form's button shows it is busy.
 */
async function altchaTokens(email: string | undefined): Promise<CaptchaTokens> {
  const challenge = await api.call(apiRefs.auth.captchaChallenge, { query: email ? { email } : {} });
  if (!challenge.ok)
    throw new Error(challenge.status === STATUS.RATE_LIMIT ? challenge.errorText : CAPTCHA_UNAVAILABLE_TEXT);
  try {
    return { captcha_token: await solveAltcha(challenge.data) };
  } catch {
    throw new Error(CAPTCHA_UNAVAILABLE_TEXT);
  }
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let scriptPromise: Promise<void> | null = null;

/** Loads reCAPTCHA v3 once per page; rejects when the script cannot load (blocked, offline). */
function loadRecaptcha(siteKey: string): Promise<void> {
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('recaptcha script failed to load'));
    };
    document.head.append(script);
  });
  return scriptPromise;
}

/**
 * Login, sign-up and password reset carry a captcha token (spec section 5): reCAPTCHA v3 when
 * the server has a site key, else the embedded ALTCHA proof of work. When the reCAPTCHA script
 * cannot load, `loadError` holds the spec's message (section 8 "Known messages").
 * `getTokens(email)` is called at submit; a login passes its e-mail address.
 */
export function useCaptcha(action: string) {
  const siteKey = useAuthOptions().recaptcha_site_key;
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (!siteKey) return;
    loadRecaptcha(siteKey).catch(() => setLoadError(KNOWN_MESSAGES.RECAPTCHA_LOAD_FAILED));
  }, [siteKey]);

  const getTokens = useCallback(
    async (email?: string): Promise<CaptchaTokens> => {
      if (!siteKey) return altchaTokens(email?.trim() || undefined);
      try {
        await loadRecaptcha(siteKey);
        const grecaptcha = window.grecaptcha;
        if (!grecaptcha) throw new Error('recaptcha missing');
        await new Promise<void>((resolve) => grecaptcha.ready(resolve));
        return { captcha_token: await grecaptcha.execute(siteKey, { action }) };
      } catch {
        setLoadError(KNOWN_MESSAGES.RECAPTCHA_LOAD_FAILED);
        throw new Error(KNOWN_MESSAGES.RECAPTCHA_LOAD_FAILED);
      }
    },
    [siteKey, action],
  );

  return { getTokens, loadError };
}
