import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCodeInteractionsRepository } from './code-interactions.repository';
import { buildCodeTestApp, type CodeTestApp } from './testing/code-test-app';

let app: CodeTestApp;
beforeAll(async () => {
  app = await buildCodeTestApp({
    code: { rateLimits: { logsPerCaller: { max: 5, windowMs: 60_000 } } },
  });
}, 60_000);
afterAll(() => app?.dispose());

const log = (payload: unknown, caller = {}) =>
  app.call({ method: 'POST', url: '/api/code/log-interaction', payload: payload as object }, caller);

describe('POST /api/code/log-interaction (spec section 7)', () => {
  it('stores the spec’s fields, with the session’s user rather than the payload’s', async () => {
    const payload = {
      request_id: 'req-1',
      user_id: 'someone-else',
      author_id: 'learnbox-team',
      work_id: 'crs-python-basics',
      work_type: 'collection',
      page_id: 'lsn-python-hello',
      comp_id: 'first-program',
      comp_type: 'Code',
      is_draft_page: false,
      error_text: 'Execution cancelled.',
      performance_report: { total_ms: 812, attempts: 1 },
      interaction_map: { status: 460, target: 'proxy' },
    };
    const reply = await log(payload, { userId: 'learner-9', ip: '192.0.2.1' });
    expect(reply.statusCode).toBe(200);
    const row = await createCodeInteractionsRepository(app.deps.db).find(reply.json().id);
    expect(row).toMatchObject({
      requestId: 'req-1',
      userId: 'learner-9',
      authorId: 'learnbox-team',
      workId: 'crs-python-basics',
      workType: 'collection',
      pageId: 'lsn-python-hello',
      compId: 'first-program',
      compType: 'Code',
      isDraftPage: false,
      errorText: 'Execution cancelled.',
      performanceReport: { total_ms: 812, attempts: 1 },
      interactionMap: { status: 460, target: 'proxy' },
    });
  });

  it('accepts a logged-out, nearly empty entry', async () => {
    const reply = await log({ interaction_map: { status: 460 } }, { ip: '192.0.2.2' });
    expect(reply.statusCode).toBe(200);
    const row = await createCodeInteractionsRepository(app.deps.db).find(reply.json().id);
    expect(row).toMatchObject({ userId: null, interactionMap: { status: 460 }, errorText: null });
  });

  it.each([
    ['a huge report', { performance_report: { blob: 'x'.repeat(20_000) } }, 'performance_report'],
    ['a non-boolean draft flag', { is_draft_page: 'yes' }, 'is_draft_page'],
    ['a list instead of a map', { interaction_map: [1, 2] }, 'interaction_map'],
  ])('refuses %s with a readable 400', async (_name, payload, field) => {
    const reply = await log(payload, { ip: '192.0.2.3' });
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(reply.json().errors)).toContain(field);
  });

  it('rate-limits log calls per caller', async () => {
    const caller = { ip: '192.0.2.99' };
    for (let i = 0; i < 5; i++) expect((await log({}, caller)).statusCode).toBe(200);
    const limited = await log({}, caller);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorText).toMatch(/rate limit/);
  });
});
