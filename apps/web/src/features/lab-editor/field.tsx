import type { ReactNode } from 'react';

/** Field errors of a refused save, by the domain's field path (`jobs.1.key`). */
export type FieldErrors = Record<string, string>;

export const inputClasses = 'mt-1 h-11 w-full rounded-xl border border-line bg-surface-2 px-3 text-fg';

/** A labelled control with the sentence of its broken rule under it, tied by aria-describedby. */
export function Field({
  label,
  error,
  id,
  children,
}: {
  label: string;
  error: string | undefined;
  id: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="text-sm text-fg">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        ...(error ? { 'aria-describedby': errorId } : {}),
      })}
      {error ? (
        <p id={errorId} className="mt-1 text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A section of the editor page with its heading. */
export function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-5" aria-label={title}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-fg">{title}</h2>
        {actions}
      </div>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
