import { lessonReplySchema, quizScoreReplySchema, shotReplySchema, type Widget } from '@learnbox/contracts';
import { eq, lessons, quizAttempts, shots } from '@learnbox/db';
import { LOCK_MESSAGES, QUIZ_MESSAGES } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../auth/testing/accounts-test-app';
import { buildContentTestApp, type ContentTestApp } from '../content/testing/content-test-app';

/**
 * POST /api/quiz/answer and GET /api/quiz/score on the seed: a free lesson (Python Basics' first)
 * with its seeded quiz plus a multiple-choice one whose explanation appears nowhere else, a shot
 * with the same quiz, and a priced lesson (C++ BSTs) that is locked for visitors and learners.
 */
const LESSON = 'lsn-python-hello';
const LESSON_URL = '/api/collection/python-basics/page/hello-python';
const SHOT = 'shot-python-list-comprehensions';
const SHOT_URL = '/api/edpresso/shot/url/answers/python-list-comprehensions';
const SECRET = 'only-the-server-knows-this-explanation';
const multi = {
  type: 'Quiz',
  id: 'pick-many',
  title: 'Which are true?',
  questions: [
    {
      id: 'm1',
      prompt: 'Which of these are Python keywords?',
      multiple: true,
      options: [
        { id: 'k-def', text: 'def', correct: true },
        { id: 'k-return', text: 'return', correct: true },
        { id: 'k-print', text: 'print' },
      ],
      explanation: `def and return are keywords; print is a function. ${SECRET}`,
    },
  ],
} satisfies Widget;

let app: ContentTestApp;
beforeAll(async () => {
  app = await buildContentTestApp({ quiz: { rateLimits: { answersPerIp: { max: 5, windowMs: 60_000 } } } });
  const db = app.deps.db;
  const [lesson] = await db.select().from(lessons).where(eq(lessons.id, LESSON));
  await db
    .update(lessons)
    .set({ widgets: [...(lesson?.widgets ?? []), multi] })
    .where(eq(lessons.id, LESSON));
  const [shot] = await db.select().from(shots).where(eq(shots.id, SHOT));
  await db
    .update(shots)
    .set({ content: [...(shot?.content ?? []), multi] })
    .where(eq(shots.id, SHOT));
}, 120_000);
afterAll(async () => {
  await app?.dispose();
});

/** A visitor's answer; `from` is the client address visitors' rate limit counts by. */
const answer = (payload: unknown, from = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/quiz/answer',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
    remoteAddress: from,
  });

const expectNoAnswers = (body: string) => {
  expect(body).not.toMatch(/"correct"\s*:/);
  expect(body).not.toContain('"explanation"');
  expect(body).not.toContain(SECRET);
  // The seeded quiz's explanation.
  expect(body).not.toContain('replaces the space');
};

describe('nothing reveals a quiz answer before answering', { timeout: APP_TIMEOUT_MS }, () => {
  it('lesson replies (visitor and learner, both URLs) carry questions and options only', async () => {
    const learner = await app.as('learner@example.com');
    for (const res of [
      await app.inject({ method: 'GET', url: LESSON_URL }),
      await app.inject({ method: 'GET', url: '/api/page/url/courses/python-basics/hello-python' }),
      await learner.get(LESSON_URL),
    ]) {
      expect(res.statusCode).toBe(200);
      expectNoAnswers(res.body);
      const widgets = lessonReplySchema.parse(res.json()).lesson.widgets;
      expect(widgets.find((widget) => widget.id === 'pick-many')).toEqual({
        type: 'Quiz',
        id: 'pick-many',
        title: 'Which are true?',
        questions: [
          {
            id: 'm1',
            prompt: 'Which of these are Python keywords?',
            multiple: true,
            options: [
              { id: 'k-def', text: 'def' },
              { id: 'k-return', text: 'return' },
              { id: 'k-print', text: 'print' },
            ],
          },
        ],
      });
    }
  });

  it('shot replies too', async () => {
    const res = await app.inject({ method: 'GET', url: SHOT_URL });
    expect(res.statusCode).toBe(200);
    expectNoAnswers(res.body);
    expect(shotReplySchema.parse(res.json()).content.some((widget) => widget.id === 'pick-many')).toBe(true);
  });
});

describe('POST /api/quiz/answer', { timeout: APP_TIMEOUT_MS }, () => {
  it('grades a visitor on a preview lesson without storing anything', async () => {
    const wrong = await answer({
      lesson_id: LESSON,
      widget_id: 'hello-quiz',
      question_id: 'q1',
      chosen: ['a'],
    });
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json()).toMatchObject({
      widget_id: 'hello-quiz',
      question_id: 'q1',
      chosen: ['a'],
      right: false,
      correct: ['b'],
      stored: false,
      lesson_completed: false,
    });
    expect(wrong.json().explanation).toContain('replaces the space');
    const right = await answer({
      lesson_id: LESSON,
      widget_id: 'hello-quiz',
      question_id: 'q1',
      chosen: ['b'],
    });
    expect(right.json()).toMatchObject({ right: true, stored: false });
    expect(await app.deps.db.select().from(quizAttempts)).toEqual([]);
  });

  it('grades a multiple-choice question as a set: exactly the correct options', async () => {
    const check = async (chosen: string[]) =>
      (await answer({ shot_id: SHOT, widget_id: 'pick-many', question_id: 'm1', chosen })).json();
    expect(await check(['k-return', 'k-def'])).toMatchObject({ right: true, correct: ['k-def', 'k-return'] });
    expect((await check(['k-def'])).right).toBe(false);
    expect((await check(['k-def', 'k-return', 'k-print'])).right).toBe(false);
    // The rate limit of visitors (5 a minute in this test) now answers 429.
    const limited = await answer({
      shot_id: SHOT,
      widget_id: 'pick-many',
      question_id: 'm1',
      chosen: ['k-def'],
    });
    expect(limited.statusCode).toBe(429);
  });

  it('refuses unknown quizzes and questions (404) and choices that are not options (400)', async () => {
    const learner = await app.as('learner@example.com');
    const post = (body: Record<string, unknown>) =>
      learner.post('/api/quiz/answer', {
        lesson_id: LESSON,
        widget_id: 'hello-quiz',
        question_id: 'q1',
        ...body,
      });
    expect((await post({ question_id: 'nope', chosen: ['a'] })).statusCode).toBe(404);
    expect((await post({ widget_id: 'first-program', chosen: ['a'] })).statusCode).toBe(404);
    expect((await post({ lesson_id: 'lsn-nope', chosen: ['a'] })).statusCode).toBe(404);
    const notOption = await post({ chosen: ['zz'] });
    expect(notOption.statusCode).toBe(400);
    expect(notOption.json().errorText).toBe(QUIZ_MESSAGES.CHOICE_NOT_AN_OPTION);
    const two = await post({ chosen: ['a', 'b'] });
    expect(two.statusCode).toBe(400);
    expect(two.json().errorText).toBe(QUIZ_MESSAGES.ONE_CHOICE_ONLY);
    expect((await post({ chosen: [] })).statusCode).toBe(400);
    expect(
      (await learner.post('/api/quiz/answer', { widget_id: 'x', question_id: 'q1', chosen: ['a'] }))
        .statusCode,
    ).toBe(400);
  });

  it('answers a locked lesson with the same 403 as reading it', async () => {
    const body = { lesson_id: 'lsn-cpp-bst', widget_id: 'bst-quiz', question_id: 'q1', chosen: ['a'] };
    const read = await app.inject({
      method: 'GET',
      url: '/api/collection/cpp-data-structures/page/binary-search-trees',
    });
    const res = await answer(body, '10.0.0.9');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(read.json());
    expect(res.json().errorText).toBe(LOCK_MESSAGES.login_required);
    const learner = await app.as('learner@example.com');
    const learnerRead = await learner.get('/api/collection/cpp-data-structures/page/binary-search-trees');
    const learnerAnswer = await learner.post('/api/quiz/answer', body);
    expect(learnerAnswer.statusCode).toBe(403);
    expect(learnerAnswer.json()).toEqual(learnerRead.json());
  });

  it("stores a learner's attempts, scores the latest per question, and completes the lesson once all were right", async () => {
    const learner = await app.as('learner@example.com');
    const post = (widget: string, question: string, chosen: string[]) =>
      learner.post('/api/quiz/answer', {
        lesson_id: LESSON,
        widget_id: widget,
        question_id: question,
        chosen,
      });

    const first = await post('hello-quiz', 'q1', ['c']);
    expect(first.json()).toMatchObject({ right: false, stored: true, lesson_completed: false });
    let score = quizScoreReplySchema.parse((await learner.get(`/api/quiz/score?lesson_id=${LESSON}`)).json());
    expect(score).toEqual({
      lesson_id: LESSON,
      quizzes: [
        { widget_id: 'hello-quiz', questions: 1, answered: 1, right: 0 },
        { widget_id: 'pick-many', questions: 1, answered: 0, right: 0 },
      ],
      passed: false,
    });

    expect((await post('hello-quiz', 'q1', ['b'])).json()).toMatchObject({
      right: true,
      lesson_completed: false,
    });
    expect((await post('pick-many', 'm1', ['k-def', 'k-return'])).json()).toMatchObject({
      right: true,
      stored: true,
      lesson_completed: true,
    });
    // A later wrong answer changes the latest score, not the completion.
    await post('hello-quiz', 'q1', ['a']);
    score = quizScoreReplySchema.parse((await learner.get(`/api/quiz/score?lesson_id=${LESSON}`)).json());
    expect(score.quizzes).toEqual([
      { widget_id: 'hello-quiz', questions: 1, answered: 1, right: 0 },
      { widget_id: 'pick-many', questions: 1, answered: 1, right: 1 },
    ]);
    expect(score.passed).toBe(true);

    const rows = await app.deps.db.select().from(quizAttempts).where(eq(quizAttempts.lessonId, LESSON));
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.userId === 'usr_demo_learner')).toBe(true);

    // The reader's lesson reply carries the latest verdicts, so a reload shows them.
    const read = lessonReplySchema.parse((await learner.get(LESSON_URL)).json());
    expect(read.lesson.completed).toBe(true);
    expect(read.lesson.quiz_answers).toEqual([
      expect.objectContaining({
        widget_id: 'hello-quiz',
        question_id: 'q1',
        chosen: ['a'],
        right: false,
        correct: ['b'],
      }),
      expect.objectContaining({
        widget_id: 'pick-many',
        question_id: 'm1',
        right: true,
        correct: ['k-def', 'k-return'],
      }),
    ]);
    expect(read.course.progress?.completed).toBeGreaterThanOrEqual(1);
    // A visitor's reply still holds none of it.
    expectNoAnswers((await app.inject({ method: 'GET', url: LESSON_URL })).body);
  });

  it('asks visitors to log in for a score', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/quiz/score?lesson_id=${LESSON}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorText).toBe(QUIZ_MESSAGES.SIGN_IN_FOR_SCORE);
  });
});
