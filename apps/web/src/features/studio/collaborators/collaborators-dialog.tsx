'use client';

import type { CollaborativeWorkKind } from '@learnbox/contracts';
import { ModalDialog } from '../../modals/modal-dialog';
import { CollaboratorsPanel } from './collaborators-panel';

/** The editors' collaborators dialog (frame button and Ctrl/⌘+Shift+A). */
export function CollaboratorsDialog({
  kind,
  id,
  isOwner,
  onClose,
}: {
  kind: CollaborativeWorkKind;
  id: string;
  isOwner: boolean;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      title="Collaborators"
      description="Owners invite, change roles and remove; editors save and publish; reviewers read, preview and see the history."
      testId="collaborators-modal"
      onClose={onClose}
    >
      <CollaboratorsPanel kind={kind} id={id} isOwner={isOwner} />
    </ModalDialog>
  );
}
