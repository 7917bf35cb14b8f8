'use client';

import {
  DEFAULT_READER_PREFERENCES,
  READER_FONT_FAMILIES,
  READER_THEMES,
  type ReaderPreferences,
} from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { useEffect, useId, useState } from 'react';
import { api } from '../api-client/api-client';
import { useSession } from '../user-info/use-user-info';
import {
  parseReaderPreferences,
  READER_PREFS_COOKIE,
  READER_PREFS_MAX_AGE_SECONDS,
  readerStyle,
  readerThemeAttribute,
  serializeReaderPreferences,
} from './reader-preferences';

const FONT_LABELS: Record<ReaderPreferences['font_family'], string> = {
  sans: 'Sans serif',
  serif: 'Serif',
  mono: 'Monospace',
};
const THEME_LABELS: Record<ReaderPreferences['theme'], string> = {
  system_preference: 'Same as the site',
  light: 'Light',
  dark: 'Dark',
  sepia: 'Sepia',
};

function readCookie(): ReaderPreferences {
  const raw = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${READER_PREFS_COOKIE}=`))
    ?.slice(READER_PREFS_COOKIE.length + 1);
  return parseReaderPreferences(raw);
}

/** Paints every lesson on the page in the new preferences at once, without a reload. */
function apply(prefs: ReaderPreferences) {
  for (const element of document.querySelectorAll<HTMLElement>('[data-reader]')) {
    for (const [name, value] of Object.entries(readerStyle(prefs))) element.style.setProperty(name, value);
    const theme = readerThemeAttribute(prefs);
    if (theme) element.dataset.readerTheme = theme;
    else delete element.dataset.readerTheme;
  }
}

/** The ReaderPreferences modal (spec section 2): font family and size, line height, theme. */
export function ReaderPreferencesForm({ onClose }: { onClose: () => void }) {
  const session = useSession();
  const loggedIn = session.status === 'fulfilled';
  const [prefs, setPrefs] = useState<ReaderPreferences>(DEFAULT_READER_PREFERENCES);
  const [message, setMessage] = useState<string | null>(null);
  const ids = { size: useId(), leading: useId() };

  useEffect(() => {
    setPrefs(readCookie());
    if (!loggedIn) return;
    void api.call(apiRefs.progress.readerPreferences).then((reply) => {
      if (reply.ok && reply.data.used_customize_fonts) {
        const { used_customize_fonts: _used, ...saved } = reply.data;
        setPrefs(saved);
      }
    });
  }, [loggedIn]);

  const change = (next: Partial<ReaderPreferences>) => {
    const merged = { ...prefs, ...next };
    setPrefs(merged);
    apply(merged);
  };

  const save = async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie to paint lessons in these preferences
    document.cookie = `${READER_PREFS_COOKIE}=${serializeReaderPreferences(prefs)}; path=/; max-age=${READER_PREFS_MAX_AGE_SECONDS}; samesite=lax`;
    apply(prefs);
    if (loggedIn) {
      const reply = await api.call(apiRefs.progress.saveReaderPreferences, { body: prefs });
      if (!reply.ok) {
        setMessage(reply.errorText);
        return;
      }
    }
    onClose();
  };

  return (
    <form
      data-testid="reader-preferences-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="space-y-5"
    >
      <fieldset>
        <legend className="text-sm font-semibold text-fg">Font</legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {READER_FONT_FAMILIES.map((family) => (
            <label
              key={family}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
            >
              <input
                type="radio"
                name="font_family"
                value={family}
                checked={prefs.font_family === family}
                onChange={() => change({ font_family: family })}
              />
              {FONT_LABELS[family]}
            </label>
          ))}
        </div>
      </fieldset>
      <RangeSetting
        id={ids.size}
        label="Text size"
        shown={`${prefs.font_size}px`}
        min={14}
        max={24}
        step={1}
        value={prefs.font_size}
        onValue={(font_size) => change({ font_size })}
      />
      <RangeSetting
        id={ids.leading}
        label="Line height"
        shown={prefs.line_height.toFixed(1)}
        min={1.4}
        max={2.2}
        step={0.1}
        value={prefs.line_height}
        onValue={(line_height) => change({ line_height })}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-fg">Reading theme</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {READER_THEMES.map((theme) => (
            <label
              key={theme}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft"
            >
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={prefs.theme === theme}
                onChange={() => change({ theme })}
              />
              {THEME_LABELS[theme]}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-xs text-muted">
        {loggedIn
          ? 'Saved to your account, on every device.'
          : 'Saved in this browser. Log in to keep them on every device.'}
      </p>
      {message ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={() => change(DEFAULT_READER_PREFERENCES)}
          className="h-10 rounded-lg border border-line px-4 text-sm font-medium text-fg hover:bg-surface-2"
        >
          Reset
        </button>
        <button
          type="submit"
          data-testid="reader-preferences-save"
          className="h-10 rounded-lg bg-brand-solid px-4 text-sm font-semibold text-white hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Save
        </button>
      </div>
    </form>
  );
}

interface RangeSettingProps {
  id: string;
  label: string;
  /** The current value as people read it, shown beside the label. */
  shown: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onValue: (value: number) => void;
}

function RangeSetting({ id, label, shown, min, max, step, value, onValue }: RangeSettingProps) {
  return (
    <div>
      <label htmlFor={id} className="flex justify-between text-sm font-semibold text-fg">
        {label} <span className="font-normal text-muted">{shown}</span>
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onValue(Number(event.target.value))}
        className="mt-2 w-full accent-[var(--brand-solid)]"
      />
    </div>
  );
}
