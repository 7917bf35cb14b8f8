import { describe, expect, it } from 'vitest';
import { buildScorecard, interviewerNote } from './interviewer';

const followUp = { question: 'What is the time complexity?', keywords: ['O(n)', 'hash'] };

describe('scripted interviewer', () => {
  it('notes which ideas an answer named, in any case and spacing', () => {
    expect(interviewerNote(followUp, 'Linear, o(n), with a HASH map').note).toBe(
      'A complete answer: named O(n), hash.',
    );
    expect(interviewerNote(followUp, 'It is O(n).').note).toBe('Named O(n); could also have mentioned hash.');
    expect(interviewerNote(followUp, 'fast').note).toContain('did not name');
    expect(interviewerNote(followUp, '  ').note).toBe('No answer given.');
  });
});

describe('scorecard', () => {
  const base = {
    track: 'coding' as const,
    testsPassed: 3,
    testsTotal: 3,
    startedAt: new Date('2026-01-01T10:00:00Z'),
    codingEndedAt: new Date('2026-01-01T10:20:00Z'),
    timeLimitMinutes: 30,
    hintsUsed: 0,
    notes: [interviewerNote(followUp, 'O(n)'), interviewerNote(followUp, 'hash and O(n)')],
  };

  it('adds up correctness, time, hints and the follow-ups', () => {
    expect(buildScorecard(base)).toEqual({
      correctness: { passed: 3, total: 3 },
      minutesUsed: 20,
      withinTime: true,
      hintsUsed: 0,
      followUpCoverage: 75,
      summary:
        'Every hidden test passed. Done in 20 of 30 minutes. No hints used. The follow-up answers named 75% of what the interviewer listened for.',
    });
  });

  it('says when tests failed, time ran over and hints were used; design has no tests', () => {
    const card = buildScorecard({
      ...base,
      testsPassed: 1,
      codingEndedAt: new Date('2026-01-01T10:45:00Z'),
      hintsUsed: 2,
    });
    expect(card.summary).toContain('1 of 3 hidden tests passed.');
    expect(card.summary).toContain('Over time: 45 minutes for 30.');
    expect(card.summary).toContain('2 hints used.');
    expect(buildScorecard({ ...base, track: 'system_design' }).correctness).toBeNull();
  });
});
