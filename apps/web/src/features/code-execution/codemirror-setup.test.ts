import { ensureSyntaxTree } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import { RUNNER_LANGUAGES } from '@learnbox/contracts/runner';
import { highlightTree } from '@lezer/highlight';
import { describe, expect, it } from 'vitest';
import { highlightLines, splitHighlightedLines } from '../code-highlight/highlight-lines';
import { languageSupport } from './codemirror-languages';
import { highlightStyle } from './codemirror-setup';

/** A line of each runner language with a keyword or builtin and a string in it. */
const SAMPLES: Record<(typeof RUNNER_LANGUAGES)[number], string> = {
  python: 'def f():\n    return "hi"',
  javascript: 'const a = "hi";',
  typescript: 'const a: string = "hi";',
  cpp: 'int main() { return 0; } // "hi"',
  c: 'int main(void) { return 0; }',
  java: 'class A { String s = "hi"; }',
  bash: 'echo "Hello from Bash"\nif [ -n "$x" ]; then exit 1; fi',
  go: 'func main() { s := "hi" }',
  rust: 'fn main() { let s = "hi"; }',
  ruby: 'def f\n  puts "hi"\nend',
};

/** The highlight classes CodeMirror gives the code, as the editor would draw them. */
function editorClasses(code: string, language: Extension): Set<string> {
  const state = EditorState.create({ doc: code, extensions: [language] });
  const tree = ensureSyntaxTree(state, state.doc.length, 5_000);
  const classes = new Set<string>();
  if (tree) highlightTree(tree, highlightStyle, (_from, _to, name) => classes.add(name));
  return classes;
}

describe('the code editor highlights every runner language', () => {
  it.each(RUNNER_LANGUAGES.map((language) => [language]))('%s', async (language) => {
    const classes = editorClasses(SAMPLES[language], await languageSupport(language));
    expect([...classes].some((name) => /hljs-(keyword|built_in)/.test(name))).toBe(true);
    // The first paint (server highlight.js) colours the same program too.
    expect(highlightLines(SAMPLES[language], language).join('\n')).toMatch(/class="hljs-/);
  });

  it('gives Bash builtins the class highlight.js gives them, so nothing changes colour', async () => {
    const classes = editorClasses('echo "hi"', await languageSupport('bash'));
    expect(classes).toEqual(new Set(['hljs-built_in', 'hljs-string']));
    expect(highlightLines('echo "hi"', 'bash')).toEqual([
      '<span class="hljs-built_in">echo</span> <span class="hljs-string">&quot;hi&quot;</span>',
    ]);
  });
});

describe('splitHighlightedLines', () => {
  it('closes and reopens a token that spans lines, one balanced string per line', () => {
    expect(splitHighlightedLines('a\n<span class="s">"x\n<span class="e">y</span>\nz"</span>\n')).toEqual([
      'a',
      '<span class="s">"x</span>',
      '<span class="s"><span class="e">y</span></span>',
      '<span class="s">z"</span>',
      '',
    ]);
  });
});
