/** Parsing for the login and authorization routes of spec section 2. */

import { safeReturnPath } from '@learnbox/domain';

type SearchValue = string | string[] | undefined;
const first = (value: SearchValue): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * `/authorize/{provider}-sso`: the segment must end in `-sso` after a provider name made of
 * lower-case letters, digits and dashes. Returns the provider, or null for any other segment.
 */
export function parseSsoProvider(segment: string): string | null {
  const match = /^([a-z0-9][a-z0-9-]*)-sso$/.exec(segment);
  return match?.[1] ?? null;
}

export interface AuthorizeQuery {
  operation: string | null;
  pageUri: string | null;
  pageName: string | null;
  reference: string | null;
  signupSource: string | null;
}

export function parseAuthorizeQuery(search: Record<string, SearchValue>): AuthorizeQuery {
  const read = (key: string) => first(search[key])?.trim() || null;
  return {
    operation: read('operation'),
    // Only a same-site path goes on to the api (which applies the same rule again).
    pageUri: safeReturnPath(first(search.page_uri)),
    pageName: read('page_name'),
    reference: read('reference'),
    signupSource: read('signup_source'),
  };
}

/**
 * `returnUrl` is only honoured when it stays on this site (the one rule of
 * `@learnbox/domain` `safeReturnPath`); anything else is dropped.
 */
export function safeReturnUrl(value: SearchValue): string | null {
  return safeReturnPath(first(value));
}
