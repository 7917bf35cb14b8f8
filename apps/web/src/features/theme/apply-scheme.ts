import type { ColorScheme } from '@learnbox/domain';

/** Attributes that tell CSS which scheme is painted; shared with the inline first-paint script. */
export const SCHEME_CLASSES: readonly ColorScheme[] = ['dark', 'light'];

export function faviconHref(scheme: ColorScheme): string {
  return `/favicon-${scheme}.svg`;
}

/** Paints a scheme on <html>: class for Tailwind's `dark:` variant, data-theme for CSS and tests. */
export function applySchemeToDocument(root: HTMLElement, scheme: ColorScheme): void {
  root.classList.remove(...SCHEME_CLASSES);
  root.classList.add(scheme);
  root.dataset.theme = scheme;
  root.style.colorScheme = scheme;
}
