'use client';

import { CODE_TEST_WIDGET_LANGUAGES, type CodeTestWidget } from '@learnbox/contracts';
import { optional, type WidgetEditorProps } from './editor-props';
import { SelectField, TextField } from './fields';
import { FilesEditor } from './files-editor';

/**
 * A live test exercise: the starter files learners edit, and the test file (unittest or node:test)
 * the runner runs against them. The test file stays on the server; learners see only its results.
 */
export function CodeTestEditor({ widget, onChange, errors }: WidgetEditorProps<CodeTestWidget>) {
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Title"
          value={widget.title ?? ''}
          onChange={(title) => onChange({ ...widget, title: optional(title) })}
          error={errors.title}
        />
        <SelectField
          label="Language"
          value={widget.language}
          options={CODE_TEST_WIDGET_LANGUAGES}
          onChange={(language) => onChange({ ...widget, language })}
          error={errors.language}
        />
      </div>
      <FilesEditor
        label="Starter files"
        files={widget.files}
        onChange={(files) => onChange({ ...widget, files })}
        language={widget.language}
        errors={errors}
        path="files"
        max={16}
      />
      <FilesEditor
        label="Test file (hidden from learners)"
        files={[widget.test_file]}
        onChange={(files) => onChange({ ...widget, test_file: files[0] ?? widget.test_file })}
        language={widget.language}
        errors={errors}
        path="test_file"
        max={1}
      />
    </div>
  );
}
