import type { InterviewReply } from '@learnbox/contracts';

/** The scorecard: correctness from the tests, time, hints used and the interviewer's notes. */
export function ScorecardView({ interview }: { interview: InterviewReply }) {
  const card = interview.scorecard;
  if (!card) return null;
  return (
    <section className="mt-8 rounded-xl border border-line bg-surface p-5" data-testid="interview-scorecard">
      <h2 className="text-xl font-semibold text-fg">Scorecard</h2>
      <p className="mt-2 text-fg" data-testid="scorecard-summary">
        {card.summary}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {card.correctness ? (
          <div>
            <dt className="text-muted">Hidden tests</dt>
            <dd className="font-semibold text-fg" data-testid="scorecard-tests">
              {card.correctness.passed} of {card.correctness.total}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted">Time</dt>
          <dd className="font-semibold text-fg">{card.minutes_used} min</dd>
        </div>
        <div>
          <dt className="text-muted">Hints used</dt>
          <dd className="font-semibold text-fg">{card.hints_used}</dd>
        </div>
        <div>
          <dt className="text-muted">Follow-up ideas named</dt>
          <dd className="font-semibold text-fg">{card.follow_up_coverage}%</dd>
        </div>
      </dl>
      <h3 className="mt-6 font-semibold text-fg">The interviewer’s notes</h3>
      <ul className="mt-2 space-y-3 text-sm">
        {interview.answers.map((item) => (
          <li key={item.question}>
            <p className="font-medium text-fg">{item.question}</p>
            <p className="text-muted">You said: {item.answer}</p>
            <p className="text-fg" data-testid="interviewer-note">
              {item.note}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
