import type { QuizWidget } from '@learnbox/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from './markdown-plain';
import { InlineMarkdown, MarkdownBlocks } from './markdown-text';
import { gradeQuizQuestion, quizAnswerKey, renderQuizView } from './quiz-view';
import { QuizWidget as QuizScreen } from './quiz-widget';

const quiz: QuizWidget = {
  type: 'Quiz',
  id: 'q',
  questions: [
    {
      id: 'q1',
      prompt: 'What does `print("a", "b", sep="-")` print?',
      options: [
        { id: 'a', text: '`a-b`', correct: true },
        { id: 'b', text: '*nothing* <img src=x onerror=alert(1)>' },
        { id: 'c', text: '[see](javascript:alert(1)) and [docs](https://docs.python.org)' },
      ],
      explanation:
        '`sep` goes **between** the values.\n\nSee [print](https://docs.python.org/3/library/functions.html#print).',
    },
  ],
};

describe('Quiz Markdown (rendered on the server, shown by the client quiz)', () => {
  const view = renderQuizView(quiz);
  const question = view.questions[0];
  const key = quizAnswerKey(quiz);

  it('renders prompts, options and explanations as Markdown, not raw backticks', () => {
    expect(question?.promptHtml).toBe(
      'What does <code>print(&quot;a&quot;, &quot;b&quot;, sep=&quot;-&quot;)</code> print?',
    );
    expect(question?.options[0]?.html).toBe('<code>a-b</code>');
    expect(key.q1?.explanationHtml).toContain('<code>sep</code> goes <strong>between</strong>');
    expect(key.q1?.explanationHtml).toContain(
      '<a href="https://docs.python.org/3/library/functions.html#print"',
    );
    const html = renderToStaticMarkup(createElement(QuizScreen, { quiz: view, check: async () => null }));
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
  it('gives the browser no correct flags and no explanations', () => {
    const view = JSON.stringify(renderQuizView(quiz));
    expect(view).not.toContain('correct');
    expect(view).not.toContain('between');
  });

  it('grades a question from the answer key: exactly the correct options', () => {
    const key = quizAnswerKey(quiz);
    expect(gradeQuizQuestion(key, 'q1', ['a'])).toMatchObject({ right: true, correct: ['a'] });
    expect(gradeQuizQuestion(key, 'q1', ['a', 'b'])?.right).toBe(false);
    expect(gradeQuizQuestion(key, 'q1', ['b'])?.right).toBe(false);
    expect(gradeQuizQuestion(key, 'q1', [])?.right).toBe(false);
    expect(gradeQuizQuestion(key, 'nope', ['a'])).toBeNull();
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
