'use client';

import type { InterviewReply } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { useEffect, useId, useState } from 'react';
import { api } from '../api-client/api-client';
import { timeLeftLabel } from '../assessments/time-left';
import { buttonClasses } from '../layout/button-link';
import { ScorecardView } from './scorecard-view';

function Countdown({ deadline }: { deadline: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="font-mono text-lg text-fg" aria-live="off" data-testid="interview-clock">
      {timeLeftLabel(Date.parse(deadline), now)} left
    </p>
  );
}

/** A mock interview: the problem on the clock, then the follow-up questions, then the scorecard. */
export function InterviewScreen({ initial }: { initial: InterviewReply }) {
  const [interview, setInterview] = useState(initial);
  const [code, setCode] = useState(initial.code);
  const [answers, setAnswers] = useState<string[]>(() => initial.follow_ups.map(() => ''));
  const [hints, setHints] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeId = useId();
  const params = { interviewId: interview.id };
  const coding = interview.track === 'coding';

  async function act<T>(
    call: () => Promise<{ ok: true; data: T } | { ok: false; errorText: string }>,
    done: (data: T) => void,
  ) {
    setBusy(true);
    setError(null);
    const reply = await call();
    if (reply.ok) done(reply.data);
    else setError(reply.errorText);
    setBusy(false);
  }
  const show = (next: InterviewReply) => {
    setInterview(next);
    if (next.follow_ups.length !== answers.length) setAnswers(next.follow_ups.map(() => ''));
  };

  return (
    <div>
      <section className="rounded-xl border border-line bg-surface p-5">
        <div className="flex flex-wrap items-start gap-4">
          <h2 className="text-xl font-semibold text-fg">{interview.problem.title}</h2>
          {interview.stage === 'coding' ? (
            <span className="ml-auto">
              <Countdown deadline={interview.deadline_at} />
            </span>
          ) : null}
        </div>
        <p className="mt-2 whitespace-pre-wrap text-fg">{interview.problem.prompt}</p>
      </section>

      {interview.stage === 'coding' ? (
        <section className="mt-6">
          <label htmlFor={codeId} className="text-sm font-semibold text-muted">
            {coding ? `Your solution (${interview.problem.language})` : 'Your design, in writing'}
          </label>
          <textarea
            id={codeId}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            rows={14}
            spellCheck={!coding}
            data-testid="interview-code"
            className="mt-2 block w-full rounded-md border border-line bg-surface px-3 py-2 font-mono text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand"
          />
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <button
              type="button"
              className={buttonClasses()}
              disabled={busy}
              data-testid="interview-submit"
              onClick={() =>
                void act(() => api.call(apiRefs.mockInterviews.code, { params, body: { code } }), show)
              }
            >
              {coding ? 'Run the hidden tests' : 'Save my design'}
            </button>
            <button
              type="button"
              className={buttonClasses('secondary')}
              disabled={busy}
              data-testid="interview-hint"
              onClick={() =>
                void act(
                  () => api.call(apiRefs.mockInterviews.hint, { params }),
                  (data) => {
                    setHints((list) => [...list, data.text]);
                    setInterview((current) => ({ ...current, hints_used: data.hints_used }));
                  },
                )
              }
            >
              Ask for a hint
            </button>
            <button
              type="button"
              className={buttonClasses('secondary')}
              disabled={busy}
              data-testid="interview-end-coding"
              onClick={() => void act(() => api.call(apiRefs.mockInterviews.endCoding, { params }), show)}
            >
              I am done: on to the questions
            </button>
            {interview.tests ? (
              <p className="ml-auto text-sm text-fg" data-testid="interview-tests">
                {interview.tests.passed} of {interview.tests.total} hidden tests passed.
              </p>
            ) : null}
          </div>
          {hints.length > 0 ? (
            <ol className="mt-4 space-y-2 text-sm" data-testid="interview-hints">
              {hints.map((hint) => (
                <li key={hint} className="whitespace-pre-wrap text-fg">
                  {hint}
                </li>
              ))}
            </ol>
          ) : null}
        </section>
      ) : null}

      {interview.stage === 'follow_up' ? (
        <section className="mt-6 space-y-4" data-testid="interview-follow-ups">
          <h2 className="text-xl font-semibold text-fg">The interviewer asks</h2>
          {interview.follow_ups.map((question, index) => (
            <label key={question} className="block">
              <span className="font-medium text-fg">{question}</span>
              <textarea
                value={answers[index] ?? ''}
                onChange={(event) =>
                  setAnswers((list) => list.map((item, at) => (at === index ? event.target.value : item)))
                }
                rows={3}
                data-testid="interview-answer"
                className="mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand"
              />
            </label>
          ))}
          <button
            type="button"
            className={buttonClasses()}
            disabled={busy}
            data-testid="interview-send-answers"
            onClick={() =>
              void act(() => api.call(apiRefs.mockInterviews.answers, { params, body: { answers } }), show)
            }
          >
            Send my answers
          </button>
        </section>
      ) : null}

      {error ? (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <ScorecardView interview={interview} />
    </div>
  );
}
