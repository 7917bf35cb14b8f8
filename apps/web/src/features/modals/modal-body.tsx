'use client';

import type { ModalName } from '@learnbox/domain';
import { AUTH_MODAL_CONTENT, AUTH_MODAL_DESCRIPTION } from '../auth/auth-modals';
import { ReaderPreferencesForm } from '../reader-preferences/reader-preferences-form';
import { MODAL_CATALOGUE } from './modal-catalogue';
import { ModalDialog } from './modal-dialog';

/**
 * The open modal's dialog and content. Loaded on first open (see modal-host.tsx): the forms
 * behind the modals are not needed to paint any page, so they stay out of first-load JavaScript.
 */
export default function ModalBody({ name, onClose }: { name: ModalName; onClose: () => void }) {
  const entry = MODAL_CATALOGUE[name];
  const Content =
    AUTH_MODAL_CONTENT[name] ?? (name === 'ReaderPreferences' ? ReaderPreferencesForm : undefined);
  if (Content) {
    return (
      <ModalDialog
        key={name}
        title={entry.title}
        description={AUTH_MODAL_DESCRIPTION[name] ?? entry.coming}
        testId={`modal-${name}`}
        onClose={onClose}
      >
        <Content onClose={onClose} />
      </ModalDialog>
    );
  }
  return (
    <ModalDialog
      key={name}
      title={entry.title}
      description={entry.coming}
      testId={`modal-${name}`}
      onClose={onClose}
    >
      <div className="rounded-xl border border-dashed border-line bg-surface-2 p-4 text-sm">
        <p className="font-medium">This part is on its way.</p>
        <p className="mt-1 text-muted">
          The <span className="font-mono text-fg">{name}</span> modal is being built; this is where it will
          open.
        </p>
      </div>
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className="inline-flex h-10 items-center rounded-lg bg-brand-solid px-4 text-sm font-semibold text-white hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Got it
        </button>
      </div>
    </ModalDialog>
  );
}
