'use client';

import type { Extension } from '@codemirror/state';
import { TextCodeEditor } from '../../code-execution/text-code-editor';

async function grammarOf(language: string): Promise<Extension> {
  // Prose: no grammar is installed for Markdown, and long lines wrap instead of scrolling.
  if (language === 'markdown') return (await import('@codemirror/view')).EditorView.lineWrapping;
  const { languageSupport } = await import('../../code-execution/codemirror-languages');
  return languageSupport(language);
}

/** Code or Markdown of a widget, in the reader's editor setup. */
export function CodeTextEditor({
  value,
  onChange,
  language,
  label,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  language: string;
  label: string;
  testId?: string;
}) {
  return (
    <TextCodeEditor
      value={value}
      onChange={onChange}
      label={label}
      grammarKey={language}
      loadGrammar={() => grammarOf(language)}
      wrapLines={language === 'markdown'}
      {...(testId ? { testId } : {})}
    />
  );
}
