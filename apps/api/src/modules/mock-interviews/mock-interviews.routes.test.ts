import type { InterviewReply } from '@learnbox/contracts';
import { AUTHORED_CODING_PROBLEMS } from '@learnbox/db/seed/interviews/interview-problems';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelInterviewer, createOpenAiChatModel } from '../coach';
import { type RecordedModelServer, startRecordedModelServer } from '../coach/testing/recorded-model-server';
import { buildCodeTestApp, type CodeTestApp, TEST_EXECUTION_SECRET } from '../code/testing/code-test-app';
import { type RunnerProcess, startRunnerProcess } from '../code/testing/runner-process';

/**
 * Mock interviews on the seeded bank, judged by a real runner: a timed coding interview to its
 * scorecard, the clock, a system design interview, and nobody reads another's interview.
 */
const PROBLEM = AUTHORED_CODING_PROBLEMS.find((problem) => problem.id === 'iv-reverse-words');
let clock = new Date('2026-05-01T10:00:00Z');
let runner: RunnerProcess;
let app: CodeTestApp;

beforeAll(async () => {
  runner = await startRunnerProcess(TEST_EXECUTION_SECRET);
  app = await buildCodeTestApp({
    seed: true,
    config: { RUNNER_ORIGIN: runner.origin, EXECUTION_TOKEN_SECRET: TEST_EXECUTION_SECRET },
    app: {
      mockInterviews: {
        now: () => clock,
        // The reverse-words problem on the coding track, the first question on the design track.
        pick: (items) =>
          (items.find((item) => (item as { id: string }).id === PROBLEM?.id) ?? items[0]) as never,
      },
    },
  });
}, 180_000);
afterAll(async () => {
  await app?.dispose();
  await runner?.stop();
});

const post = (url: string, userId: string | undefined, payload?: object) =>
  app.call({ method: 'POST', url, ...(payload === undefined ? {} : { payload }) }, { userId });

describe('mock interviews', () => {
  it('asks who you are', async () => {
    expect((await post('/api/mock-interviews', undefined, { track: 'coding' })).statusCode).toBe(401);
    expect((await app.call({ method: 'GET', url: '/api/mock-interviews/history' })).statusCode).toBe(401);
  });

  it('answers 400 for a track it does not know', async () => {
    expect((await post('/api/mock-interviews', 'learner-a', { track: 'trivia' })).statusCode).toBe(400);
  });

  it('runs a coding interview to its scorecard, kept in the history', { timeout: 120_000 }, async () => {
    clock = new Date('2026-05-01T10:00:00Z');
    const started = await post('/api/mock-interviews', 'learner-a', { track: 'coding' });
    expect(started.statusCode, started.body).toBe(200);
    const interview: InterviewReply = started.json();
    expect(interview).toMatchObject({
      track: 'coding',
      stage: 'coding',
      tests: null,
      follow_ups: [],
      scorecard: null,
    });
    expect(interview.problem.title).toBe('Reverse the words');
    expect(JSON.stringify(interview)).not.toContain('world hello');
    const url = `/api/mock-interviews/${interview.id}`;

    // The starter fails the hidden tests; a hint is counted.
    const first = await post(`${url}/code`, 'learner-a', { code: interview.problem.starter_code });
    expect(first.json().tests).toEqual({ passed: 1, total: 3 });
    const hint = await post(`${url}/hint`, 'learner-a');
    expect(hint.json()).toMatchObject({ hints_used: 1 });
    expect(hint.json().text).not.toContain('reversed(input().split())');

    clock = new Date('2026-05-01T10:12:00Z');
    const solved = await post(`${url}/code`, 'learner-a', { code: PROBLEM?.solution });
    expect(solved.json().tests).toEqual({ passed: 3, total: 3 });

    const ended = await post(`${url}/end-coding`, 'learner-a');
    expect(ended.json().stage).toBe('follow_up');
    expect(ended.json().follow_ups).toHaveLength(2);
    expect((await post(`${url}/code`, 'learner-a', { code: 'print(1)' })).statusCode).toBe(409);
    expect((await post(`${url}/answers`, 'learner-a', { answers: ['only one'] })).statusCode).toBe(400);

    const done = await post(`${url}/answers`, 'learner-a', {
      answers: ['It is O(n): linear in the length of the line.', 'Extra spaces between words.'],
    });
    expect(done.statusCode, done.body).toBe(200);
    const card = done.json().scorecard;
    expect(card).toMatchObject({
      correctness: { passed: 3, total: 3 },
      minutes_used: 12,
      within_time: true,
      hints_used: 1,
    });
    expect(card.summary).toContain('Every hidden test passed.');
    expect(done.json().answers[0].note).toContain('A complete answer');
    expect(done.json().answers[1].note).toContain('could also have mentioned');

    const history = await app.call(
      { method: 'GET', url: '/api/mock-interviews/history' },
      { userId: 'learner-a' },
    );
    expect(history.json().interviews[0]).toMatchObject({
      id: interview.id,
      stage: 'done',
      title: 'Reverse the words',
    });
    expect(history.json().interviews[0].scorecard.correctness).toEqual({ passed: 3, total: 3 });

    // Another learner gets a 404 for it, and sees nothing in their history.
    expect((await app.call({ method: 'GET', url }, { userId: 'learner-b' })).statusCode).toBe(404);
    expect((await post(`${url}/hint`, 'learner-b')).statusCode).toBe(404);
    const other = await app.call(
      { method: 'GET', url: '/api/mock-interviews/history' },
      { userId: 'learner-b' },
    );
    expect(other.json().interviews).toEqual([]);
  });

  it('ends the coding part when the time is up', { timeout: 60_000 }, async () => {
    clock = new Date('2026-05-02T10:00:00Z');
    const interview: InterviewReply = (
      await post('/api/mock-interviews', 'learner-c', { track: 'coding' })
    ).json();
    clock = new Date('2026-05-02T10:45:00Z');
    const late = await post(`/api/mock-interviews/${interview.id}/code`, 'learner-c', { code: 'print(1)' });
    expect(late.statusCode).toBe(409);
    expect(late.json().errorText).toContain('Time is up');
    const read = await app.call(
      { method: 'GET', url: `/api/mock-interviews/${interview.id}` },
      { userId: 'learner-c' },
    );
    expect(read.json().stage).toBe('follow_up');
  });

  it('runs a system design interview in writing', async () => {
    clock = new Date('2026-05-03T10:00:00Z');
    const interview: InterviewReply = (
      await post('/api/mock-interviews', 'learner-d', { track: 'system_design' })
    ).json();
    expect(interview.problem.language).toBeNull();
    const url = `/api/mock-interviews/${interview.id}`;
    expect(
      (await post(`${url}/code`, 'learner-d', { code: 'A load balancer, app servers and a database.' }))
        .statusCode,
    ).toBe(200);
    const ended = (await post(`${url}/end-coding`, 'learner-d')).json();
    const done = await post(`${url}/answers`, 'learner-d', {
      answers: ended.follow_ups.map(() => 'I would add a cache.'),
    });
    expect(done.json().scorecard).toMatchObject({ correctness: null });
  });
});

describe('mock interviews with a model interviewer (local OpenAI-compatible server)', () => {
  let modelApp: CodeTestApp;
  let server: RecordedModelServer;
  beforeAll(async () => {
    server = await startRecordedModelServer();
    modelApp = await buildCodeTestApp({
      seed: true,
      app: {
        mockInterviews: {
          interviewer: createModelInterviewer(
            createOpenAiChatModel({ baseURL: server.baseURL, model: 'interviewer', timeoutMs: 3000 }),
          ),
        },
      },
    });
  }, 120_000);
  afterAll(async () => {
    await modelApp?.dispose();
    await server?.close();
  });

  it("writes the interviewer's notes with the model, the scripted checklist still scoring", async () => {
    const call = (url: string, payload?: object) =>
      modelApp.call({ method: 'POST', url, ...(payload ? { payload } : {}) }, { userId: 'learner-model' });
    const interview: InterviewReply = (await call('/api/mock-interviews', { track: 'system_design' })).json();
    const url = `/api/mock-interviews/${interview.id}`;
    await call(`${url}/code`, { code: 'Clients, a load balancer, app servers, a cache and a database.' });
    const ended = (await call(`${url}/end-coding`)).json();
    server.reply({ kind: 'stream', pieces: ['Good start; ', 'say more about failure.'] });
    const done = await call(`${url}/answers`, { answers: ended.follow_ups.map(() => 'A cache in front.') });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().answers.map((item: { note: string }) => item.note)).toEqual(
      ended.follow_ups.map(() => 'Good start; say more about failure.'),
    );
    expect(server.received).toHaveLength(ended.follow_ups.length);
    expect(done.json().scorecard.summary).toContain('The follow-up answers named');
  });
});
