'use client';

import type { CollaborativeWorkKind } from '@learnbox/contracts';
import { type ReactNode, useState } from 'react';
import { CollaboratorsDialog } from '../collaborators/collaborators-dialog';
import { EditorFrame } from '../frame/editor-frame';
import { canChange } from '../frame/save-state';
import type { StudioWork } from '../frame/use-studio-work';
import { HistoryDialog } from './history-dialog';
import { usePublish } from './use-publish';
import { ConflictNotice, PublishNoticeView } from './work-notices';

interface WorkEditorShellProps<K extends CollaborativeWorkKind> {
  kind: K;
  id: string;
  work: Extract<StudioWork<K>, { state: 'loaded' }>;
  title: string;
  /** The screen's own checks, then `work.save()`; null when nothing was saved. */
  save: () => Promise<number | null>;
  onPreview?: () => void;
  /** Replaces the collaborators dialog (shots manage contributors in their own modal). */
  onAddCollaborators?: () => void;
  children: ReactNode;
}

/**
 * What the course, path and shot editors share around their fields: the frame and its buttons,
 * the save-conflict and publish notices, and the history and collaborators dialogs.
 */
export function WorkEditorShell<K extends CollaborativeWorkKind>({
  kind,
  id,
  work,
  title,
  save,
  onPreview,
  onAddCollaborators,
  children,
}: WorkEditorShellProps<K>) {
  const [dialog, setDialog] = useState<'history' | 'collaborators' | null>(null);
  const { notice, publish } = usePublish(kind, id);
  const role = work.meta.role;
  const close = () => setDialog(null);
  return (
    <EditorFrame
      kind={kind}
      title={title}
      role={role}
      saveState={work.saveState}
      onSave={() => void save()}
      onPreview={onPreview}
      onPublish={() => void publish({ dirty: work.dirty, baseRevision: work.baseRevision, save })}
      onHistory={() => setDialog('history')}
      onAddCollaborators={onAddCollaborators ?? (() => setDialog('collaborators'))}
      backLink={{ href: '/collectioneditor', label: 'Your works' }}
    >
      {work.conflict ? (
        <ConflictNotice
          conflict={work.conflict}
          mine={work.document}
          onReload={() => void work.reload()}
          onResolve={(merged) => void work.acceptMerge(merged)}
        />
      ) : null}
      <PublishNoticeView notice={notice} />
      {children}
      {dialog === 'history' ? (
        <HistoryDialog
          kind={kind}
          id={id}
          baseRevision={work.baseRevision}
          mayRestore={canChange(role)}
          onRestored={() => void work.reload()}
          onClose={close}
        />
      ) : null}
      {dialog === 'collaborators' ? (
        <CollaboratorsDialog kind={kind} id={id} isOwner={role === 'owner'} onClose={close} />
      ) : null}
    </EditorFrame>
  );
}
