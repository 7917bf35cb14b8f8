'use client';

import type { QuizWidget as QuizData } from '@learnbox/contracts';
import { useId, useState } from 'react';

type Question = QuizData['questions'][number];

function QuizQuestion({ question, number }: { question: Question; number: number }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [checked, setChecked] = useState(false);
  const name = useId();
  const multiple = question.multiple === true;
  const correct = question.options.filter((option) => option.correct).map((option) => option.id);
  const right = checked && correct.length === chosen.length && correct.every((id) => chosen.includes(id));
  return (
    <fieldset className="mt-4 first:mt-0">
      <legend className="font-medium text-fg">
        {number}. {question.prompt}
        {multiple ? (
          <span className="ml-2 text-xs font-normal text-muted">(choose all that apply)</span>
        ) : null}
      </legend>
      <div className="mt-3 grid gap-2">
        {question.options.map((option) => {
          const selected = chosen.includes(option.id);
          const state = checked ? (option.correct ? 'correct' : selected ? 'wrong' : 'idle') : 'idle';
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
                  setChecked(false);
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
              <span>{option.text}</span>
            </label>
          );
        })}
      </div>
      <div className="mt-3 flex items-center gap-3">
        <button
          type="button"
          className="widget-button"
          disabled={chosen.length === 0}
          onClick={() => setChecked(true)}
        >
          Check answer
        </button>
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
      {checked ? <p className="mt-2 text-sm text-muted">{question.explanation}</p> : null}
    </fieldset>
  );
}

/** Single and multiple choice questions, each checked on its own with an explanation. */
export function QuizWidget({ widget }: { widget: QuizData }) {
  return (
    <section className="widget-frame p-5" data-widget="Quiz" aria-label={widget.title ?? 'Quiz'}>
      <p className="mb-3 text-xs font-semibold tracking-wide text-brand uppercase">
        {widget.title ?? 'Check your understanding'}
      </p>
      {widget.questions.map((question, index) => (
        <QuizQuestion key={question.id} question={question} number={index + 1} />
      ))}
    </section>
  );
}
