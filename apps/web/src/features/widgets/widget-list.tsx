import type { ImageWidget, PublicWidget, QuizVerdict, TableWidget, WidgetPage } from '@learnbox/contracts';
import { LiveTerminalWidget } from '../cloud-labs/live-terminal-widget';
import { CapabilityGate } from '../feature-flags/capability-gate';
import { CodeTestWidget } from './code-test-widget';
import { CodeWidget, TabbedCodeWidget } from './code-widget';
import { renderInlineMarkdown, renderMarkdown } from './markdown-html';
import { InlineMarkdown } from './markdown-text';
import { renderQuizView } from './quiz-view';
import { QuizWidget } from './quiz-widget';
import { RunJsWidget } from './run-js-widget';
import { WebpackBinWidget } from './webpack-bin-widget';
import './widgets.css';

/** data-widget-id/-index let the reader's highlights (reader/highlights) find their widget. */
function Markdown({ markdown, id, index }: { markdown: string; id: string; index: number }) {
  return (
    <div
      className="lesson-prose"
      data-widget="Markdown"
      data-widget-id={id}
      data-widget-index={index}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by our sanitizing Markdown renderer
      dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown) }}
    />
  );
}

function Table({ widget }: { widget: TableWidget }) {
  return (
    <figure className="lesson-prose" data-widget="Table">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <div className="table-scroll" tabIndex={0}>
        <table>
          {widget.caption ? <InlineMarkdown as="caption" markdown={widget.caption} /> : null}
          <thead>
            <tr>
              {widget.columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized inline Markdown
                  dangerouslySetInnerHTML={{ __html: renderInlineMarkdown(column) }}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {widget.rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are static content
              <tr key={rowIndex}>
                {row.map((cell, cellIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are static content
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized inline Markdown
                  <td key={cellIndex} dangerouslySetInnerHTML={{ __html: renderInlineMarkdown(cell) }} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function Image({ widget }: { widget: ImageWidget }) {
  // Inline SVG goes through an <img> data URL: it is drawn, but any script in it never runs.
  const src = widget.svg
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(widget.svg.replace(/currentColor/g, '#4441d8'))}`
    : widget.src;
  if (!src || (!widget.svg && !/^(https:|\/)/.test(src))) return null;
  return (
    <figure className="my-6" data-widget="Image">
      {/* biome-ignore lint/performance/noImgElement: content images come from authors, not the Next image pipeline */}
      <img
        src={src}
        alt={widget.alt}
        width={widget.width}
        height={widget.height}
        loading="lazy"
        className="mx-auto max-w-full rounded-xl border border-line bg-white p-4"
      />
      {widget.caption ? (
        <InlineMarkdown
          as="figcaption"
          className="mt-2 text-center text-sm text-muted"
          markdown={widget.caption}
        />
      ) : null}
    </figure>
  );
}

/**
 * A lesson's or shot's widgets, in order; `page` says which, for the code widgets' Check and the
 * quizzes' api grading. `quizAnswers` are the learner's earlier verdicts; `preview` marks the
 * studio's draft preview, whose quizzes grade against the draft.
 */
export function WidgetList({
  widgets,
  page,
  quizAnswers = [],
  preview = false,
}: {
  widgets: PublicWidget[];
  page: WidgetPage;
  quizAnswers?: readonly QuizVerdict[];
  preview?: boolean;
}) {
  return (
    <div className="widget-list">
      {widgets.map((widget, index) => {
        switch (widget.type) {
          case 'Markdown':
            return <Markdown key={widget.id} id={widget.id} index={index} markdown={widget.markdown} />;
          case 'Code':
            return <CodeWidget key={widget.id} widget={widget} page={page} />;
          case 'TabbedCode':
            return <TabbedCodeWidget key={widget.id} widget={widget} />;
          case 'Table':
            return <Table key={widget.id} widget={widget} />;
          case 'Image':
            return <Image key={widget.id} widget={widget} />;
          case 'RunJS':
            return <RunJsWidget key={widget.id} widget={widget} />;
          case 'WebpackBin':
            return <WebpackBinWidget key={widget.id} widget={widget} />;
          case 'Quiz':
            return (
              <QuizWidget
                key={widget.id}
                quiz={renderQuizView(widget)}
                widgetId={widget.id}
                page={page}
                preview={preview}
                answers={quizAnswers.filter((answer) => answer.widget_id === widget.id)}
              />
            );
          case 'CodeTest':
            return <CodeTestWidget key={widget.id} widget={widget} page={page} />;
          case 'LiveTerminal':
            // A lab in a lesson only where cloud labs are built and flagged on for the visitor.
            return (
              <CapabilityGate key={widget.id} capability="cloudLabs">
                <LiveTerminalWidget widget={widget} />
              </CapabilityGate>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
