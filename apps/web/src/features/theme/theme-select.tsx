'use client';

import { isThemeValue, THEME_VALUES, type ThemeValue } from '@learnbox/domain';
import { useTheme } from './theme-provider';

const LABELS: Record<ThemeValue, string> = {
  unset: 'Default',
  system_preference: 'System',
  dark: 'Dark',
  light: 'Light',
};

export function ThemeSelect() {
  const { preference, scheme, setPreference } = useTheme();
  return (
    <div className="relative flex items-center">
      <label htmlFor="theme-select" className="sr-only">
        Theme
      </label>
      {/*
        On phones the select shrinks to its sun/moon icon (its text transparent, the options in
        the list readable), which keeps the header one row on a 390 px screen.
      */}
      <span aria-hidden="true" className="pointer-events-none absolute left-2.5 text-muted">
        {scheme === 'dark' ? <MoonIcon /> : <SunIcon />}
      </span>
      <select
        id="theme-select"
        data-testid="theme-select"
        value={preference}
        onChange={(event) => {
          if (isThemeValue(event.target.value)) setPreference(event.target.value);
        }}
        className="h-9 cursor-pointer appearance-none rounded-lg border border-line bg-surface py-1 pr-7 pl-8 text-sm text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand max-sm:w-9 max-sm:px-0 max-sm:text-transparent max-sm:[&>option]:text-fg"
      >
        {THEME_VALUES.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </select>
      <span aria-hidden="true" className="pointer-events-none absolute right-2 text-muted max-sm:hidden">
        <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </span>
    </div>
  );
}

function SunIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
    </svg>
  );
}
