'use client';

import type { ReactNode } from 'react';

export const PRIMARY_BUTTON =
  'inline-flex h-10 items-center justify-center rounded-xl bg-brand-solid px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';
export const SECONDARY_BUTTON =
  'inline-flex h-10 items-center justify-center rounded-xl border border-line bg-surface px-3 text-sm font-medium text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50';

/** The alt text field both dialogs ask for: the Image widget's alt. */
export function AltTextField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (alt: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        Alt text
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={300}
        onChange={(event) => onChange(event.target.value)}
        placeholder="What the image shows, for readers who cannot see it"
        className="block h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
      />
    </div>
  );
}

export function DialogError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" data-testid="upload-error" className="text-sm text-red-600 dark:text-red-400">
      {children}
    </p>
  );
}
