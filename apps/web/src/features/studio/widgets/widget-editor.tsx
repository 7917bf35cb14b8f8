'use client';

import type { Widget } from '@learnbox/contracts';
import { CodeTestEditor } from './code-test-editor';
import { CodeWidgetEditor, type SolutionChecker } from './code-widget-editor';
import { type ImageDialogProps, type ImageDialogs, ImageEditor } from './image-editor';
import { MarkdownEditor } from './markdown-editor';
import { QuizEditor } from './quiz-editor';
import { LiveTerminalEditor, RunJsEditor, WebpackBinEditor } from './simple-editors';
import { TabbedCodeEditor } from './tabbed-code-editor';
import { TableEditor } from './table-editor';
import type { WidgetErrors } from './widget-validation';

/** The editor of one widget, by its type. */
export function WidgetEditor({
  widget,
  onChange,
  errors,
  checker,
  imageDialogs,
  uploadUrl,
}: {
  widget: Widget;
  onChange: (widget: Widget) => void;
  errors: WidgetErrors;
  checker: SolutionChecker;
  imageDialogs?: ImageDialogs;
  uploadUrl?: ImageDialogProps['uploadUrl'];
}) {
  switch (widget.type) {
    case 'Markdown':
      return (
        <MarkdownEditor
          widget={widget}
          onChange={onChange}
          errors={errors}
          uploadDialog={imageDialogs?.upload}
          uploadUrl={uploadUrl}
        />
      );
    case 'Code':
      return <CodeWidgetEditor widget={widget} onChange={onChange} errors={errors} checker={checker} />;
    case 'TabbedCode':
      return <TabbedCodeEditor widget={widget} onChange={onChange} errors={errors} />;
    case 'RunJS':
      return <RunJsEditor widget={widget} onChange={onChange} errors={errors} />;
    case 'WebpackBin':
      return <WebpackBinEditor widget={widget} onChange={onChange} errors={errors} />;
    case 'Table':
      return <TableEditor widget={widget} onChange={onChange} errors={errors} />;
    case 'Image':
      return (
        <ImageEditor
          widget={widget}
          onChange={onChange}
          errors={errors}
          dialogs={imageDialogs}
          uploadUrl={uploadUrl}
        />
      );
    case 'Quiz':
      return <QuizEditor widget={widget} onChange={onChange} errors={errors} />;
    case 'CodeTest':
      return <CodeTestEditor widget={widget} onChange={onChange} errors={errors} />;
    case 'LiveTerminal':
      return <LiveTerminalEditor widget={widget} onChange={onChange} errors={errors} />;
  }
}
