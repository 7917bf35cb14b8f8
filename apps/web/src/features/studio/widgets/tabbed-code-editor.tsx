'use client';

import { CODE_LANGUAGES, type TabbedCodeWidget } from '@learnbox/contracts';
import { optional, type WidgetEditorProps } from './editor-props';
import { GroupError, SelectField, SmallButton, TextAreaField, TextField } from './fields';
import { FilesEditor } from './files-editor';

type Tab = TabbedCodeWidget['tabs'][number];

/** The same program in several languages, one tab each: label, language, files, visible test. */
export function TabbedCodeEditor({ widget, onChange, errors }: WidgetEditorProps<TabbedCodeWidget>) {
  const setTab = (index: number, tab: Tab) =>
    onChange({ ...widget, tabs: widget.tabs.map((other, at) => (at === index ? tab : other)) });
  return (
    <div className="space-y-4">
      <TextField
        label="Title"
        value={widget.title ?? ''}
        onChange={(title) => onChange({ ...widget, title: optional(title) })}
        error={errors.title}
      />
      <GroupError error={errors.tabs} />
      {widget.tabs.map((tab, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tabs are edited in place
        <fieldset key={index} className="space-y-3 rounded-xl border border-line p-3">
          <legend className="px-1 text-sm font-semibold text-fg">Tab {index + 1}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={`Tab ${index + 1}: label`}
              value={tab.label}
              onChange={(label) => setTab(index, { ...tab, label })}
              error={errors[`tabs.${index}.label`]}
            />
            <SelectField
              label={`Tab ${index + 1}: language`}
              value={tab.language}
              options={CODE_LANGUAGES}
              onChange={(language) => setTab(index, { ...tab, language })}
            />
          </div>
          <FilesEditor
            label={`Tab ${index + 1} code`}
            files={tab.files}
            onChange={(files) => setTab(index, { ...tab, files })}
            language={tab.language}
            errors={errors}
            path={`tabs.${index}.files`}
            max={16}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextAreaField
              label={`Tab ${index + 1}: input (stdin)`}
              value={tab.stdin ?? ''}
              onChange={(stdin) => setTab(index, { ...tab, stdin: optional(stdin) })}
              mono
            />
            <TextAreaField
              label={`Tab ${index + 1}: expected output`}
              value={tab.expected_output ?? ''}
              onChange={(expected_output) =>
                setTab(index, { ...tab, expected_output: optional(expected_output) })
              }
              mono
            />
          </div>
          <SmallButton
            onClick={() => onChange({ ...widget, tabs: widget.tabs.filter((_, at) => at !== index) })}
            disabled={widget.tabs.length <= 1}
          >
            Remove tab {index + 1}
          </SmallButton>
        </fieldset>
      ))}
      <SmallButton
        onClick={() =>
          onChange({
            ...widget,
            tabs: [
              ...widget.tabs,
              { label: '', language: 'python', files: [{ name: 'main.py', content: '' }] },
            ],
          })
        }
        disabled={widget.tabs.length >= 8}
      >
        Add tab
      </SmallButton>
    </div>
  );
}
