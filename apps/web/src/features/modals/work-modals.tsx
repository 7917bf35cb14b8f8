'use client';

import type { ModalName } from '@learnbox/domain';
import type { ComponentType } from 'react';
import { AuthorFeedbackForm, ShotFeedbackForm } from '../authors/feedback-forms';
import { calculatorFromProps, RecruitingCostUserForm } from '../business/recruiting-cost-form';
import type { ModalProps } from '../modal-state/modal-store';
import { CollaboratorsPanel } from '../studio/collaborators/collaborators-panel';
import { CreateWorkflowItemForm } from '../workflow/create-workflow-item-form';
import { CaptchaContent, isCaptchaRequest, whenCaptchaCloses } from './captcha-modal';
import { ConfirmationContent, isConfirmation, whenConfirmationCloses } from './confirmation';
import { EmailCaptureSuccess, isEmailCaptureSuccess } from './email-capture-success';

export interface WorkModalContentProps {
  onClose: () => void;
  props: ModalProps;
}

interface WorkModal {
  /** Shows the catalogue's sentence under the title (the Confirmation's question is its own). */
  described: boolean;
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
  Confirmation: {
    described: false,
    accepts: isConfirmation,
    Content: ConfirmationContent,
    onClosed: whenConfirmationCloses,
  },
  ShotContributors: {
    described: true,
    accepts: has('shotId'),
    Content: ({ props }) => (
      <CollaboratorsPanel kind="shot" id={text(props, 'shotId')} isOwner={props.isOwner === true} />
    ),
  },
  ShotFeedbackModal: {
    described: true,
    accepts: has('shotId'),
    Content: ({ props }) => <ShotFeedbackForm shotId={text(props, 'shotId')} />,
  },
  RecruitingCostCalculatorUserForm: {
    described: true,
    accepts: (props) => calculatorFromProps(props) !== null,
    Content: ({ props }) => {
      const calculator = calculatorFromProps(props);
      return calculator ? <RecruitingCostUserForm calculator={calculator} /> : null;
    },
  },
  EmailCaptureSuccessModal: {
    described: false,
    // Only after a capture: a `?modal=` link alone has no saved e-mail to confirm.
    accepts: isEmailCaptureSuccess,
    Content: EmailCaptureSuccess,
  },
  Captcha: {
    described: true,
    accepts: isCaptchaRequest,
    Content: CaptchaContent,
    onClosed: whenCaptchaCloses,
  },
  CreateWorkflowItemModal: {
    described: true,
    // A creation form needs nothing to be about; a course, when given, is chosen already.
    accepts: () => true,
    Content: ({ props }) => (
      <CreateWorkflowItemForm
        courseSlug={text(props, 'courseSlug') || undefined}
        onCreated={typeof props.onCreated === 'function' ? (props.onCreated as () => void) : undefined}
      />
    ),
  },
  AuthorFeedbackModal: {
    described: true,
    accepts: has('authorId'),
    Content: ({ props }) => <AuthorFeedbackForm authorId={text(props, 'authorId')} />,
  },
};
