'use client';

import type { AttemptStateReply } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { ASSESSMENT_PAGE_TEXT } from '@learnbox/domain';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useState } from 'react';
import { api } from '../api-client/api-client';
import { CodeEditor } from '../code-execution/code-editor';
import { buttonClasses } from '../layout/button-link';
import { PromptText } from './prompt-text';
import { timeLeftLabel } from './time-left';

/**
 * One question at a time with the time left. Answers are graded by the api; the screen learns
 * only whether the last one was right, and goes to the result once the attempt ends.
 */
export function AttemptScreen({ initial, resultHref }: { initial: AttemptStateReply; resultHref: string }) {
  const router = useRouter();
  const [state, setState] = useState(initial);
  const [choice, setChoice] = useState<string | null>(null);
  const [code, setCode] = useState(initial.question?.starter_code ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [clockOffset] = useState(() => new Date(initial.now).getTime() - Date.now());
  const [now, setNow] = useState(() => Date.now() + clockOffset);
  const groupId = useId();
  const deadline = new Date(state.deadline).getTime();
  const timeUp = now >= deadline;

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + clockOffset), 1000);
    return () => clearInterval(timer);
  }, [clockOffset]);

  useEffect(() => {
    if (state.status === 'finished') router.push(resultHref);
  }, [state.status, router, resultHref]);

  // When the time runs out the api ends the attempt with what was answered; reading it says so.
  useEffect(() => {
    if (!timeUp || state.status === 'finished') return;
    api.call(apiRefs.assessments.attempt, { params: { attemptId: state.attempt_id } }).then((reply) => {
      if (reply.ok) setState(reply.data);
    });
  }, [timeUp, state.status, state.attempt_id]);

  const submit = useCallback(async () => {
    const question = state.question;
    if (!question || busy) return;
    setBusy(true);
    setError(null);
    const body =
      question.kind === 'coding'
        ? { question_id: question.id, code }
        : { question_id: question.id, ...(choice ? { option_id: choice } : {}) };
    const reply = await api.call(apiRefs.assessments.answer, {
      params: { attemptId: state.attempt_id },
      body,
    });
    setBusy(false);
    if (!reply.ok) {
      setError(reply.errorText);
      return;
    }
    setState(reply.data);
    setChoice(null);
    setCode(reply.data.question?.starter_code ?? '');
  }, [state, busy, code, choice]);

  const question = state.question;
  return (
    <div className="space-y-6" data-testid="assessment-attempt">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-line bg-surface p-4">
        <p className="text-fg">
          Question {Math.min(state.answered + 1, state.max_questions)} of at most {state.max_questions}
        </p>
        <p className="font-mono text-lg text-fg" role="timer" aria-label="Time left">
          {timeLeftLabel(deadline, now)}
        </p>
      </div>
      {state.last_answer_correct !== null ? (
        <p role="status" className="text-muted" data-testid="last-answer">
          {state.last_answer_correct
            ? ASSESSMENT_PAGE_TEXT.LAST_ANSWER_RIGHT
            : ASSESSMENT_PAGE_TEXT.LAST_ANSWER_WRONG}
        </p>
      ) : null}
      {timeUp ? <p role="alert">{ASSESSMENT_PAGE_TEXT.TIME_UP}</p> : null}
      {question ? (
        <form
          className="space-y-4 rounded-xl border border-line bg-surface p-6"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className="text-sm text-muted">Skill: {question.skill}</p>
          <div id={`${groupId}-prompt`}>
            <PromptText text={question.prompt} />
          </div>
          {question.kind === 'multiple_choice' ? (
            <fieldset className="space-y-2" aria-labelledby={`${groupId}-prompt`}>
              {question.options.map((option) => (
                <label
                  key={option.id}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-line p-3 hover:bg-surface-2"
                >
                  <input
                    type="radio"
                    name={`${groupId}-options`}
                    value={option.id}
                    checked={choice === option.id}
                    onChange={() => setChoice(option.id)}
                  />
                  <span className="font-mono text-sm text-fg">{option.text}</span>
                </label>
              ))}
            </fieldset>
          ) : (
            <div className="overflow-hidden rounded-lg border border-line">
              <CodeEditor
                key={question.id}
                value={code}
                onChange={setCode}
                language={question.language ?? 'python'}
                label="Your solution"
                onRun={() => void submit()}
                testId="assessment-code"
              />
            </div>
          )}
          {error ? (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
          <button type="submit" className={buttonClasses()} disabled={busy || timeUp}>
            {busy ? (question.kind === 'coding' ? 'Running your tests…' : 'Submitting…') : 'Submit answer'}
          </button>
        </form>
      ) : null}
    </div>
  );
}
