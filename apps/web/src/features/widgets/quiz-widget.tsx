'use client';

import { NETWORK_ERROR_TEXT } from '@learnbox/domain';
import { useId, useState } from 'react';
import type { QuizVerdict, QuizView } from './quiz-view';

type Question = QuizView['questions'][number];

/** Grades one question on the server (widget-list.tsx's server action): the answers never reach the page. */
export type QuizCheck = (questionId: string, chosen: string[]) => Promise<QuizVerdict | null>;

function QuizQuestion({ question, number, check }: { question: Question; number: number; check: QuizCheck }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [verdict, setVerdict] = useState<QuizVerdict | null>(null);
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState(false);
  const name = useId();
  const multiple = question.multiple;
  const checked = verdict !== null;
  const right = verdict?.right === true;
  const onCheck = async () => {
    setChecking(true);
    setFailed(false);
    try {
      setVerdict(await check(question.id, chosen));
    } catch {
      setFailed(true);
    } finally {
      setChecking(false);
    }
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
          Check answer
        </button>
        {failed ? (
          <p role="alert" className="text-sm text-red-800 dark:text-red-300">
            {NETWORK_ERROR_TEXT}
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
            {right ? 'Correct!' : 'Not quite.'}
          </p>
        ) : null}
      </div>
      {verdict ? (
        <div
          className="markdown-text mt-2 text-sm text-muted"
          data-testid="quiz-explanation"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server by our sanitizing Markdown renderer
          dangerouslySetInnerHTML={{ __html: verdict.explanationHtml }}
        />
      ) : null}
    </fieldset>
  );
}

/**
 * Single and multiple choice questions, each checked on its own with an explanation. The text
 * comes rendered from Markdown (quiz-view.ts), so `code` and *emphasis* show as such.
 */
export function QuizWidget({ quiz, check }: { quiz: QuizView; check: QuizCheck }) {
  return (
    <section className="widget-frame p-5" data-widget="Quiz" aria-label={quiz.title ?? 'Quiz'}>
      <p className="mb-3 text-xs font-semibold tracking-wide text-brand uppercase">
        {quiz.title ?? 'Check your understanding'}
      </p>
      {quiz.questions.map((question, index) => (
        <QuizQuestion key={question.id} question={question} number={index + 1} check={check} />
      ))}
    </section>
  );
}
