import type { PublicQuizWidget, QuizVerdict } from '@learnbox/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from './markdown-plain';
import { InlineMarkdown, MarkdownBlocks } from './markdown-text';
import { renderQuizView } from './quiz-view';
import { QuizWidget as QuizScreen } from './quiz-widget';
import { WidgetList } from './widget-list';

/** A quiz as the api sends it before answering (toPublicWidgets): no correct flags, no explanations. */
const quiz: PublicQuizWidget = {
  type: 'Quiz',
  id: 'q',
  questions: [
    {
      id: 'q1',
      prompt: 'What does `print("a", "b", sep="-")` print?',
      options: [
        { id: 'a', text: '`a-b`' },
        { id: 'b', text: '*nothing* <img src=x onerror=alert(1)>' },
        { id: 'c', text: '[see](javascript:alert(1)) and [docs](https://docs.python.org)' },
      ],
    },
  ],
};

/** What answering it revealed (POST /api/quiz/answer), as the lesson reply carries it after a reload. */
const verdict: QuizVerdict = {
  widget_id: 'q',
  question_id: 'q1',
  chosen: ['b'],
  right: false,
  correct: ['a'],
  explanation:
    '`sep` goes **between** the values.\n\nSee [print](https://docs.python.org/3/library/functions.html#print).',
};
const page = { lesson_id: 'lesson-1' };
const noCall = async () => 'unused';

describe('Quiz Markdown (rendered on the server, shown by the client quiz)', () => {
  const view = renderQuizView(quiz);
  const question = view.questions[0];

  it('renders prompts, options and explanations as Markdown, not raw backticks', () => {
    expect(question?.promptHtml).toBe(
      'What does <code>print(&quot;a&quot;, &quot;b&quot;, sep=&quot;-&quot;)</code> print?',
    );
    expect(question?.options[0]?.html).toBe('<code>a-b</code>');
    const html = renderToStaticMarkup(
      createElement(QuizScreen, { quiz: view, widgetId: 'q', page, check: noCall }),
    );
    expect(html).toContain('<code>print(');
    expect(html).not.toContain('`');
  });

  it('keeps it safe: raw HTML is text, unsafe links lose their href', () => {
    expect(question?.options[1]?.html).toBe('<em>nothing</em> &#60;img src=x onerror=alert(1)&#62;');
    expect(question?.options[2]?.html).not.toContain('javascript:');
    expect(question?.options[2]?.html).toContain('see and <a href="https://docs.python.org"');
  });
});

describe('Quiz answers stay on the server', () => {
  it('the lesson HTML before answering holds the questions, not the answers or explanations', () => {
    const html = renderToStaticMarkup(createElement(WidgetList, { widgets: [quiz], page }));
    expect(html).toContain('<code>print(');
    expect(html).not.toContain('between');
    expect(html).not.toContain('data-state="correct"');
    expect(html).not.toMatch(/"correct"\s*:/);
  });

  it('after a reload, an answered question shows its verdict and explanation as Markdown', () => {
    const html = renderToStaticMarkup(
      createElement(WidgetList, { widgets: [quiz], page, quizAnswers: [verdict] }),
    );
    expect(html).toContain('<code>sep</code> goes <strong>between</strong>');
    expect(html).toContain('<a href="https://docs.python.org/3/library/functions.html#print"');
    expect(html).toContain('data-state="correct"');
    expect(html).toContain('data-state="wrong"');
    expect(html).toContain('Not quite.');
  });
});

describe('InlineMarkdown and MarkdownBlocks (summaries, descriptions, captions)', () => {
  it('renders inline Markdown, and only the text of links inside a card', () => {
    const summary =
      'Use `set -euo pipefail`, *always*; see [the manual](https://www.gnu.org/software/bash/).';
    const html = renderToStaticMarkup(
      createElement(InlineMarkdown, { as: 'p', markdown: summary, links: false }),
    );
    expect(html).toBe(
      '<p class="markdown-text">Use <code>set -euo pipefail</code>, <em>always</em>; see the manual.</p>',
    );
    expect(renderToStaticMarkup(createElement(InlineMarkdown, { markdown: summary }))).toContain(
      '<a href="https://www.gnu.org/software/bash/" rel="noopener noreferrer" target="_blank">the manual</a>',
    );
  });

  it('renders paragraphs, escaping raw HTML', () => {
    const html = renderToStaticMarkup(
      createElement(MarkdownBlocks, { markdown: 'One `a`.\n\nTwo <script>x()</script>' }),
    );
    expect(html).toBe(
      '<div class="markdown-text"><p>One <code>a</code>.</p>\n<p>Two &#60;script&#62;x()&#60;/script&#62;</p>\n</div>',
    );
  });
});

describe('markdownToPlainText (meta descriptions, the search box)', () => {
  it('drops the marks and keeps the words', () => {
    expect(
      markdownToPlainText(
        'Use `set -e`, **bold**, *em*, _em_, ~~old~~, [link](https://x.y) and ![alt](/a.png).',
      ),
    ).toBe('Use set -e, bold, em, em, old, link and alt.');
    expect(markdownToPlainText('snake_case_names and 2 * 3 * 4 stay')).toBe(
      'snake_case_names and 2 * 3 * 4 stay',
    );
  });
});
