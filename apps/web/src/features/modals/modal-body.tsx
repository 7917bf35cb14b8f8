'use client';

import type { ModalName } from '@learnbox/domain';
import { type ReactNode, useEffect } from 'react';
import { AUTH_MODAL_CONTENT, AUTH_MODAL_DESCRIPTION } from '../auth/auth-modals';
import { ContactSpecialistForm } from '../business/contact-specialist-form';
import { useModalStore } from '../modal-state/modal-store';
import { OnboardingQuestionnaire } from '../onboarding/onboarding-modal';
import { HighlightsViewer } from '../reader/highlights/highlights-viewer';
import { ReaderPreferencesForm } from '../reader-preferences/reader-preferences-form';
import { UPLOAD_MODALS, uploadDialogProps } from '../studio/uploads/upload-modals';
import { CodeWidgetSignup } from './code-widget-signup';
import { MODAL_CATALOGUE } from './modal-catalogue';
import { ModalDialog } from './modal-dialog';
import { WORK_MODALS } from './work-modals';

/** Modals outside the auth and upload families, by name. */
const BUILT_MODALS: Partial<Record<ModalName, (props: { onClose: () => void }) => ReactNode>> = {
  ReaderPreferences: ReaderPreferencesForm,
  HighlightsViewer,
  ContactSpecialistModal: ContactSpecialistForm,
  OnboardingModal: OnboardingQuestionnaire,
  CodeWidgetSignupModal: CodeWidgetSignup,
};

function CloseUnbuilt({ onClose }: { onClose: () => void }) {
  useEffect(onClose, [onClose]);
  return null;
}

/**
 * The open modal's dialog and content. Loaded on first open (see modal-host.tsx): the forms
 * behind the modals are not needed to paint any page, so they stay out of first-load JavaScript.
 */
export default function ModalBody({ name, onClose }: { name: ModalName; onClose: () => void }) {
  const entry = MODAL_CATALOGUE[name];
  const props = useModalStore((state) => state.props);
  const work = WORK_MODALS[name];
  if (work?.accepts(props)) {
    const close = () => {
      onClose();
      work.onClosed?.(props);
    };
    return (
      <ModalDialog
        key={name}
        title={entry.title}
        description={work.described ? entry.coming : undefined}
        testId={`modal-${name}`}
        onClose={close}
      >
        <work.Content onClose={close} props={props} />
      </ModalDialog>
    );
  }
  // ImageUpload and FreehandDrawing bring their own dialog; they close once the image is placed.
  const upload = UPLOAD_MODALS[name];
  const uploadProps = upload ? uploadDialogProps(props) : null;
  if (upload && uploadProps) {
    return (
      <upload.Dialog
        uploadUrl={uploadProps.uploadUrl}
        onUploaded={(image) => {
          onClose();
          uploadProps.onUploaded(image);
        }}
        onClose={onClose}
      />
    );
  }
  const Content = AUTH_MODAL_CONTENT[name] ?? BUILT_MODALS[name];
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
  // A modal whose form is not built opens nothing (a `?modal=` link may still name it): no
  // page promises what does not exist. The store is closed so the next open works.
  return <CloseUnbuilt onClose={onClose} />;
}
