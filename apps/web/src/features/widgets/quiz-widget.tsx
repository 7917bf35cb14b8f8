'use client';

import type { QuizVerdict, WidgetPage } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { QUIZ_MESSAGES } from '@learnbox/domain';
import { useId, useState } from 'react';
import { api } from '../api-client/api-client';
import { renderMarkdown } from './markdown-html';
import type { QuizView } from './quiz-view';

type Question = QuizView['questions'][number];

/** Grades one question on the server: the verdict, or the api's sentence when it could not. */
export type QuizCheck = (questionId: string, chosen: string[]) => Promise<QuizVerdict | string>;

/** The api grades the question (POST /api/quiz/answer): the answers never reach the page before. */
export function apiQuizCheck(page: WidgetPage, widgetId: string, preview: boolean): QuizCheck {
  return async (questionId, chosen) => {
    const result = await api.call(apiRefs.quiz.answer, {
      body: {
        ...page,
        ...(preview ? { preview: true } : {}),
        widget_id: widgetId,
        question_id: questionId,
        chosen,
      },
    });
    return result.ok ? result.data : result.errorText;
  };
}

function QuizQuestion({
  question,
  number,
  check,
  previous,
}: {
  question: Question;
  number: number;
  check: QuizCheck;
  previous: QuizVerdict | undefined;
}) {
  const [chosen, setChosen] = useState<string[]>(previous?.chosen ?? []);
  const [verdict, setVerdict] = useState<QuizVerdict | null>(previous ?? null);
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const name = useId();
  const multiple = question.multiple;
  const checked = verdict !== null;
  const right = verdict?.right === true;
  const onCheck = async () => {
    setChecking(true);
    setFailed(null);
    const outcome = await check(question.id, chosen);
    if (typeof outcome === 'string') setFailed(outcome);
    else setVerdict(outcome);
    setChecking(false);
  };
  return (
    <fieldset className="mt-4 first:mt-0">
      <legend className="font-medium text-fg">
        {number}.{' '}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server by our sanitizing Markdown renderer */}
        <span className="markdown-text" dangerouslySetInnerHTML={{ __html: question.promptHtml }} />
        {multiple ? (
          <span className="ml-2 text-xs font-normal text-muted">(choose all that apply)</span>
        ) : null}
      </legend>
      <div className="mt-3 grid gap-2">
        {question.options.map((option) => {
          const selected = chosen.includes(option.id);
          const state = verdict
            ? verdict.correct.includes(option.id)
              ? 'correct'
              : selected
                ? 'wrong'
                : 'idle'
            : 'idle';
          return (
            <label
              key={option.id}
              data-state={state}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-line px-3 py-2 text-sm data-[state=correct]:border-emerald-600 data-[state=correct]:bg-emerald-50 data-[state=wrong]:border-red-600 data-[state=wrong]:bg-red-50 dark:data-[state=correct]:bg-emerald-950 dark:data-[state=wrong]:bg-red-950"
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                checked={selected}
                onChange={() => {
                  setVerdict(null);
                  setChosen((previous) =>
                    multiple
                      ? previous.includes(option.id)
                        ? previous.filter((id) => id !== option.id)
                        : [...previous, option.id]
                      : [option.id],
                  );
                }}
                className="mt-1 accent-[var(--brand-solid)]"
              />
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server by our sanitizing Markdown renderer */}
              <span className="markdown-text" dangerouslySetInnerHTML={{ __html: option.html }} />
            </label>
          );
        })}
      </div>
      <div className="mt-3 flex items-center gap-3">
        <button
          type="button"
          className="widget-button"
          disabled={chosen.length === 0 || checking}
          onClick={() => void onCheck()}
        >
          {QUIZ_MESSAGES.CHECK_ANSWER}
        </button>
        {failed ? (
          <p role="alert" className="text-sm text-red-800 dark:text-red-300">
            {failed}
          </p>
        ) : null}
        {checked ? (
          <p
            role="status"
            className={
              right
                ? 'text-sm font-semibold text-emerald-800 dark:text-emerald-300'
                : 'text-sm font-semibold text-red-800 dark:text-red-300'
            }
          >
            {right ? QUIZ_MESSAGES.RIGHT : QUIZ_MESSAGES.WRONG}
          </p>
        ) : null}
      </div>
      {verdict ? (
        <div
          className="markdown-text mt-2 text-sm text-muted"
          data-testid="quiz-explanation"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our sanitizing Markdown renderer (raw HTML shown as text)
          dangerouslySetInnerHTML={{ __html: renderMarkdown(verdict.explanation) }}
        />
      ) : null}
    </fieldset>
  );
}

/**
 * Single and multiple choice questions, each checked on its own by the api, which then reveals
 * the correct options and the explanation. The prompts come rendered from Markdown (quiz-view.ts);
 * `answers` are the learner's earlier verdicts, so a reload shows them.
 */
export function QuizWidget({
  quiz,
  widgetId,
  page,
  preview = false,
  answers = [],
  check = apiQuizCheck(page, widgetId, preview),
}: {
  quiz: QuizView;
  widgetId: string;
  page: WidgetPage;
  /** The studio's draft preview: graded against the draft, never stored. */
  preview?: boolean;
  answers?: readonly QuizVerdict[];
  /** Tests replace the api call. */
  check?: QuizCheck;
}) {
  return (
    <section className="widget-frame p-5" data-widget="Quiz" aria-label={quiz.title ?? 'Quiz'}>
      <p className="mb-3 text-xs font-semibold tracking-wide text-brand uppercase">
        {quiz.title ?? 'Check your understanding'}
      </p>
      {quiz.questions.map((question, index) => (
        <QuizQuestion
          key={question.id}
          question={question}
          number={index + 1}
          check={check}
          previous={answers.find((answer) => answer.question_id === question.id)}
        />
      ))}
    </section>
  );
}
