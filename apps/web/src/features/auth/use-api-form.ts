'use client';

import { useState } from 'react';
import type { ApiResult } from '../api-client/api-client';

/**
 * The state every account form shares: busy while a request is out, the api's errorText for the
 * form, and its `errors` map for the fields (spec section 8 "Error text extraction").
 */
export function useApiForm() {
  const [busy, setBusy] = useState(false);
  const [errorText, setErrorText] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  /**
   * Runs one submission: clears the last messages, and shows the reply's errors when it failed.
   * Resolves to the reply's data on success, else null. An exception (captcha, network) becomes
   * the form's message instead of escaping into React.
   */
  async function submitWith<T>(attempt: () => Promise<ApiResult<T>>): Promise<T | null> {
    setBusy(true);
    setErrorText(null);
    setErrors({});
    try {
      const result = await attempt();
      if (result.ok) return result.data;
      setErrorText(result.errorText);
      setErrors(result.errors);
      return null;
    } catch (error) {
      setErrorText(error instanceof Error ? error.message : String(error));
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { busy, errorText, errors, submitWith };
}
