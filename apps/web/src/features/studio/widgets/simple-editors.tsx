'use client';

import type { LiveTerminalWidget, RunJsWidget, WebpackBinWidget } from '@learnbox/contracts';
import { CodeTextEditor } from './code-text-editor';
import { optional, type WidgetEditorProps } from './editor-props';
import { GroupError, TextAreaField, TextField } from './fields';
import { FilesEditor } from './files-editor';

/** JavaScript run in the learner's browser, with the console output it should print. */
export function RunJsEditor({ widget, onChange, errors }: WidgetEditorProps<RunJsWidget>) {
  return (
    <div className="space-y-3">
      <TextField
        label="Title"
        value={widget.title ?? ''}
        onChange={(title) => onChange({ ...widget, title: optional(title) })}
        error={errors.title}
      />
      <CodeTextEditor
        language="javascript"
        label="JavaScript"
        value={widget.code}
        onChange={(code) => onChange({ ...widget, code })}
      />
      <GroupError error={errors.code} />
      <TextAreaField
        label="Expected console output"
        value={widget.expected_output ?? ''}
        onChange={(expected_output) => onChange({ ...widget, expected_output: optional(expected_output) })}
        mono
      />
    </div>
  );
}

/** index.html and the CSS and JavaScript it uses, previewed live for the learner. */
export function WebpackBinEditor({ widget, onChange, errors }: WidgetEditorProps<WebpackBinWidget>) {
  return (
    <div className="space-y-3">
      <TextField
        label="Title"
        value={widget.title ?? ''}
        onChange={(title) => onChange({ ...widget, title: optional(title) })}
        error={errors.title}
      />
      <FilesEditor
        label="Files"
        files={widget.files}
        onChange={(files) => onChange({ ...widget, files })}
        language="javascript"
        errors={errors}
        path="files"
        max={8}
      />
    </div>
  );
}

/** A terminal on a cloud lab, by the lab's author and work ids. */
export function LiveTerminalEditor({ widget, onChange, errors }: WidgetEditorProps<LiveTerminalWidget>) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <TextField
        label="Title"
        value={widget.title ?? ''}
        onChange={(title) => onChange({ ...widget, title: optional(title) })}
        error={errors.title}
      />
      <TextField
        label="Lab author id"
        value={widget.author_id}
        onChange={(author_id) => onChange({ ...widget, author_id })}
        error={errors.author_id}
      />
      <TextField
        label="Lab id"
        value={widget.work_id}
        onChange={(work_id) => onChange({ ...widget, work_id })}
        error={errors.work_id}
      />
    </div>
  );
}
