/**
 * The scripted interviewer of mock interviews (issue 18): the follow-up questions come from the
 * problem bank, each with the ideas a good answer names; the notes say which were covered. Plain
 * and checkable, so a learner sees exactly why a note says what it says.
 */
export interface FollowUp {
  question: string;
  keywords: string[];
}

export interface InterviewerNote {
  covered: string[];
  missed: string[];
  note: string;
}

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

export function interviewerNote(followUp: FollowUp, answer: string): InterviewerNote {
  const said = normalize(answer);
  const covered = followUp.keywords.filter((keyword) => said.includes(normalize(keyword)));
  const missed = followUp.keywords.filter((keyword) => !covered.includes(keyword));
  if (said.trim() === '') return { covered, missed, note: 'No answer given.' };
  if (covered.length === 0)
    return {
      covered,
      missed,
      note: `The answer did not name what interviewers listen for here: ${missed.join(', ')}.`,
    };
  if (missed.length === 0)
    return { covered, missed, note: `A complete answer: named ${covered.join(', ')}.` };
  return {
    covered,
    missed,
    note: `Named ${covered.join(', ')}; could also have mentioned ${missed.join(', ')}.`,
  };
}

export interface ScorecardInput {
  track: 'coding' | 'system_design';
  testsPassed: number;
  testsTotal: number;
  startedAt: Date;
  codingEndedAt: Date;
  timeLimitMinutes: number;
  hintsUsed: number;
  notes: InterviewerNote[];
}

export interface Scorecard {
  /** Null on the system design track: nothing to test. */
  correctness: { passed: number; total: number } | null;
  minutesUsed: number;
  withinTime: boolean;
  hintsUsed: number;
  /** Share of the follow-up ideas the answers named, 0 to 100. */
  followUpCoverage: number;
  summary: string;
}

export function buildScorecard(input: ScorecardInput): Scorecard {
  const minutesUsed = Math.max(
    0,
    Math.round((input.codingEndedAt.getTime() - input.startedAt.getTime()) / 60_000),
  );
  const withinTime = minutesUsed <= input.timeLimitMinutes;
  const ideas = input.notes.reduce((sum, note) => sum + note.covered.length + note.missed.length, 0);
  const named = input.notes.reduce((sum, note) => sum + note.covered.length, 0);
  const followUpCoverage = ideas === 0 ? 0 : Math.round((named / ideas) * 100);
  const parts: string[] = [];
  if (input.track === 'coding')
    parts.push(
      input.testsTotal > 0 && input.testsPassed === input.testsTotal
        ? 'Every hidden test passed.'
        : `${input.testsPassed} of ${input.testsTotal} hidden tests passed.`,
    );
  parts.push(
    withinTime
      ? `Done in ${minutesUsed} of ${input.timeLimitMinutes} minutes.`
      : `Over time: ${minutesUsed} minutes for ${input.timeLimitMinutes}.`,
  );
  parts.push(
    input.hintsUsed === 0
      ? 'No hints used.'
      : `${input.hintsUsed} hint${input.hintsUsed === 1 ? '' : 's'} used.`,
  );
  parts.push(`The follow-up answers named ${followUpCoverage}% of what the interviewer listened for.`);
  return {
    correctness: input.track === 'coding' ? { passed: input.testsPassed, total: input.testsTotal } : null,
    minutesUsed,
    withinTime,
    hintsUsed: input.hintsUsed,
    followUpCoverage,
    summary: parts.join(' '),
  };
}
