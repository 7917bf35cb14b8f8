'use client';

import type { MarketingForm as Form } from '@learnbox/contracts/marketing';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { api } from '../api-client/api-client';
import { readAttribution } from '../attribution';
import { Field, FormMessage, SubmitButton } from '../auth/form-parts';
import { useApiForm } from '../auth/use-api-form';
import { useFocusWhenShown } from '../auth/use-focus-when-shown';

function Choice({
  field,
  value,
  onValue,
  error,
}: {
  field: Form['fields'][number];
  value: string;
  onValue: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  const className =
    'block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand';
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {field.label}
        {field.required ? '' : ' (optional)'}
      </label>
      {field.type === 'select' ? (
        <select
          id={id}
          name={field.name}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          className={`${className} h-11`}
        >
          <option value="">Choose…</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <textarea
          id={id}
          name={field.name}
          rows={4}
          maxLength={field.max_length}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          className={className}
        />
      )}
      {error ? <p className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
    </div>
  );
}

/**
 * A marketing form (its modal and form media): the fields come from the forms service, the api
 * checks the answers against them and says what is wrong by field.
 */
export function MarketingFormView({ formId, pageUrl }: { formId: string; pageUrl: string }) {
  const [form, setForm] = useState<Form | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const { busy, errorText, errors, submitWith } = useApiForm();
  const doneRef = useFocusWhenShown<HTMLDivElement>(sent);

  useEffect(() => {
    let live = true;
    void api.call(apiRefs.marketing.form, { params: { id: formId } }).then((reply) => {
      if (!live) return;
      if (reply.ok) setForm(reply.data);
      else setLoadError(reply.errorText);
    });
    return () => {
      live = false;
    };
  }, [formId]);

  if (loadError) return <FormMessage tone="error">{loadError}</FormMessage>;
  if (!form) return <p className="text-sm text-muted">Loading the form…</p>;
  if (sent)
    return (
      <FormMessage tone="info" testId="marketing-form-sent" ref={doneRef}>
        {sent}
      </FormMessage>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reply = await submitWith(() =>
      api.call(apiRefs.marketing.submitForm, {
        params: { id: form.id },
        body: { values, page_url: pageUrl, attribution: readAttribution() },
      }),
    );
    if (reply) setSent(reply.message);
  };
  const set = (name: string) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  return (
    <form onSubmit={submit} className="space-y-4" data-testid={`marketing-form-${form.id}`} noValidate>
      {form.description ? <p className="text-sm text-muted">{form.description}</p> : null}
      {errorText ? <FormMessage tone="error">{errorText}</FormMessage> : null}
      {form.fields.map((field) =>
        field.type === 'select' || field.type === 'textarea' ? (
          <Choice
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            onValue={set(field.name)}
            error={errors[field.name]}
          />
        ) : (
          <Field
            key={field.name}
            label={field.required ? field.label : `${field.label} (optional)`}
            name={field.name}
            type={field.type === 'number' ? 'number' : field.type === 'email' ? 'email' : 'text'}
            maxLength={field.max_length}
            value={values[field.name] ?? ''}
            onChange={(event) => set(field.name)(event.target.value)}
            error={errors[field.name]}
          />
        ),
      )}
      <SubmitButton busy={busy}>{form.submit_label}</SubmitButton>
    </form>
  );
}
