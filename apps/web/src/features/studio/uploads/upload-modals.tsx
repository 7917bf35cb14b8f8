'use client';

import type { ModalName } from '@learnbox/domain';
import type { ComponentType } from 'react';
import type { ModalProps } from '../../modal-state/modal-store';
import { FreehandDrawingDialog } from './freehand-drawing-dialog';
import { ImageUploadDialog } from './image-upload-dialog';
import type { ImageDialogProps } from './upload-image';

interface UploadModal {
  Dialog: ComponentType<ImageDialogProps>;
}

/**
 * The ImageUpload and FreehandDrawing modals as the modal host opens them by name:
 * `open('ImageUpload', { uploadUrl, onUploaded })`. Without both (a bare `?modal=` link says
 * nothing about which work the image is for) they open nothing.
 */
export const UPLOAD_MODALS: Partial<Record<ModalName, UploadModal>> = {
  ImageUpload: { Dialog: ImageUploadDialog },
  FreehandDrawing: { Dialog: FreehandDrawingDialog },
};

/** The dialog props a modal's store props carry, or null when they do not say where to upload. */
export function uploadDialogProps(props: ModalProps): Omit<ImageDialogProps, 'onClose'> | null {
  const { uploadUrl, onUploaded } = props;
  if (typeof uploadUrl !== 'function' || typeof onUploaded !== 'function') return null;
  return {
    uploadUrl: uploadUrl as ImageDialogProps['uploadUrl'],
    onUploaded: onUploaded as ImageDialogProps['onUploaded'],
  };
}
