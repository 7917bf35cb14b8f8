import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';
import { EditorState, type Extension, Prec } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags as t } from '@lezer/highlight';

/**
 * CodeMirror 6, loaded only when a runnable widget is on the page (code-editor.tsx imports this
 * module lazily), with each language's grammar in its own chunk on top.
 */

async function languageSupport(language: string): Promise<Extension> {
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
    default:
      return [];
  }
}

/**
 * Tokens get the highlight.js class names the static code blocks use (widgets.css), so an editor
 * looks like the code around it and keeps its checked contrast in both colour schemes.
 */
const highlightStyle = HighlightStyle.define([
  {
    tag: [t.keyword, t.controlKeyword, t.definitionKeyword, t.moduleKeyword, t.operatorKeyword, t.typeName],
    class: 'hljs-keyword',
  },
  { tag: [t.string, t.special(t.string), t.regexp, t.character], class: 'hljs-string' },
  { tag: [t.number, t.bool, t.null, t.atom], class: 'hljs-number' },
  { tag: [t.comment, t.lineComment, t.blockComment], class: 'hljs-comment' },
  {
    tag: [t.function(t.variableName), t.function(t.definition(t.variableName)), t.className],
    class: 'hljs-title',
  },
  { tag: [t.meta, t.processingInstruction, t.standard(t.variableName)], class: 'hljs-meta' },
]);

const theme = EditorView.theme({
  '&': { backgroundColor: 'var(--surface-2)', color: 'var(--fg)', fontSize: '0.875rem' },
  '&.cm-focused': { outline: '2px solid var(--brand)', outlineOffset: '-2px' },
  '.cm-scroller': { fontFamily: 'var(--font-mono, ui-monospace, monospace)', lineHeight: '1.5rem' },
  '.cm-content': { caretColor: 'var(--fg)', padding: '0.75rem 0' },
  '.cm-gutters': { backgroundColor: 'var(--surface-2)', color: 'var(--muted)', border: 'none' },
  '.cm-activeLine, .cm-activeLineGutter': {
    backgroundColor: 'color-mix(in oklab, var(--fg) 5%, transparent)',
  },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': {
    backgroundColor: 'color-mix(in oklab, var(--brand-solid) 30%, transparent)',
  },
  '.cm-cursor': { borderLeftColor: 'var(--fg)' },
});

export interface EditorHandle {
  getDoc(): string;
  setDoc(text: string): void;
  focus(): void;
  destroy(): void;
}

export async function createEditor(options: {
  parent: HTMLElement;
  doc: string;
  language: string;
  label: string;
  onChange: (text: string) => void;
  onRun: () => void;
}): Promise<EditorHandle> {
  const language = await languageSupport(options.language);
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.doc,
      extensions: [
        // Ctrl/Cmd+Enter runs from anywhere in the editor, before any other binding sees it.
        Prec.highest(
          keymap.of([
            {
              key: 'Mod-Enter',
              preventDefault: true,
              run: () => {
                options.onRun();
                return true;
              },
            },
          ]),
        ),
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightActiveLine(),
        drawSelection(),
        history(),
        indentOnInput(),
        bracketMatching(),
        indentUnit.of('    '),
        // Tab indents; Escape then Tab leaves the editor (CodeMirror's keyboard-trap escape).
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        language,
        syntaxHighlighting(highlightStyle),
        theme,
        EditorView.contentAttributes.of({ 'aria-label': options.label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    getDoc: () => view.state.doc.toString(),
    setDoc: (text) => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }),
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
