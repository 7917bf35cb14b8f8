'use client';

import type { CaptchaTokens } from '@learnbox/contracts';
import { KNOWN_MESSAGES } from '@learnbox/domain';
import { useCallback, useEffect, useState } from 'react';
import { useAuthOptions } from './use-auth-options';

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
 * Login, sign-up and password reset carry a captcha token (spec section 5). With no site key
 * configured (the embedded set-up) there is nothing to load and no token to send. When the
 * script cannot load, `loadError` holds the spec's message (section 8 "Known messages").
 */
export function useCaptcha(action: string) {
  const siteKey = useAuthOptions().recaptcha_site_key;
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (!siteKey) return;
    loadRecaptcha(siteKey).catch(() => setLoadError(KNOWN_MESSAGES.RECAPTCHA_LOAD_FAILED));
  }, [siteKey]);

  const getTokens = useCallback(async (): Promise<CaptchaTokens> => {
    if (!siteKey) return {};
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
  }, [siteKey, action]);

  return { getTokens, loadError };
}
