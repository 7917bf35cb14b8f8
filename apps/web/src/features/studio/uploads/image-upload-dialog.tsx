'use client';

import { useEffect, useId, useState } from 'react';
import { ModalDialog } from '../../modals/modal-dialog';
import { AltTextField, DialogError, PRIMARY_BUTTON, SECONDARY_BUTTON } from './dialog-parts';
import { IMAGE_INPUT_ACCEPT, type ImageDialogProps, imageFileProblem, uploadToWork } from './upload-image';

/**
 * The ImageUpload modal (spec section 2): choose a PNG, JPEG, GIF or WebP, see it, give it alt
 * text, upload it to the work's signed link; the editor places the answer as an Image widget.
 */
export function ImageUploadDialog({ uploadUrl, onUploaded, onClose }: ImageDialogProps) {
  const inputId = useId();
  const altId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(chosen ? imageFileProblem(chosen) : null);
  };

  const submit = async () => {
    const problem = imageFileProblem(file);
    if (problem || !file) return setError(problem);
    setBusy(true);
    setError(null);
    const result = await uploadToWork(uploadUrl, file, file.name, alt);
    setBusy(false);
    if (!result.ok) return setError(result.errorText);
    onUploaded(result.data);
  };

  return (
    <ModalDialog
      title="Upload an image"
      description="PNG, JPEG, GIF or WebP, up to 5 MB."
      testId="modal-ImageUpload"
      onClose={onClose}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-medium text-fg">
            Image file
          </label>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_INPUT_ACCEPT}
            data-testid="image-upload-input"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            className="block w-full text-sm text-fg file:mr-3 file:rounded-lg file:border file:border-line file:bg-surface-2 file:px-3 file:py-2 file:text-sm file:text-fg focus-visible:outline-2 focus-visible:outline-brand"
          />
        </div>
        {preview ? (
          // biome-ignore lint/performance/noImgElement: a local preview (blob: URL) of the chosen file
          <img src={preview} alt="" className="max-h-48 rounded-lg border border-line bg-white p-2" />
        ) : null}
        <AltTextField id={altId} value={alt} onChange={setAlt} />
        <DialogError>{error}</DialogError>
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
            Cancel
          </button>
          <button
            type="submit"
            disabled={busy || !file}
            data-testid="image-upload-submit"
            className={PRIMARY_BUTTON}
          >
            {busy ? 'Uploading…' : 'Upload'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
