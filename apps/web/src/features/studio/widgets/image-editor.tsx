'use client';

import type { ImageWidget } from '@learnbox/contracts';
import { type ComponentType, useState } from 'react';
import type { ImageDialogProps, InsertedImage } from '../uploads/upload-image';
import { optional, type WidgetEditorProps } from './editor-props';
import { NumberField, SmallButton, TextField } from './fields';

export type { ImageDialogProps, InsertedImage };

/** The two dialogs an Image widget opens; the page that owns the upload URL passes them in. */
export type ImageDialogs = {
  upload: ComponentType<ImageDialogProps>;
  draw: ComponentType<ImageDialogProps>;
};

/** The Image widget with the dialog result placed in it: its URL, size and alt text. */
export function placeImage(widget: ImageWidget, image: InsertedImage): ImageWidget {
  return {
    ...widget,
    src: image.url,
    svg: undefined,
    alt: image.alt || widget.alt,
    width: image.width || undefined,
    height: image.height || undefined,
  };
}

export function ImageEditor({
  widget,
  onChange,
  errors,
  dialogs,
  uploadUrl,
}: WidgetEditorProps<ImageWidget> & {
  dialogs?: ImageDialogs;
  uploadUrl?: ImageDialogProps['uploadUrl'];
}) {
  const [open, setOpen] = useState<keyof ImageDialogs | null>(null);
  const Dialog = open && dialogs ? dialogs[open] : null;
  return (
    <div className="space-y-3">
      <TextField
        label="Image URL"
        value={widget.src ?? ''}
        placeholder="/api/uploads/… or https://…"
        onChange={(src) => onChange({ ...widget, src: optional(src) })}
        error={errors.src}
      />
      {dialogs && uploadUrl ? (
        <div className="flex gap-2">
          <SmallButton onClick={() => setOpen('upload')}>Upload an image</SmallButton>
          <SmallButton onClick={() => setOpen('draw')}>Draw an image</SmallButton>
        </div>
      ) : null}
      <TextField
        label="Alt text"
        value={widget.alt}
        onChange={(alt) => onChange({ ...widget, alt })}
        error={errors.alt}
      />
      <TextField
        label="Caption"
        value={widget.caption ?? ''}
        onChange={(caption) => onChange({ ...widget, caption: optional(caption) })}
        error={errors.caption}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberField
          label="Width (px)"
          value={widget.width}
          onChange={(width) => onChange({ ...widget, width })}
          error={errors.width}
        />
        <NumberField
          label="Height (px)"
          value={widget.height}
          onChange={(height) => onChange({ ...widget, height })}
          error={errors.height}
        />
      </div>
      {widget.src && /^(https:|\/)/.test(widget.src) ? (
        // biome-ignore lint/performance/noImgElement: an author's image, shown as the reader shows it
        <img
          src={widget.src}
          alt={widget.alt}
          className="max-h-48 rounded-lg border border-line bg-white p-2"
        />
      ) : null}
      {Dialog && uploadUrl ? (
        <Dialog
          uploadUrl={uploadUrl}
          onClose={() => setOpen(null)}
          onUploaded={(image) => {
            onChange(placeImage(widget, image));
            setOpen(null);
          }}
        />
      ) : null}
    </div>
  );
}
