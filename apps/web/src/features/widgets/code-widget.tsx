import type {
  PublicCodeWidget as CodeData,
  TabbedCodeWidget as TabbedCodeData,
  WidgetFile,
  WidgetPage,
} from '@learnbox/contracts';
import { RUN_UNAVAILABLE_TEXT } from '@learnbox/domain';
import { highlightCode, languageOfFile } from '../code-highlight/highlight';
import { InlineMarkdown } from './markdown-text';
import { isRunnableLanguage, RunnableCodeWidget, RunnableTabbedCodeWidget } from './runnable-code-widget';
import { Tabs } from './tabs';

const LANGUAGE_NAMES: Record<string, string> = {
  python: 'Python',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  cpp: 'C++',
  c: 'C',
  java: 'Java',
  bash: 'Bash',
  sql: 'SQL',
  go: 'Go',
  rust: 'Rust',
  ruby: 'Ruby',
};

function CodeFile({ file, language }: { file: WidgetFile; language: string }) {
  return (
    <pre className="code-block m-0 rounded-none border-0" data-language={language}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: highlight.js output of escaped source */}
      <code className="hljs" dangerouslySetInnerHTML={{ __html: highlightCode(file.content, language) }} />
    </pre>
  );
}

function RunBar({ stdin, expected }: { stdin?: string | undefined; expected?: string | undefined }) {
  return (
    <div className="border-t border-line bg-surface-2 text-sm">
      {stdin ? (
        <details className="border-b border-line px-4 py-2">
          <summary className="cursor-pointer text-xs font-semibold text-muted">Input (stdin)</summary>
          <pre className="mt-2 font-mono text-xs whitespace-pre-wrap">{stdin}</pre>
        </details>
      ) : null}
      {expected !== undefined ? (
        <details className="px-4 py-2" data-testid="expected-output">
          <summary className="cursor-pointer text-xs font-semibold text-muted">Output</summary>
          <pre className="mt-2 font-mono text-sm whitespace-pre-wrap text-fg">{expected}</pre>
        </details>
      ) : null}
    </div>
  );
}

/**
 * A Code widget: the program, highlighted on the server, with its input and output. Languages the
 * runner knows get the runnable editor; for the others Run is disabled and says why. Hidden tests
 * never reach the browser: `page` is what the editor's Check sends for the api to find them.
 */
export function CodeWidget({ widget, page }: { widget: CodeData; page: WidgetPage }) {
  const runnable = widget.runnable !== false;
  // Languages the runner knows get the runnable editor (features/code-execution).
  if (runnable && isRunnableLanguage(widget.language))
    return <RunnableCodeWidget widget={widget} language={widget.language} page={page} />;
  const noteId = `${widget.id}-run-note`;
  return (
    <figure
      className="widget-frame"
      data-widget="Code"
      data-language={widget.language}
      data-testid={`code-${widget.id}`}
    >
      <figcaption className="widget-bar">
        <InlineMarkdown
          className="font-medium text-fg"
          markdown={widget.title ?? widget.files.map((file) => file.name).join(', ')}
        />
        <span className="text-xs text-muted">{LANGUAGE_NAMES[widget.language] ?? widget.language}</span>
        {runnable ? (
          <span className="ml-auto flex items-center gap-2">
            <span id={noteId} className="hidden text-xs text-muted sm:inline">
              {RUN_UNAVAILABLE_TEXT}
            </span>
            <button
              type="button"
              className="widget-button"
              disabled
              aria-describedby={noteId}
              title={RUN_UNAVAILABLE_TEXT}
            >
              Run
            </button>
          </span>
        ) : null}
      </figcaption>
      {widget.files.length > 1 ? (
        <Tabs labels={widget.files.map((file) => file.name)}>
          {widget.files.map((file) => (
            <CodeFile key={file.name} file={file} language={languageOfFile(file.name)} />
          ))}
        </Tabs>
      ) : widget.files[0] ? (
        <CodeFile file={widget.files[0]} language={widget.language} />
      ) : null}
      <RunBar stdin={widget.stdin} expected={widget.expected_output} />
    </figure>
  );
}

/** The same program in several files or languages, one tab each. */
export function TabbedCodeWidget({ widget }: { widget: TabbedCodeData }) {
  if (widget.tabs.some((tab) => isRunnableLanguage(tab.language)))
    return <RunnableTabbedCodeWidget widget={widget} />;
  return (
    <figure className="widget-frame" data-widget="TabbedCode" data-testid={`tabbed-${widget.id}`}>
      {widget.title ? (
        <figcaption className="widget-bar">
          <InlineMarkdown className="font-medium text-fg" markdown={widget.title} />
          <span className="ml-auto text-xs text-muted">{RUN_UNAVAILABLE_TEXT}</span>
        </figcaption>
      ) : null}
      <Tabs labels={widget.tabs.map((tab) => tab.label)}>
        {widget.tabs.map((tab) => (
          <div key={tab.label}>
            {tab.files.map((file) => (
              <CodeFile key={file.name} file={file} language={tab.language} />
            ))}
            <RunBar stdin={tab.stdin} expected={tab.expected_output} />
          </div>
        ))}
      </Tabs>
    </figure>
  );
}
