import type { PublicCodeWidget, TabbedCodeWidget, WidgetPage } from '@learnbox/contracts';
import { RUNNER_LANGUAGES, type RunnerLanguage } from '@learnbox/contracts/runner';
import { RunnableCode } from '../code-execution/runnable-code';
import { highlightLines } from '../code-highlight/highlight-lines';
import { InlineMarkdown } from './markdown-text';
import { Tabs } from './tabs';

/**
 * The Code and TabbedCode widgets with a runnable editor (the hand-off from the widgets feature:
 * code-widget.tsx mounts these for languages the runner knows, with the same data shape).
 */

export function isRunnableLanguage(language: string): language is RunnerLanguage {
  return (RUNNER_LANGUAGES as readonly string[]).includes(language);
}

const LANGUAGE_NAMES: Record<RunnerLanguage, string> = {
  python: 'Python',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  cpp: 'C++',
  c: 'C',
  java: 'Java',
  bash: 'Bash',
  go: 'Go',
  rust: 'Rust',
  ruby: 'Ruby',
};

export function RunnableCodeWidget({
  widget,
  language,
  page,
}: {
  widget: PublicCodeWidget;
  language: RunnerLanguage;
  /** The lesson or shot the widget is on: the api judges its hidden tests from there. */
  page: WidgetPage;
}) {
  return (
    <figure
      className="widget-frame"
      data-widget="Code"
      data-language={language}
      data-testid={`code-${widget.id}`}
    >
      <RunnableCode
        program={{
          id: widget.id,
          compType: 'Code',
          language,
          files: widget.files,
          highlightedLines: widget.files.map((file) => highlightLines(file.content, language)),
          mainFile: widget.main_file,
          stdin: widget.stdin,
          expectedOutput: widget.expected_output,
          hiddenTests: { count: widget.hidden_test_count, page },
        }}
        title={
          <>
            <InlineMarkdown
              className="font-medium text-fg"
              markdown={widget.title ?? widget.files.map((file) => file.name).join(', ')}
            />
            <span className="text-xs text-muted">{LANGUAGE_NAMES[language]}</span>
          </>
        }
      />
    </figure>
  );
}

export function RunnableTabbedCodeWidget({ widget }: { widget: TabbedCodeWidget }) {
  return (
    <figure className="widget-frame" data-widget="TabbedCode" data-testid={`tabbed-${widget.id}`}>
      {widget.title ? (
        <figcaption className="widget-bar">
          <InlineMarkdown className="font-medium text-fg" markdown={widget.title} />
        </figcaption>
      ) : null}
      <Tabs labels={widget.tabs.map((tab) => tab.label)}>
        {widget.tabs.map((tab, index) =>
          isRunnableLanguage(tab.language) ? (
            <RunnableCode
              key={tab.label}
              program={{
                id: `${widget.id}-${index}`,
                compType: 'TabbedCode',
                language: tab.language,
                files: tab.files,
                highlightedLines: tab.files.map((file) => highlightLines(file.content, tab.language)),
                stdin: tab.stdin,
                expectedOutput: tab.expected_output,
              }}
              title={<span className="text-xs text-muted">{LANGUAGE_NAMES[tab.language]}</span>}
            />
          ) : (
            <pre key={tab.label} className="m-0 overflow-auto bg-surface-2 px-4 py-3 font-mono text-sm">
              {tab.files.map((file) => file.content).join('\n')}
            </pre>
          ),
        )}
      </Tabs>
    </figure>
  );
}
