'use client';

import type { ModalName } from '@learnbox/domain';
import type { ComponentType } from 'react';
import { AuthorFeedbackForm, ShotFeedbackForm } from '../authors/feedback-forms';
import type { ModalProps } from '../modal-state/modal-store';
import { CollaboratorsPanel } from '../studio/collaborators/collaborators-panel';
import { ConfirmationContent, isConfirmation, whenConfirmationCloses } from './confirmation';

export interface WorkModalContentProps {
  onClose: () => void;
  props: ModalProps;
}

interface WorkModal {
  description?: string;
  /** Whether the props say what the modal is about; a `?modal=` link alone does not, so it opens nothing. */
  accepts: (props: ModalProps) => boolean;
  Content: ComponentType<WorkModalContentProps>;
  /** Runs on every close, whichever way it happens. */
  onClosed?: (props: ModalProps) => void;
}

const text = (props: ModalProps, key: string): string =>
  typeof props[key] === 'string' ? (props[key] as string) : '';
const has = (key: string) => (props: ModalProps) => text(props, key) !== '';

/**
 * The modals of authoring and feedback (spec section 2): Confirmation, ShotContributors,
 * ShotFeedbackModal and AuthorFeedbackModal. They read what they are about from the store's props,
 * e.g. `open('ShotFeedbackModal', { shotId })`.
 */
export const WORK_MODALS: Partial<Record<ModalName, WorkModal>> = {
  Confirmation: { accepts: isConfirmation, Content: ConfirmationContent, onClosed: whenConfirmationCloses },
  ShotContributors: {
    description: 'The people who write this shot with you, and what each may do.',
    accepts: has('shotId'),
    Content: ({ props }) => (
      <CollaboratorsPanel kind="shot" id={text(props, 'shotId')} isOwner={props.isOwner === true} />
    ),
  },
  ShotFeedbackModal: {
    description: 'Tell the author what worked and what did not.',
    accepts: has('shotId'),
    Content: ({ props }) => <ShotFeedbackForm shotId={text(props, 'shotId')} />,
  },
  AuthorFeedbackModal: {
    description: 'Rate this author and tell them what would make their work better.',
    accepts: has('authorId'),
    Content: ({ props }) => <AuthorFeedbackForm authorId={text(props, 'authorId')} />,
  },
};
