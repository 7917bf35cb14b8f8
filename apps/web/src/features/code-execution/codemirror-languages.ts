import { StreamLanguage, type StreamParser } from '@codemirror/language';
import type { Extension } from '@codemirror/state';

/**
 * The editor's grammars, each in its own chunk: code-editor.tsx loads the widget's language at the
 * same time as CodeMirror itself (codemirror-setup.ts), so neither waits for the other.
 */

/** A CodeMirror 5 mode (the languages without a Lezer grammar: Bash, Ruby). */
function legacy(mode: StreamParser<unknown>): Extension {
  return StreamLanguage.define(mode);
}

/** Every runner language (RUNNER_LANGUAGES) has its grammar here; tests hold the list to it. */
export async function languageSupport(language: string): Promise<Extension> {
  switch (language) {
    case 'python':
      return (await import('@codemirror/lang-python')).python();
    case 'javascript':
      return (await import('@codemirror/lang-javascript')).javascript();
    case 'typescript':
      return (await import('@codemirror/lang-javascript')).javascript({ typescript: true });
    case 'c':
    case 'cpp':
      return (await import('@codemirror/lang-cpp')).cpp();
    case 'java':
      return (await import('@codemirror/lang-java')).java();
    case 'rust':
      return (await import('@codemirror/lang-rust')).rust();
    case 'go':
      return (await import('@codemirror/lang-go')).go();
    case 'bash':
      return legacy((await import('@codemirror/legacy-modes/mode/shell')).shell);
    case 'ruby':
      return legacy((await import('@codemirror/legacy-modes/mode/ruby')).ruby);
    default:
      return [];
  }
}
