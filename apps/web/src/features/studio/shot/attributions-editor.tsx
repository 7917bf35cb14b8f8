'use client';

import type { ShotDocument } from '@learnbox/contracts';
import { WORKS_MESSAGES } from '@learnbox/domain';
import { buttonClasses } from '../../layout/button-link';
import { SmallButton, TextField } from '../widgets/fields';

export type Attribution = ShotDocument['attributions'][number];

/** Empty optional fields leave the attribution rather than being stored as "". */
export function cleanAttributions(list: readonly Attribution[]): Attribution[] {
  return list.map(({ name, url, note }) => ({
    name: name.trim(),
    ...(url?.trim() ? { url: url.trim() } : {}),
    ...(note?.trim() ? { note: note.trim() } : {}),
  }));
}

/** Who a shot builds on: a name, optionally a link and a note each. */
export function AttributionsEditor({
  attributions,
  onChange,
  onSave,
  readOnly,
  busy,
  errors,
}: {
  attributions: Attribution[];
  onChange: (list: Attribution[]) => void;
  onSave: () => void;
  readOnly: boolean;
  busy: boolean;
  errors: Record<string, string>;
}) {
  const update = (index: number, patch: Partial<Attribution>) =>
    onChange(attributions.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <section
      aria-labelledby="attributions-heading"
      className="space-y-3 rounded-2xl border border-line bg-surface p-4"
    >
      <h2 id="attributions-heading" className="text-lg font-semibold text-fg">
        Attributions
      </h2>
      {attributions.length === 0 ? (
        <p className="text-sm text-muted">{WORKS_MESSAGES.NO_ATTRIBUTIONS}</p>
      ) : null}
      <ul className="space-y-3">
        {attributions.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: attributions have no id; the row is its position
          <li key={index} className="grid gap-2 rounded-xl border border-line p-3 sm:grid-cols-3">
            <TextField
              label="Name"
              value={item.name}
              onChange={(name) => update(index, { name })}
              error={errors[`attributions.${index}.name`]}
            />
            <TextField
              label="URL"
              value={item.url ?? ''}
              onChange={(url) => update(index, { url })}
              error={errors[`attributions.${index}.url`]}
            />
            <TextField label="Note" value={item.note ?? ''} onChange={(note) => update(index, { note })} />
            {readOnly ? null : (
              <div>
                <SmallButton
                  label={`Remove attribution ${index + 1}`}
                  onClick={() => onChange(attributions.filter((_, i) => i !== index))}
                >
                  Remove
                </SmallButton>
              </div>
            )}
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <div className="flex flex-wrap gap-2">
          <SmallButton onClick={() => onChange([...attributions, { name: '' }])}>Add attribution</SmallButton>
          <button type="button" className={buttonClasses('secondary')} onClick={onSave} disabled={busy}>
            Save attributions
          </button>
        </div>
      )}
    </section>
  );
}
