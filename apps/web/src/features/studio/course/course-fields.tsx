'use client';

import { type CourseDocument, type CoursePricing, DIFFICULTIES } from '@learnbox/contracts';
import { useId, useState } from 'react';
import { ImageUploadDialog } from '../uploads/image-upload-dialog';
import { SelectField, TextAreaField, TextField } from '../widgets/fields';
import type { ImageDialogProps } from '../widgets/image-editor';
import { TitleSummaryFields } from '../works/title-summary-fields';
import { parseTags, pricingFrom } from './course-form';

const PRICING_LABELS: Record<CoursePricing['kind'], string> = {
  free: 'Free',
  subscription: 'In the subscription',
  priced: 'Priced',
};

/** Title, summary, description, tags, level, cover image, pricing and visibility of a course. */
export function CourseFields({
  document,
  onChange,
  tagsInput,
  onTagsInput,
  priceInput,
  onPriceInput,
  errors,
  coverUploadUrl,
}: {
  document: CourseDocument;
  onChange: (document: CourseDocument) => void;
  tagsInput: string;
  onTagsInput: (text: string) => void;
  priceInput: string;
  onPriceInput: (text: string) => void;
  errors: Record<string, string>;
  /** Where a cover image may be uploaded (owners and editors); without it, a URL only. */
  coverUploadUrl?: ImageDialogProps['uploadUrl'];
}) {
  const [uploading, setUploading] = useState(false);
  const priceId = useId();
  const set = <K extends keyof CourseDocument>(key: K, value: CourseDocument[K]) =>
    onChange({ ...document, [key]: value });
  const setPricing = (kind: CoursePricing['kind'], price: string) => {
    onPriceInput(price);
    // An unreadable price keeps the last good one in the draft; the form shows why and blocks saving.
    const pricing = pricingFrom(kind, price);
    if (pricing) set('pricing', pricing);
    else if (document.pricing.kind !== kind) set('pricing', { kind: 'priced', price_cents: 100 });
  };

  return (
    <section aria-label="Course details" className="grid gap-4 rounded-2xl border border-line bg-surface p-4">
      <TitleSummaryFields
        title={document.title}
        summary={document.summary}
        onTitle={(v) => set('title', v)}
        onSummary={(v) => set('summary', v)}
        errors={errors}
      />
      <TextAreaField
        label="Description (Markdown)"
        value={document.description}
        onChange={(v) => set('description', v)}
        rows={5}
        error={errors.description}
      />
      <TextField
        label="Tags (comma-separated)"
        value={tagsInput}
        onChange={(text) => {
          onTagsInput(text);
          set('tags', parseTags(text));
        }}
        error={errors.tags}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Level"
          value={document.difficulty}
          options={DIFFICULTIES}
          onChange={(v) => set('difficulty', v)}
        />
        <SelectField
          label="Visibility"
          value={document.visibility}
          options={['public', 'private'] as const}
          onChange={(v) => set('visibility', v)}
        />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label="Cover image URL"
            value={document.cover_image_url ?? ''}
            placeholder="/api/uploads/… or https://…"
            onChange={(v) => set('cover_image_url', v.trim() === '' ? null : v.trim())}
            error={errors.cover_image_url}
          />
        </div>
        {coverUploadUrl ? (
          <button
            type="button"
            onClick={() => setUploading(true)}
            className="h-9 rounded-lg border border-line px-3 text-sm font-medium text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand"
          >
            Upload a cover
          </button>
        ) : null}
      </div>
      {uploading && coverUploadUrl ? (
        <ImageUploadDialog
          uploadUrl={coverUploadUrl}
          onUploaded={(image) => {
            setUploading(false);
            set('cover_image_url', image.url);
          }}
          onClose={() => setUploading(false)}
        />
      ) : null}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-fg">Pricing</legend>
        <div className="flex flex-wrap gap-4">
          {(Object.keys(PRICING_LABELS) as CoursePricing['kind'][]).map((kind) => (
            <label key={kind} className="inline-flex items-center gap-2 text-sm text-fg">
              <input
                type="radio"
                name="pricing"
                value={kind}
                checked={document.pricing.kind === kind}
                onChange={() => setPricing(kind, priceInput)}
              />
              {PRICING_LABELS[kind]}
            </label>
          ))}
        </div>
        {document.pricing.kind === 'priced' ? (
          <div className="text-sm text-fg">
            <label htmlFor={priceId} className="font-medium">
              Price in USD
            </label>
            <input
              id={priceId}
              inputMode="decimal"
              value={priceInput}
              onChange={(event) => setPricing('priced', event.target.value)}
              aria-invalid={Boolean(errors.price)}
              className="mt-1 block h-9 w-40 rounded-lg border border-line bg-surface-2 px-3 text-sm text-fg"
            />
            {errors.price ? <p className="mt-1 text-red-700 dark:text-red-300">{errors.price}</p> : null}
          </div>
        ) : null}
      </fieldset>
    </section>
  );
}
