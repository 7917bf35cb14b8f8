import type { AttemptStateReply } from '@learnbox/contracts';
import { SEED_ASSESSMENTS } from '@learnbox/db/seed/assessments/assessments.seed';
import type { SeedQuestion } from '@learnbox/db/seed/assessments/question-builders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthoringTestApp,
  buildAuthoringTestApp,
  type StudioCaller,
} from '../authoring/testing/authoring-test-app';
import { TEST_EXECUTION_SECRET } from '../code/testing/code-test-app';
import { type RunnerProcess, startRunnerProcess } from '../code/testing/runner-process';

/**
 * Coding questions judged by a real runner through the code module (the way app.ts wires it): the
 * seeded reference solution is accepted, the starter code is not.
 */
const bank = new Map<string, SeedQuestion>(
  SEED_ASSESSMENTS.flatMap(({ questions }) => questions.map((question) => [question.id, question] as const)),
);

let runner: RunnerProcess;
let app: AuthoringTestApp;
beforeAll(async () => {
  runner = await startRunnerProcess(TEST_EXECUTION_SECRET);
  app = await buildAuthoringTestApp({
    RUNNER_ORIGIN: runner.origin,
    EXECUTION_TOKEN_SECRET: TEST_EXECUTION_SECRET,
  });
}, 120_000);
afterAll(async () => {
  await app?.dispose();
  await runner?.stop();
});

/** Takes the assessment answering everything right (or wrong); the coding questions' verdicts. */
async function take(slug: string, caller: StudioCaller, right: boolean) {
  const attemptId = (
    await app.call({ method: 'POST', url: `/api/assessments/${slug}/attempts` }, caller)
  ).json().attempt_id;
  let state: AttemptStateReply = (
    await app.call({ method: 'GET', url: `/api/assessment-attempts/${attemptId}` }, caller)
  ).json();
  const verdicts: { id: string; correct: boolean | null }[] = [];
  while (state.status === 'in_progress') {
    const question = bank.get(state.question?.id ?? '') as SeedQuestion;
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
    state = reply.json();
    if (question.kind === 'coding') verdicts.push({ id: question.id, correct: state.last_answer_correct });
  }
  return verdicts;
}

describe('coding questions judged by the runner', () => {
  it('accepts the reference solution and rejects the starter code', { timeout: 180_000 }, async () => {
    const strong = [
      ...(await take('python', { userId: 'runner-py', email: 'runner-py@example.com' }, true)),
      ...(await take('javascript', { userId: 'runner-js', email: 'runner-js@example.com' }, true)),
    ];
    const weak = [
      ...(await take('python', { userId: 'runner-py-weak', email: 'runner-py-weak@example.com' }, false)),
      ...(await take('javascript', { userId: 'runner-js-weak', email: 'runner-js-weak@example.com' }, false)),
    ];
    expect(strong.length).toBeGreaterThan(0);
    expect(weak.length).toBeGreaterThan(0);
    for (const verdict of strong) expect(verdict, verdict.id).toMatchObject({ correct: true });
    for (const verdict of weak) expect(verdict, verdict.id).toMatchObject({ correct: false });
  });
});
