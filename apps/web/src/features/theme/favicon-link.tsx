import type { ColorScheme } from '@learnbox/domain';
import { faviconHref } from './apply-scheme';

/**
 * The favicon follows the painted scheme (spec section 2). React hoists this <link> into <head>
 * and updates it in place when the scheme changes, so there is only ever one icon link.
 */
export function FaviconLink({ scheme }: { scheme: ColorScheme }) {
  return (
    <link rel="icon" id="favicon" type="image/svg+xml" href={faviconHref(scheme)} data-scheme={scheme} />
  );
}
