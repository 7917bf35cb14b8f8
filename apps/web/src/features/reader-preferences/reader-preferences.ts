import {
  DEFAULT_READER_PREFERENCES,
  type ReaderPreferences,
  readerPreferencesSchema,
} from '@learnbox/contracts';

/**
 * Lesson display preferences live in a cookie (spec section 3 "Cookies: ... several lesson display
 * preferences"), so the server paints lessons in them on first load; signed-in learners also keep
 * them on their account (used_customize_fonts).
 */
export const READER_PREFS_COOKIE = 'reader_prefs';
/** One year, like the theme cookie (spec section 9). */
export const READER_PREFS_MAX_AGE_SECONDS = 31536000;

export const FONT_STACKS: Record<ReaderPreferences['font_family'], string> = {
  sans: 'var(--font-sans)',
  serif: 'ui-serif, Georgia, Cambria, "Times New Roman", serif',
  mono: 'var(--font-mono)',
};

export function parseReaderPreferences(raw: string | undefined): ReaderPreferences {
  if (!raw) return DEFAULT_READER_PREFERENCES;
  try {
    const parsed = readerPreferencesSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : DEFAULT_READER_PREFERENCES;
  } catch {
    return DEFAULT_READER_PREFERENCES;
  }
}

export function serializeReaderPreferences(prefs: ReaderPreferences): string {
  return encodeURIComponent(JSON.stringify(prefs));
}

/** CSS custom properties the lesson typography reads (widgets.css). */
export function readerStyle(prefs: ReaderPreferences): Record<string, string> {
  return {
    '--reader-font': FONT_STACKS[prefs.font_family],
    '--reader-size': `${prefs.font_size}px`,
    '--reader-leading': String(prefs.line_height),
  };
}

/** data-reader-theme for the article; absent when it follows the site's theme. */
export function readerThemeAttribute(prefs: ReaderPreferences): string | undefined {
  return prefs.theme === 'system_preference' ? undefined : prefs.theme;
}
