'use client';

import { MIN_PASSWORD_LENGTH } from '@learnbox/contracts/auth-limits';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The api's message for this field (its `errors` map), shown under the input. */
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its field error tied to it for screen readers. */
export function Field({ label, error, hint, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="block h-11 w-full rounded-lg border border-line bg-surface px-3 text-sm text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand aria-invalid:border-red-500"
        {...input}
      />
      {hint && !error ? <p className="text-xs text-muted">{hint}</p> : null}
      {error ? (
        <p
          id={errorId}
          className="text-sm text-red-600 dark:text-red-400"
          data-testid={`field-error-${input.name ?? inputId}`}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form-level message: what went wrong, or what happened. */
export function FormMessage({
  tone,
  children,
  testId,
  ref,
}: {
  tone: 'error' | 'info';
  children: ReactNode;
  testId?: string;
  /** Set when focus must move onto the message (it replaced what had focus); it becomes focusable from script. */
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId ?? (tone === 'error' ? 'form-error' : 'form-info')}
      className={
        tone === 'error'
          ? 'rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200'
          : 'rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm text-fg'
      }
    >
      {children}
    </div>
  );
}

export function SubmitButton({
  busy,
  children,
  testId,
}: {
  busy: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      data-testid={testId}
      className="inline-flex h-11 w-full items-center justify-center rounded-xl bg-brand-solid px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
    >
      {busy ? 'Please wait…' : children}
    </button>
  );
}

export function LinkButton({
  onClick,
  children,
  testId,
}: {
  onClick: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      className="text-sm font-medium text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand"
    >
      {children}
    </button>
  );
}

interface ValueFieldProps {
  value: string;
  onValue: (value: string) => void;
  /** The api's message for this field. */
  error?: string | undefined;
  testId: string;
  label?: string;
}

/** The e-mail input the account forms share. */
export function EmailField({ value, onValue, error, testId, label = 'E-mail' }: ValueFieldProps) {
  return (
    <Field
      label={label}
      name="email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onValue(event.target.value)}
      error={error}
      data-testid={testId}
    />
  );
}

/**
 * A password input. A new password asks password managers to suggest one and shows the
 * length rule the api checks (packages/contracts).
 */
export function PasswordField({
  value,
  onValue,
  error,
  testId,
  label = 'Password',
  isNew = false,
}: ValueFieldProps & { isNew?: boolean }) {
  return (
    <Field
      label={label}
      name="password"
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      required
      value={value}
      onChange={(event) => onValue(event.target.value)}
      error={error}
      hint={isNew ? `At least ${MIN_PASSWORD_LENGTH} characters.` : undefined}
      data-testid={testId}
    />
  );
}
