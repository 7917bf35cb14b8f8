'use client';

import { HIGHLIGHT_COLOURS, HIGHLIGHT_LABELS, NOTE_MAX_LENGTH } from '@learnbox/domain';
import { type KeyboardEvent, useId, useState } from 'react';
import { useFocusWhenShown } from '../../auth/use-focus-when-shown';
import { buttonClasses } from '../../layout/button-link';

/**
 * The note of a highlight: a small non-modal panel (the lesson stays readable beside it). Escape
 * or Cancel closes it; Delete is offered for saved highlights only.
 */
export function NoteEditor({
  quote,
  initialNote,
  initialColour,
  saved,
  error,
  onSave,
  onDelete,
  onClose,
}: {
  quote: string;
  initialNote: string;
  initialColour: string;
  saved: boolean;
  error: string | null;
  onSave: (note: string, colour: string) => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  const [note, setNote] = useState(initialNote);
  const [colour, setColour] = useState(initialColour);
  const fieldId = useId();
  const field = useFocusWhenShown<HTMLTextAreaElement>(true);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <section
      role="dialog"
      aria-label={HIGHLIGHT_LABELS.NOTE}
      data-testid="highlight-note-editor"
      onKeyDown={onKeyDown}
      className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-lg rounded-2xl border border-line bg-surface p-4 shadow-xl"
    >
      <blockquote className="line-clamp-3 border-l-4 border-amber-400 pl-3 text-sm text-muted">
        {quote}
      </blockquote>
      <label htmlFor={fieldId} className="mt-3 block text-sm font-semibold text-fg">
        {HIGHLIGHT_LABELS.NOTE}
      </label>
      <textarea
        id={fieldId}
        ref={field}
        value={note}
        maxLength={NOTE_MAX_LENGTH}
        onChange={(event) => setNote(event.target.value)}
        rows={4}
        data-testid="highlight-note"
        className="mt-1 w-full rounded-xl border border-line bg-surface-2 p-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand"
      />
      <fieldset className="mt-2 flex items-center gap-2">
        <legend className="sr-only">{HIGHLIGHT_LABELS.COLOUR}</legend>
        {HIGHLIGHT_COLOURS.map((option) => (
          <label key={option} className="flex items-center gap-1 text-xs text-muted">
            <input
              type="radio"
              name={`${fieldId}-colour`}
              value={option}
              checked={colour === option}
              onChange={() => setColour(option)}
            />
            <span className={`highlight-swatch`} data-colour={option}>
              {option}
            </span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClasses('primary')}
          onClick={() => onSave(note, colour)}
          data-testid="highlight-save-note"
        >
          {HIGHLIGHT_LABELS.SAVE_NOTE}
        </button>
        {saved ? (
          <button type="button" className={buttonClasses('secondary')} onClick={onDelete}>
            {HIGHLIGHT_LABELS.DELETE}
          </button>
        ) : null}
        <button type="button" className={buttonClasses('secondary')} onClick={onClose}>
          {HIGHLIGHT_LABELS.CANCEL}
        </button>
      </div>
    </section>
  );
}
