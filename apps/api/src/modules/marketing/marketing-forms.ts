import type { MarketingForm, MarketingFormField, MarketingFormSubmissionBody } from '@learnbox/contracts';
import { DomainError, MARKETING_MESSAGES, STATUS } from '@learnbox/domain';
import { z } from 'zod';
import type { KeptAttribution } from './capture-email';
import type { MarketingFormRow, MarketingRepository } from './marketing.repository';

const toForm = (row: MarketingFormRow): MarketingForm => ({
  id: row.id,
  title: row.title,
  description: row.description,
  submit_label: row.submitLabel,
  success_text: row.successText,
  fields: row.fields,
});

async function findForm(forms: MarketingRepository, id: string): Promise<MarketingFormRow> {
  const row = await forms.form(id);
  if (!row) throw new DomainError(MARKETING_MESSAGES.FORM_NOT_FOUND, STATUS.NOT_FOUND);
  return row;
}

/** GET /api/marketing-forms/forms/{id}. */
export async function readForm(forms: MarketingRepository, id: string): Promise<MarketingForm> {
  return toForm(await findForm(forms, id));
}

const emailCheck = z.email();

/** The sentence for one answer that does not fit its field, or null when it fits. */
function fieldProblem(field: MarketingFormField, value: string): string | null {
  if (value === '') return field.required ? MARKETING_MESSAGES.FORM_REQUIRED(field.label) : null;
  if (value.length > field.max_length) return MARKETING_MESSAGES.FORM_TOO_LONG(field.label, field.max_length);
  if (field.type === 'email' && !emailCheck.safeParse(value).success)
    return MARKETING_MESSAGES.FORM_EMAIL(field.label);
  if (field.type === 'number' && !/^-?\d+(\.\d+)?$/.test(value))
    return MARKETING_MESSAGES.FORM_NUMBER(field.label);
  if (field.type === 'select' && !field.options.includes(value))
    return MARKETING_MESSAGES.FORM_OPTION(field.label, field.options);
  return null;
}

/**
 * Checks every answer against the form's fields (required, length, e-mail, number, the select's
 * options; no field the form lacks) and stores the answers. Every problem is reported at once,
 * by field, as the web shows them next to each input.
 */
export async function submitForm(
  forms: MarketingRepository,
  id: string,
  body: MarketingFormSubmissionBody,
  userId: string | null,
  origin: KeptAttribution,
): Promise<{ id: string; message: string }> {
  const form = await findForm(forms, id);
  const errors: Record<string, string> = {};
  const known = new Set(form.fields.map((field) => field.name));
  for (const name of Object.keys(body.values))
    if (!known.has(name)) errors[name] = MARKETING_MESSAGES.FORM_UNKNOWN_FIELD(name);
  const values: Record<string, string> = {};
  for (const field of form.fields) {
    const value = (body.values[field.name] ?? '').trim();
    const problem = fieldProblem(field, value);
    if (problem) errors[field.name] = problem;
    else values[field.name] = field.type === 'email' ? value.toLowerCase() : value;
  }
  const first = Object.values(errors)[0];
  if (first) throw new DomainError(first, STATUS.OPERATION_NOT_ALLOWED, errors);
  const created = await forms.insertSubmission({
    formId: form.id,
    values,
    pageUrl: body.page_url,
    userId,
    attribution: origin.attribution,
    source: origin.source,
  });
  return { id: created.id, message: form.successText || MARKETING_MESSAGES.FORM_SENT };
}

/** The staff page's list: newest answers first, with the form they answer. */
export async function listSubmissions(forms: MarketingRepository) {
  const rows = await forms.recentSubmissions();
  return {
    submissions: rows.map(({ submission, formTitle }) => ({
      id: submission.id,
      form_id: submission.formId,
      form_title: formTitle,
      values: submission.values,
      page_url: submission.pageUrl,
      source: submission.source,
      created_at: submission.createdAt.toISOString(),
    })),
  };
}
