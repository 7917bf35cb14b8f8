'use client';

import type { MarkdownWidget } from '@learnbox/contracts';
import { useDeferredValue } from 'react';
import { renderMarkdown } from '../../widgets/markdown-html';
import { CodeTextEditor } from './code-text-editor';
import type { WidgetEditorProps } from './editor-props';
import { GroupError } from './fields';

/** Markdown (with $math$) beside a live preview drawn by the reader's own renderer. */
export function MarkdownEditor({ widget, onChange, errors }: WidgetEditorProps<MarkdownWidget>) {
  // The preview may lag a keystroke behind on long texts; typing never waits for it.
  const shown = useDeferredValue(widget.markdown);
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
