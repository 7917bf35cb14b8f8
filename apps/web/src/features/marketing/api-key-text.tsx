import type { MarketingApiKey } from '@learnbox/contracts/marketing';
import type { ReactNode } from 'react';

const TOKEN = /\{\{\s*([a-zA-Z][a-zA-Z0-9_]{0,39})\s*\}\}/g;

/**
 * A page's api_keys (spec section 3) are values staff set once and use in its text as
 * `{{key}}`: a plain key becomes its value, an `isUrl` key a link reading its urlText. An
 * unknown key stays as typed, so a typo shows on the page instead of vanishing.
 */
export function withApiKeys(text: string, keys: readonly MarketingApiKey[]): ReactNode[] {
  const byKey = new Map(keys.map((entry) => [entry.key, entry]));
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const entry = byKey.get(match[1] ?? '');
    if (!entry) continue;
    out.push(text.slice(last, match.index));
    out.push(
      entry.isUrl ? (
        <a
          key={`${match.index}`}
          href={entry.value}
          className="font-medium text-brand underline underline-offset-2"
        >
          {entry.urlText || entry.value}
        </a>
      ) : (
        entry.value
      ),
    );
    last = match.index + match[0].length;
  }
  out.push(text.slice(last));
  return out;
}

/** The same substitution as plain text (titles, metadata). */
export function plainWithApiKeys(text: string, keys: readonly MarketingApiKey[]): string {
  const byKey = new Map(keys.map((entry) => [entry.key, entry]));
  return text.replace(TOKEN, (whole, key: string) => {
    const entry = byKey.get(key);
    if (!entry) return whole;
    return entry.isUrl ? entry.urlText || entry.value : entry.value;
  });
}
