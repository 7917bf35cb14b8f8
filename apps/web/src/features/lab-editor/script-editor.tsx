'use client';

import type { Extension } from '@codemirror/state';
import { TextCodeEditor } from '../code-execution/text-code-editor';

/** The grammars of a lab's texts: its Dockerfile and its shell scripts (jobs, test runners). */
export type ScriptLanguage = 'dockerfile' | 'bash';

async function grammarOf(language: ScriptLanguage): Promise<Extension> {
  const { StreamLanguage } = await import('@codemirror/language');
  return language === 'dockerfile'
    ? StreamLanguage.define((await import('@codemirror/legacy-modes/mode/dockerfile')).dockerFile)
    : StreamLanguage.define((await import('@codemirror/legacy-modes/mode/shell')).shell);
}

/** A Dockerfile or script of a lab, loaded on the editor page only. */
export function ScriptEditor({
  value,
  onChange,
  language,
  label,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  language: ScriptLanguage;
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
      wrapLines={false}
      {...(testId ? { testId } : {})}
    />
  );
}
