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
 * CodeMirror 6, loaded only when a runnable widget is on the page (code-editor.tsx starts loading
 * it as soon as its own chunk runs); the language comes from codemirror-languages.ts, loaded
 * alongside, not after it.
 */

/**
 * Tokens get the highlight.js class names the static code blocks use (widgets.css), so an editor
 * looks like the code around it and keeps its checked contrast in both colour schemes.
 */
export const highlightStyle = HighlightStyle.define([
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
  // Builtins (echo, print) and $variables get the classes highlight.js gives them in the
  // server-rendered first paint, so nothing changes colour when CodeMirror takes over.
  { tag: [t.standard(t.variableName)], class: 'hljs-built_in' },
  { tag: [t.special(t.variableName)], class: 'hljs-variable' },
  { tag: [t.meta, t.processingInstruction], class: 'hljs-meta' },
]);

export interface EditorHandle {
  getDoc(): string;
  setDoc(text: string): void;
  focus(): void;
  destroy(): void;
}

export function createEditor(options: {
  parent: HTMLElement;
  doc: string;
  /** The grammar, from languageSupport (codemirror-languages.ts). */
  language: Extension;
  label: string;
  onChange: (text: string) => void;
  onRun: () => void;
}): EditorHandle {
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
        options.language,
        // The look (font, sizes, colours, focus ring) is widgets.css, shared with the
        // server-rendered editor this one replaces.
        syntaxHighlighting(highlightStyle),
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
