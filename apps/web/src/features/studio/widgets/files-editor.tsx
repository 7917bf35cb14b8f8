'use client';

import type { WidgetFile } from '@learnbox/contracts';
import { CodeTextEditor } from './code-text-editor';
import { GroupError, SmallButton, TextField } from './fields';
import type { WidgetErrors } from './widget-validation';

/** A list of named files, each in a code editor; `path` prefixes the schema's error paths. */
export function FilesEditor({
  files,
  onChange,
  language,
  errors,
  path,
  label,
  max,
}: {
  files: WidgetFile[];
  onChange: (files: WidgetFile[]) => void;
  language: string;
  errors: WidgetErrors;
  path: string;
  label: string;
  max: number;
}) {
  const set = (index: number, file: WidgetFile) =>
    onChange(files.map((other, at) => (at === index ? file : other)));
  return (
    <fieldset className="space-y-3 rounded-xl border border-line p-3">
      <legend className="px-1 text-sm font-semibold text-fg">{label}</legend>
      <GroupError error={errors[path]} />
      {files.map((file, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: files are edited in place; names change as the author types
        <div key={index} className="space-y-2">
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <TextField
                label={`${label}: file ${index + 1} name`}
                value={file.name}
                onChange={(name) => set(index, { ...file, name })}
                error={errors[`${path}.${index}.name`]}
              />
            </div>
            <SmallButton
              onClick={() => onChange(files.filter((_, at) => at !== index))}
              disabled={files.length <= 1}
              label={`Remove ${file.name || `file ${index + 1}`}`}
            >
              Remove file
            </SmallButton>
          </div>
          <CodeTextEditor
            language={language}
            label={`${label}: ${file.name || `file ${index + 1}`}`}
            value={file.content}
            onChange={(content) => set(index, { ...file, content })}
          />
          <GroupError error={errors[`${path}.${index}.content`]} />
        </div>
      ))}
      <SmallButton
        onClick={() => onChange([...files, { name: '', content: '' }])}
        disabled={files.length >= max}
      >
        Add file
      </SmallButton>
    </fieldset>
  );
}
