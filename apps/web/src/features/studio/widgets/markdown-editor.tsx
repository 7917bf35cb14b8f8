'use client';

import type { MarkdownWidget } from '@learnbox/contracts';
import { type ComponentType, useDeferredValue, useState } from 'react';
import { renderMarkdown } from '../../widgets/markdown-html';
import type { ImageDialogProps, InsertedImage } from '../uploads/upload-image';
import { CodeTextEditor } from './code-text-editor';
import type { WidgetEditorProps } from './editor-props';
import { GroupError, SmallButton } from './fields';

/** The Markdown with an uploaded image appended as `![alt](url)` on its own paragraph. */
export function appendImage(markdown: string, image: InsertedImage): string {
  const alt = image.alt.replace(/[[\]\\]/g, '');
  const line = `![${alt}](${image.url})`;
  return markdown.trim() === '' ? line : `${markdown.replace(/\s+$/, '')}\n\n${line}`;
}

/** Markdown (with $math$) beside a live preview drawn by the reader's own renderer. */
export function MarkdownEditor({
  widget,
  onChange,
  errors,
  uploadDialog: UploadDialog,
  uploadUrl,
}: WidgetEditorProps<MarkdownWidget> & {
  uploadDialog?: ComponentType<ImageDialogProps>;
  uploadUrl?: ImageDialogProps['uploadUrl'];
}) {
  // The preview may lag a keystroke behind on long texts; typing never waits for it.
  const shown = useDeferredValue(widget.markdown);
  const [uploading, setUploading] = useState(false);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div>
        <CodeTextEditor
          language="markdown"
          label="Markdown"
          value={widget.markdown}
          onChange={(markdown) => onChange({ ...widget, markdown })}
          testId="markdown-source"
        />
        <GroupError error={errors.markdown} />
        {UploadDialog && uploadUrl ? (
          <div className="mt-2">
            <SmallButton onClick={() => setUploading(true)}>Upload an image</SmallButton>
          </div>
        ) : null}
        {uploading && UploadDialog && uploadUrl ? (
          <UploadDialog
            uploadUrl={uploadUrl}
            onClose={() => setUploading(false)}
            onUploaded={(image) => {
              onChange({ ...widget, markdown: appendImage(widget.markdown, image) });
              setUploading(false);
            }}
          />
        ) : null}
      </div>
      <section aria-label="Markdown preview" className="rounded-xl border border-dashed border-line p-3">
        <div
          className="lesson-prose"
          data-testid="markdown-preview"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the reader's sanitizing Markdown renderer
          dangerouslySetInnerHTML={{ __html: renderMarkdown(shown) }}
        />
      </section>
    </div>
  );
}
