'use client';

import { type ReactNode, useId } from 'react';

const control =
  'mt-1 w-full rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand aria-[invalid=true]:border-red-600';

/** A labelled control with the schema's sentence for it underneath, tied by aria-describedby. */
function Labelled({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="text-sm text-fg">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': errorId } : {}) })}
      {error ? (
        <p id={errorId} className="mt-1 text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  value,
  onChange,
  error,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
}) {
  return (
    <Labelled label={label} error={error}>
      {(props) => (
        <input
          {...props}
          type="text"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={control}
        />
      )}
    </Labelled>
  );
}

export function NumberField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  error?: string;
}) {
  return (
    <Labelled label={label} error={error}>
      {(props) => (
        <input
          {...props}
          type="number"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
          className={control}
        />
      )}
    </Labelled>
  );
}

export function TextAreaField({
  label,
  value,
  onChange,
  error,
  rows = 3,
  mono = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  rows?: number;
  mono?: boolean;
}) {
  return (
    <Labelled label={label} error={error}>
      {(props) => (
        <textarea
          {...props}
          value={value}
          rows={rows}
          spellCheck={!mono}
          onChange={(event) => onChange(event.target.value)}
          className={`${control} ${mono ? 'font-mono' : ''}`}
        />
      )}
    </Labelled>
  );
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  error?: string;
}) {
  return (
    <Labelled label={label} error={error}>
      {(props) => (
        <select
          {...props}
          value={value}
          onChange={(event) => onChange(event.target.value as T)}
          className={control}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-fg">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

/** A small text button for list edits (add a file, remove a row). */
export function SmallButton({
  children,
  onClick,
  label,
  testId,
  disabled,
}: {
  children: ReactNode;
  onClick: () => void;
  label?: string;
  testId?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      data-testid={testId}
      disabled={disabled}
      className="rounded-lg border border-line px-2.5 py-1 text-xs font-medium text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50"
    >
      {children}
    </button>
  );
}

/** A sentence the schema says about a whole group (a list, a table). */
export function GroupError({ error }: { error?: string }) {
  return error ? <p className="text-sm text-red-700 dark:text-red-300">{error}</p> : null;
}
