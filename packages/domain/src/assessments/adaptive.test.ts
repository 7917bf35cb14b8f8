import { describe, expect, it } from 'vitest';
import { MAX_QUESTIONS, MIN_QUESTIONS, selectNextQuestion, stopReason } from './adaptive';
import { LEVEL_THRESHOLDS, proficiencyLevelOf } from './levels';
import { estimateAbility, itemInformation, probabilityCorrect, type Response } from './rasch';
import { recommendWorks } from './recommendations';
import { attemptDeadline, isTimeUp, RETAKE_COOLDOWN_MS, retakeAllowedAt } from './timing';

const bank = Array.from({ length: 33 }, (_, index) => ({
  id: `q${String(index).padStart(2, '0')}`,
  difficulty: -3 + index * 0.1875,
}));

describe('Rasch model', () => {
  it('a learner as able as the question is difficult answers right half the time', () => {
    expect(probabilityCorrect(1, 1)).toBeCloseTo(0.5);
    expect(probabilityCorrect(2, 0)).toBeGreaterThan(0.8);
    expect(itemInformation(0, 0)).toBeGreaterThan(itemInformation(0, 2));
  });

  it('with no answers the estimate is the prior, 0 ± 1', () => {
    const estimate = estimateAbility([]);
    expect(estimate.ability).toBeCloseTo(0, 5);
    expect(estimate.standardError).toBeCloseTo(1, 1);
  });

  it.each([
    { history: [] as Response[], difficulty: 0 },
    { history: [{ difficulty: 0, correct: true }], difficulty: 0.7 },
    { history: [{ difficulty: 1, correct: false }], difficulty: -0.5 },
  ])('ability goes up after a right answer and down after a wrong one (%#)', ({ history, difficulty }) => {
    const before = estimateAbility(history).ability;
    expect(estimateAbility([...history, { difficulty, correct: true }]).ability).toBeGreaterThan(before);
    expect(estimateAbility([...history, { difficulty, correct: false }]).ability).toBeLessThan(before);
  });

  it('stays within bounds after all-right or all-wrong runs, and grows surer with answers', () => {
    const right = Array.from({ length: 12 }, () => ({ difficulty: 3, correct: true }));
    const wrong = Array.from({ length: 12 }, () => ({ difficulty: -3, correct: false }));
    expect(estimateAbility(right).ability).toBeLessThanOrEqual(4);
    expect(estimateAbility(right).ability).toBeGreaterThan(2);
    expect(estimateAbility(wrong).ability).toBeGreaterThanOrEqual(-4);
    expect(estimateAbility(wrong).ability).toBeLessThan(-2);
    const mixed = [
      { difficulty: 0, correct: true },
      { difficulty: 0.5, correct: false },
      { difficulty: 0.2, correct: true },
      { difficulty: 0.4, correct: false },
    ];
    expect(estimateAbility(mixed).standardError).toBeLessThan(
      estimateAbility(mixed.slice(0, 1)).standardError,
    );
  });
});

describe('next question', () => {
  it('starts near the middle and never repeats a question', () => {
    const first = selectNextQuestion(bank, new Set(), 0);
    expect(Math.abs(first?.difficulty ?? 9)).toBeLessThan(0.1);
    const second = selectNextQuestion(bank, new Set([first?.id ?? '']), 0);
    expect(second?.id).not.toBe(first?.id);
  });

  it('returns null when every question was asked', () => {
    expect(selectNextQuestion(bank, new Set(bank.map((q) => q.id)), 0)).toBeNull();
  });

  /** Simulates an attempt where the learner answers with `answer`, returning the asked difficulties. */
  function simulate(answer: (difficulty: number) => boolean): number[] {
    const asked = new Set<string>();
    const responses: Response[] = [];
    for (let i = 0; i < MAX_QUESTIONS; i++) {
      const question = selectNextQuestion(bank, asked, estimateAbility(responses).ability);
      if (!question) break;
      asked.add(question.id);
      responses.push({ difficulty: question.difficulty, correct: answer(question.difficulty) });
    }
    return responses.map((r) => r.difficulty);
  }

  it('the difficulty follows the answers: harder after right answers, easier after wrong ones', () => {
    const allRight = simulate(() => true);
    const allWrong = simulate(() => false);
    for (let i = 1; i < allRight.length; i++) expect(allRight[i]).toBeGreaterThan(allRight[i - 1] as number);
    for (let i = 1; i < allWrong.length; i++) expect(allWrong[i]).toBeLessThan(allWrong[i - 1] as number);
    expect(allRight.at(-1)).toBeGreaterThan(1.5);
    expect(allWrong.at(-1)).toBeLessThan(-1.5);
  });

  it('closes in on a learner of middling ability (right below 0.8, wrong above)', () => {
    const asked = simulate((difficulty) => difficulty < 0.8);
    const estimate = estimateAbility(asked.map((difficulty) => ({ difficulty, correct: difficulty < 0.8 })));
    expect(Math.abs(estimate.ability - 0.8)).toBeLessThan(0.6);
    // Most of the later questions sit near the learner's ability.
    const late = asked.slice(6);
    expect(late.filter((difficulty) => Math.abs(difficulty - 0.8) < 1).length).toBeGreaterThan(
      late.length / 2,
    );
  });
});

describe('stopping', () => {
  const vague = { ability: 0, standardError: 0.9 };
  const sure = { ability: 0, standardError: 0.3 };
  it.each([
    { answered: 3, estimate: vague, remainingQuestions: 20, timeIsUp: true, expected: 'time' },
    { answered: MAX_QUESTIONS, estimate: vague, remainingQuestions: 20, timeIsUp: false, expected: 'length' },
    { answered: 4, estimate: vague, remainingQuestions: 0, timeIsUp: false, expected: 'bank_exhausted' },
    {
      answered: MIN_QUESTIONS,
      estimate: sure,
      remainingQuestions: 20,
      timeIsUp: false,
      expected: 'precision',
    },
    { answered: MIN_QUESTIONS - 1, estimate: sure, remainingQuestions: 20, timeIsUp: false, expected: null },
    { answered: 8, estimate: vague, remainingQuestions: 20, timeIsUp: false, expected: null },
  ])('answered $answered, time up $timeIsUp → $expected', ({ expected, ...input }) => {
    expect(stopReason(input)).toBe(expected);
  });
});

describe('levels', () => {
  it.each([
    [-3, 'Novice'],
    [LEVEL_THRESHOLDS[0], 'Beginner'],
    [-0.6, 'Beginner'],
    [0, 'Intermediate'],
    [0.5, 'Advanced'],
    [1.49, 'Advanced'],
    [2.5, 'Expert'],
  ] as const)('ability %d is %s', (ability, level) => {
    expect(proficiencyLevelOf(ability)).toBe(level);
  });
});

describe('recommendations', () => {
  const works = [
    {
      kind: 'path' as const,
      slug: 'dev',
      title: 'Dev path',
      tags: ['python', 'career'],
      difficulty: 'beginner',
    },
    {
      kind: 'course' as const,
      slug: 'py-adv',
      title: 'Advanced Python',
      tags: ['Python'],
      difficulty: 'advanced',
    },
    { kind: 'course' as const, slug: 'py', title: 'Python Basics', tags: ['python'], difficulty: 'beginner' },
    {
      kind: 'course' as const,
      slug: 'js',
      title: 'JavaScript',
      tags: ['javascript'],
      difficulty: 'beginner',
    },
  ];
  it('keeps the skill, puts the suitable difficulty first and courses before paths', () => {
    expect(recommendWorks(works, 'python', 'Beginner').map((w) => w.slug)).toEqual(['py', 'dev', 'py-adv']);
    expect(recommendWorks(works, 'python', 'Expert').map((w) => w.slug)[0]).toBe('py-adv');
    expect(recommendWorks(works, 'rust', 'Expert')).toEqual([]);
  });
});

describe('timing', () => {
  const start = new Date('2026-01-01T10:00:00Z');
  it('an attempt ends 20 minutes after it started', () => {
    expect(attemptDeadline(start).toISOString()).toBe('2026-01-01T10:20:00.000Z');
    expect(isTimeUp(start, new Date('2026-01-01T10:19:59Z'))).toBe(false);
    expect(isTimeUp(start, new Date('2026-01-01T10:20:00Z'))).toBe(true);
  });
  it('a retake waits 24 hours after the last finish', () => {
    expect(retakeAllowedAt(null, start)).toBeNull();
    expect(retakeAllowedAt(start, new Date(start.getTime() + 1000))?.getTime()).toBe(
      start.getTime() + RETAKE_COOLDOWN_MS,
    );
    expect(retakeAllowedAt(start, new Date(start.getTime() + RETAKE_COOLDOWN_MS))).toBeNull();
  });
});
