import { isModalName, type ModalName } from '@learnbox/domain';

/** `?modal=Name` opens a modal by name (spec section 2). */
export const MODAL_QUERY_PARAM = 'modal';

/** The modal a URL asks for, or null when it names none or an unknown one. */
export function parseModalQuery(search: string | URLSearchParams): ModalName | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(MODAL_QUERY_PARAM);
  return isModalName(value) ? value : null;
}

/** The same URL without `?modal=` (path, other parameters and hash kept); null if it had none. */
export function withoutModalQuery(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has(MODAL_QUERY_PARAM)) return null;
  url.searchParams.delete(MODAL_QUERY_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A link that opens a modal on the current page, e.g. for e-mails or the header buttons. */
export function withModalQuery(path: string, name: ModalName): string {
  const url = new URL(path, 'http://placeholder');
  url.searchParams.set(MODAL_QUERY_PARAM, name);
  return `${url.pathname}${url.search}${url.hash}`;
}
