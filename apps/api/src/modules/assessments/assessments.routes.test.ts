import type { AttemptStateReply } from '@learnbox/contracts';
import { SEED_ASSESSMENTS } from '@learnbox/db/seed/assessments/assessments.seed';
import type { SeedQuestion } from '@learnbox/db/seed/assessments/question-builders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthoringTestApp,
  buildAuthoringTestApp,
  type StudioCaller,
} from '../authoring/testing/authoring-test-app';

const bank = new Map<string, SeedQuestion>(
  SEED_ASSESSMENTS.flatMap(({ questions }) => questions.map((question) => [question.id, question] as const)),
);
const judged: { language: string; tests: number }[] = [];
let clock = new Date('2026-03-02T09:00:00Z');
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const learner = (userId: string): StudioCaller => ({ userId, email: `${userId}@example.com` });

let app: AuthoringTestApp;
beforeAll(async () => {
  app = await buildAuthoringTestApp(
    {},
    {
      assessments: {
        now: () => clock,
        // The runner stands in: the seed's solution passes, anything else fails.
        judge: async ({ language, code, tests }) => {
          judged.push({ language, tests: tests.length });
          return [...bank.values()].some((question) => question.solution === code);
        },
      },
    },
  );
});
afterAll(async () => app.dispose());

async function start(slug: string, caller: StudioCaller) {
  return app.call({ method: 'POST', url: `/api/assessments/${slug}/attempts` }, caller);
}

async function state(attemptId: string, caller: StudioCaller): Promise<AttemptStateReply> {
  const reply = await app.call({ method: 'GET', url: `/api/assessment-attempts/${attemptId}` }, caller);
  expect(reply.statusCode).toBe(200);
  return reply.json();
}

/** Answers the current question right or wrong, returning the next state. */
async function answer(attemptId: string, current: AttemptStateReply, right: boolean, caller: StudioCaller) {
  const question = bank.get(current.question?.id ?? '') as SeedQuestion;
  tick(20_000);
  const payload =
    question.kind === 'coding'
      ? { question_id: question.id, code: right ? question.solution : question.starterCode }
      : {
          question_id: question.id,
          option_id: question.options.find((option) => option.correct === right)?.id,
        };
  const reply = await app.call(
    { method: 'POST', url: `/api/assessment-attempts/${attemptId}/answers`, payload },
    caller,
  );
  expect(reply.statusCode, reply.body).toBe(200);
  const next: AttemptStateReply = reply.json();
  if (next.answered > current.answered) expect(next.last_answer_correct).toBe(right);
  return next;
}

/** Takes a whole attempt answering with `right(i)`; the difficulties asked, in order. */
async function takeAssessment(slug: string, caller: StudioCaller, right: (index: number) => boolean) {
  const started = await start(slug, caller);
  expect(started.statusCode, started.body).toBe(200);
  const attemptId: string = started.json().attempt_id;
  let current = await state(attemptId, caller);
  const difficulties: number[] = [];
  while (current.status === 'in_progress') {
    difficulties.push((bank.get(current.question?.id ?? '') as SeedQuestion).difficulty);
    current = await answer(attemptId, current, right(difficulties.length - 1), caller);
  }
  return { attemptId, difficulties };
}

describe('assessments api', () => {
  it('lists the seeded assessments and shows one to a visitor', async () => {
    const list = await app.call({ method: 'GET', url: '/api/assessments' });
    expect(list.statusCode).toBe(200);
    const slugs = list.json().assessments.map((item: { slug: string; question_count: number }) => {
      expect(item.question_count).toBeGreaterThanOrEqual(30);
      return item.slug;
    });
    expect(slugs).toEqual(expect.arrayContaining(['python', 'javascript']));
    const detail = await app.call({ method: 'GET', url: '/api/assessments/python' });
    expect(detail.json()).toMatchObject({
      slug: 'python',
      in_progress_attempt_id: null,
      cooldown_text: null,
    });
    expect((await app.call({ method: 'GET', url: '/api/assessments/nope' })).statusCode).toBe(404);
  });

  it('asks a visitor to log in before starting', async () => {
    const reply = await app.call({ method: 'POST', url: '/api/assessments/python/attempts' });
    expect(reply.statusCode).toBe(401);
  });

  it('never sends the answer, the difficulty or the tests of a question before it is answered', async () => {
    const caller = learner('secretive');
    const attemptId = (await start('python', caller)).json().attempt_id;
    for (let i = 0; i < 12; i++) {
      const reply = await app.call({ method: 'GET', url: `/api/assessment-attempts/${attemptId}` }, caller);
      const body = reply.body;
      expect(body).not.toMatch(/"correct"|difficulty|expected_output|solution|"tests"/);
      const current: AttemptStateReply = reply.json();
      if (current.status === 'finished') break;
      const seeded = bank.get(current.question?.id ?? '') as SeedQuestion;
      if (seeded.kind === 'coding') {
        expect(current.question?.starter_code).toBe(seeded.starterCode);
        expect(body).not.toContain(JSON.stringify(seeded.solution).slice(1, -1));
      }
      await answer(attemptId, current, i % 2 === 0, caller);
    }
  });

  it('adapts: harder questions after right answers, easier after wrong ones, then a level and recommendations', async () => {
    const strong = await takeAssessment('python', learner('strong'), () => true);
    const weak = await takeAssessment('python', learner('weak'), () => false);
    expect(strong.difficulties).toHaveLength(12);
    // Each answer moves the next question the same way until the bank's end is near.
    for (let i = 1; i < 6; i++) {
      expect(strong.difficulties[i]).toBeGreaterThan(strong.difficulties[i - 1] as number);
      expect(weak.difficulties[i]).toBeLessThan(weak.difficulties[i - 1] as number);
    }
    for (let i = 1; i < 12; i++)
      expect(strong.difficulties[i]).toBeGreaterThan(weak.difficulties[i] as number);
    expect(Math.min(...strong.difficulties.slice(6))).toBeGreaterThan(1);
    expect(Math.max(...weak.difficulties.slice(6))).toBeLessThan(-1);

    const strongResult = (
      await app.call(
        { method: 'GET', url: `/api/assessment-attempts/${strong.attemptId}/result` },
        learner('strong'),
      )
    ).json();
    const weakResult = (
      await app.call(
        { method: 'GET', url: `/api/assessment-attempts/${weak.attemptId}/result` },
        learner('weak'),
      )
    ).json();
    expect(strongResult.level).toBe('Expert');
    expect(weakResult.level).toBe('Novice');
    expect(strongResult.evidence).toHaveLength(12);
    expect(strongResult.evidence[0]).toMatchObject({ position: 1, correct: true, seconds: 20 });
    expect(strongResult.skills.length).toBeGreaterThan(1);
    // The bank is reused on retakes: a wrong answer's result does not name the right option.
    const weakBody = JSON.stringify(weakResult);
    for (const item of weakResult.evidence as { question_id: string }[]) {
      const right = bank.get(item.question_id)?.options.find((option) => option.correct)?.text ?? '';
      if (right.length > 12) expect(weakBody).not.toContain(JSON.stringify(right).slice(1, -1));
    }
    expect(weakResult.recommendations[0]).toMatchObject({
      kind: 'course',
      slug: 'python-basics',
      url: '/courses/python-basics',
    });
    expect(judged.length).toBeGreaterThan(0);
  });

  it('refuses a retake during the cool-down with a sentence that says when, and allows it after', async () => {
    const caller = learner('retaker');
    await takeAssessment('javascript', caller, (i) => i % 3 === 0);
    const refused = await start('javascript', caller);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorText).toMatch(
      /You can take it again on \d{4}-\d{2}-\d{2} at \d{2}:\d{2} UTC\./,
    );
    const detail = (await app.call({ method: 'GET', url: '/api/assessments/javascript' }, caller)).json();
    expect(detail.cooldown_text).toBe(refused.json().errorText);
    tick(24 * 60 * 60 * 1000);
    expect((await start('javascript', caller)).statusCode).toBe(200);
  });

  it('ends the attempt at the time limit with what was answered', async () => {
    const caller = learner('slow');
    const attemptId = (await start('python', caller)).json().attempt_id;
    let current = await state(attemptId, caller);
    current = await answer(attemptId, current, true, caller);
    current = await answer(attemptId, current, false, caller);
    const early = await app.call(
      { method: 'GET', url: `/api/assessment-attempts/${attemptId}/result` },
      caller,
    );
    expect(early.statusCode).toBe(409);
    tick(21 * 60 * 1000);
    const late = await app.call(
      {
        method: 'POST',
        url: `/api/assessment-attempts/${attemptId}/answers`,
        payload: { question_id: current.question?.id, option_id: 'a' },
      },
      caller,
    );
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ status: 'finished', question: null, answered: 2 });
    const result = (
      await app.call({ method: 'GET', url: `/api/assessment-attempts/${attemptId}/result` }, caller)
    ).json();
    expect(result).toMatchObject({ end_reason: 'time' });
    expect(new Date(result.finished_at).getTime() - new Date(result.started_at).getTime()).toBe(
      20 * 60 * 1000,
    );
    expect(result.evidence).toHaveLength(2);
  });

  it("hides another learner's attempt and refuses bad answers with a sentence", async () => {
    const owner = learner('owner-1');
    const attemptId = (await start('javascript', owner)).json().attempt_id;
    const current = await state(attemptId, owner);
    const stranger = learner('stranger');
    for (const url of [
      `/api/assessment-attempts/${attemptId}`,
      `/api/assessment-attempts/${attemptId}/result`,
    ])
      expect((await app.call({ method: 'GET', url }, stranger)).statusCode).toBe(404);
    const post = (payload: object, caller = owner) =>
      app.call({ method: 'POST', url: `/api/assessment-attempts/${attemptId}/answers`, payload }, caller);
    expect((await post({ question_id: current.question?.id, option_id: 'a' }, stranger)).statusCode).toBe(
      404,
    );
    expect((await app.call({ method: 'GET', url: '/api/assessment-attempts/nope' }, owner)).statusCode).toBe(
      404,
    );
    const wrongQuestion = await post({ question_id: 'js-01x', option_id: 'a' });
    expect(wrongQuestion.statusCode).toBe(409);
    const noOption = await post({ question_id: current.question?.id, option_id: 'zz' });
    expect(noOption.statusCode).toBe(400);
    expect(noOption.json().errorText).toBe('Choose one of the options.');
    expect((await post({ question_id: 42 })).statusCode).toBe(400);
  });
});

describe('assessment editor api', () => {
  const author: StudioCaller = { userId: 'author-1', email: 'author-1@example.com' };
  const question = {
    skill: 'basics',
    difficulty: 0,
    kind: 'multiple_choice',
    prompt: 'Pick yes.',
    options: [
      { text: 'yes', correct: true },
      { text: 'no', correct: false },
    ],
    tests: [],
  };
  const body = {
    slug: 'go-basics',
    title: 'Go basics',
    skill: 'Go',
    questions: [question, question, question],
  };

  it('lets a verified author create and edit their own assessment, and nobody else', async () => {
    const created = await app.call(
      { method: 'POST', url: '/api/assessment-editor/assessments', payload: body },
      author,
    );
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json();
    expect(saved.questions).toHaveLength(3);
    expect(saved.skill).toBe('go');
    const url = `/api/assessment-editor/assessments/${saved.id}`;
    expect((await app.call({ method: 'GET', url }, learner('other'))).statusCode).toBe(404);
    const edited = await app.call(
      { method: 'PUT', url, payload: { ...body, published: true, questions: saved.questions.slice(0, 2) } },
      author,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().questions.map((q: { id: string }) => q.id)).toEqual(
      saved.questions.slice(0, 2).map((q: { id: string }) => q.id),
    );
    expect((await app.call({ method: 'GET', url }, learner('other'))).statusCode).toBe(403);
    const list = (
      await app.call({ method: 'GET', url: '/api/assessment-editor/assessments' }, author)
    ).json();
    expect(list.assessments).toEqual([expect.objectContaining({ slug: 'go-basics', question_count: 2 })]);
  });

  it('refuses unverified authors, taken slugs and broken questions', async () => {
    const post = (payload: object, caller = author) =>
      app.call({ method: 'POST', url: '/api/assessment-editor/assessments', payload }, caller);
    expect((await post(body, { ...author, userId: 'new', unverified: true })).statusCode).toBe(403);
    expect((await post({ ...body, slug: 'python' })).statusCode).toBe(409);
    const broken = await post({
      ...body,
      slug: 'broken',
      questions: [
        {
          ...question,
          options: [
            { text: 'a', correct: false },
            { text: 'b', correct: false },
          ],
        },
      ],
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errorText).toBe('Mark exactly one option as correct.');
  });
});
