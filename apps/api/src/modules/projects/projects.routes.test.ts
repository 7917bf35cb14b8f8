import {
  projectDetailReplySchema,
  sharedProjectReplySchema,
  submitProjectTaskReplySchema,
} from '@learnbox/contracts';
import { TEXT_STATS_JAVASCRIPT_PROJECT } from '@learnbox/db/seed/projects/text-stats-javascript.project';
import { TODO_PYTHON_PROJECT } from '@learnbox/db/seed/projects/todo-python.project';
import { PROJECT_MESSAGES } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../auth/testing/accounts-test-app';
import { TEST_EXECUTION_SECRET } from '../code/testing/code-test-app';
import { type RunnerProcess, startRunnerProcess } from '../code/testing/runner-process';
import { buildContentTestApp, type ContentTestApp } from '../content/testing/content-test-app';
import { isProjectFinished } from './index';

/**
 * Projects against a real runner: start, submit wrong then right, the next task opens, code is
 * kept, the finished page shows it, and no reply ever carries a hidden test or a solution.
 */
const project = TODO_PYTHON_PROJECT;
const [first, second, third] = project.tasks as [
  (typeof project.tasks)[0],
  (typeof project.tasks)[0],
  (typeof project.tasks)[0],
];
const base = `/api/projects/${project.slug}`;
const submitUrl = (taskId: string) => `${base}/tasks/${taskId}/submit`;

/** Inputs and outputs of every hidden test (all but each task's first), and solution code. */
const secretsOf = (tasks: typeof project.tasks) =>
  tasks.flatMap((task) => [
    ...task.tests.slice(1).flatMap((test) => [test.stdin.trim(), test.expected_output.trim()]),
    ...task.solution.map((file) => file.content),
  ]);
/** What the instructions and starters show anyway (a hidden output may repeat a line of them). */
const PUBLIC_TEXT = [...project.tasks, ...TEXT_STATS_JAVASCRIPT_PROJECT.tasks]
  .flatMap((task) => [task.instructions, ...task.starterFiles.map((file) => file.content)])
  .join('\n');
const SECRETS = [...secretsOf(project.tasks), ...secretsOf(TEXT_STATS_JAVASCRIPT_PROJECT.tasks)].filter(
  (secret) => secret.length > 6 && !PUBLIC_TEXT.includes(secret),
);
const expectNoSecrets = (body: string) => {
  for (const secret of SECRETS) expect(body).not.toContain(secret);
  expect(body).not.toContain('expected_output');
  expect(body).not.toContain('"solution"');
};

let runner: RunnerProcess;
let app: ContentTestApp;
beforeAll(async () => {
  runner = await startRunnerProcess(TEST_EXECUTION_SECRET);
  app = await buildContentTestApp({
    config: { RUNNER_ORIGIN: runner.origin, EXECUTION_TOKEN_SECRET: TEST_EXECUTION_SECRET },
  });
}, 120_000);
afterAll(async () => {
  await app?.dispose();
  await runner?.stop();
});

const put = (browser: Awaited<ReturnType<ContentTestApp['as']>>, url: string, payload: unknown) =>
  browser.request({ method: 'PUT', url, payload: payload as never });

it('checks a real number of secrets', () => expect(SECRETS.length).toBeGreaterThanOrEqual(16));

describe('projects', { timeout: APP_TIMEOUT_MS * 3 }, () => {
  it('lists the seeded projects and shows a project without tests or solutions to anyone', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/projects' });
    expect(list.statusCode).toBe(200);
    expect(list.json().projects.map((item: { slug: string }) => item.slug)).toEqual(
      expect.arrayContaining([project.slug, TEXT_STATS_JAVASCRIPT_PROJECT.slug]),
    );
    expectNoSecrets(list.body);
    for (const slug of [project.slug, TEXT_STATS_JAVASCRIPT_PROJECT.slug]) {
      const detail = await app.inject({ method: 'GET', url: `/api/projects/${slug}` });
      expect(detail.statusCode).toBe(200);
      expectNoSecrets(detail.body);
      const reply = projectDetailReplySchema.parse(detail.json());
      expect(reply.progress).toBeNull();
      expect(reply.tasks.every((task) => task.state === 'locked')).toBe(true);
    }
  });

  it('asks a visitor to log in before starting or submitting', async () => {
    const start = await app.inject({ method: 'POST', url: `${base}/start` });
    expect(start.statusCode).toBe(401);
    expect(start.json().errorText).toBe(PROJECT_MESSAGES.LOGIN_REQUIRED);
    const submit = await app.inject({
      method: 'POST',
      url: submitUrl(first.id),
      payload: { files: first.solution },
    });
    expect(submit.statusCode).toBe(401);
  });

  it('judges a learner through the tasks, keeps the code and shares the finished page', async () => {
    const learner = await app.as('learner@example.com');
    const early = await learner.post(submitUrl(first.id), { files: first.solution });
    expect(early.statusCode).toBe(403);
    expect(early.json().errorText).toBe(PROJECT_MESSAGES.NOT_STARTED);

    const started = projectDetailReplySchema.parse((await learner.post(`${base}/start`)).json());
    expect(started.tasks.map((task) => task.state)).toEqual(['open', 'locked', 'locked']);
    expect(started.progress?.finished_at).toBeNull();

    const locked = await learner.post(submitUrl(second.id), { files: second.solution });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().errorText).toBe(PROJECT_MESSAGES.TASK_LOCKED);

    const wrong = await learner.post(submitUrl(first.id), { files: first.starterFiles });
    expect(wrong.statusCode, wrong.body).toBe(200);
    expectNoSecrets(wrong.body);
    const wrongReply = submitProjectTaskReplySchema.parse(wrong.json());
    expect(wrongReply).toMatchObject({ passed: false, next_task_id: null, finished: false });
    expect(wrongReply.result.cases[0]).toMatchObject({ hidden: false, verdict: 'wrong_answer' });
    expect(wrongReply.result.cases.slice(1).every((item) => item.hidden && item.stdin === undefined)).toBe(
      true,
    );

    const right = await learner.post(submitUrl(first.id), { files: first.solution });
    expect(right.statusCode, right.body).toBe(200);
    const rightReply = submitProjectTaskReplySchema.parse(right.json());
    expect(rightReply).toMatchObject({ passed: true, next_task_id: second.id, finished: false });
    expect(rightReply.result.summary).toEqual({ total: 3, passed: 3, failed: 0 });

    const kept = projectDetailReplySchema.parse((await learner.get(base)).json());
    expect(kept.tasks.map((task) => task.state)).toEqual(['passed', 'open', 'locked']);
    expect(kept.tasks[0]?.files).toEqual(first.solution);
    expect(kept.project.passed_count).toBe(1);

    // Not finished yet: nothing to share, and certificates see it unfinished.
    expect(await isProjectFinished(app.deps.db, 'usr_demo_learner', project.id)).toBe(false);
    const tooEarly = await put(learner, `${base}/sharing`, { is_public: true });
    expect(tooEarly.statusCode).toBe(400);

    for (const task of [second, third]) {
      const res = await learner.post(submitUrl(task.id), { files: task.solution });
      expect(submitProjectTaskReplySchema.parse(res.json()).passed, res.body).toBe(true);
    }
    const done = projectDetailReplySchema.parse((await learner.get(base)).json());
    expect(done.progress?.finished_at).not.toBeNull();
    expect(await isProjectFinished(app.deps.db, 'usr_demo_learner', project.id)).toBe(true);
    const shareId = done.progress?.share_id as string;

    // Private at first: its learner sees it, others get a 404.
    const own = await learner.get(`/api/projects/shared/${shareId}`);
    expect(own.statusCode).toBe(200);
    const other = await app.as('subscriber@example.com');
    expect((await other.get(`/api/projects/shared/${shareId}`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/projects/shared/${shareId}` })).statusCode).toBe(
      404,
    );

    const shared = await put(learner, `${base}/sharing`, { is_public: true });
    expect(shared.json()).toEqual({ share_id: shareId, is_public: true });
    const page = await app.inject({ method: 'GET', url: `/api/projects/shared/${shareId}` });
    expect(page.statusCode).toBe(200);
    const reply = sharedProjectReplySchema.parse(page.json());
    expect(reply.learner_name).toBe('Lee Learner');
    expect(reply.tasks.map((task) => task.files)).toEqual([first.solution, second.solution, third.solution]);

    // The learner can make it private again.
    await put(learner, `${base}/sharing`, { is_public: false });
    expect((await app.inject({ method: 'GET', url: `/api/projects/shared/${shareId}` })).statusCode).toBe(
      404,
    );

    // Another learner's progress stays their own.
    const theirs = projectDetailReplySchema.parse((await other.get(base)).json());
    expect(theirs.progress).toBeNull();
    expect(theirs.tasks.every((task) => task.files === null)).toBe(true);
  });

  it('answers bad input with a 400 and unknown things with a 404', async () => {
    const learner = await app.as('learner@example.com');
    const noFiles = await learner.post(submitUrl(first.id), { files: [] });
    expect(noFiles.statusCode).toBe(400);
    expect(noFiles.json().errorText).toEqual(expect.any(String));
    const badName = await learner.post(submitUrl(first.id), { files: [{ name: '../x.py', content: '' }] });
    expect(badName.statusCode).toBe(400);
    expect((await learner.post('/api/projects/Not_A_Slug/start')).statusCode).toBe(400);
    expect((await learner.post('/api/projects/no-such-project/start')).statusCode).toBe(404);
    expect((await learner.post(submitUrl('no-such-task'), { files: first.solution })).statusCode).toBe(404);
    expect((await learner.get('/api/projects/shared/short')).statusCode).toBe(400);
    expect((await learner.get('/api/projects/shared/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).statusCode).toBe(404);
  });
});

describe('project editor', { timeout: APP_TIMEOUT_MS }, () => {
  it('lets an author create, fill and publish a project that others cannot edit', async () => {
    const author = await app.as('author@example.com');
    const created = await author.post('/api/project-editor/projects', {
      slug: 'editor-made-project',
      title: 'Editor made',
      language: 'python',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    const taken = await author.post('/api/project-editor/projects', {
      slug: project.slug,
      title: 'Copy',
      language: 'python',
    });
    expect(taken.statusCode).toBe(409);

    // A draft is its author's only.
    expect((await app.inject({ method: 'GET', url: '/api/projects/editor-made-project' })).statusCode).toBe(
      404,
    );
    const task = {
      id: null,
      title: 'Say hi',
      instructions: 'Print `hi`.',
      starter_files: [{ name: 'main.py', content: '' }],
      main_file: null,
      tests: [{ name: 'Example', stdin: '', expected_output: 'hi\n' }],
      solution: [{ name: 'main.py', content: "print('hi')\n" }],
    };
    const body = { slug: 'editor-made-project', title: 'Editor made', summary: 'Hi.', language: 'python' };
    const empty = await put(author, `/api/project-editor/projects/${id}`, {
      ...body,
      published: true,
      tasks: [],
    });
    expect(empty.statusCode).toBe(400);
    const saved = await put(author, `/api/project-editor/projects/${id}`, {
      ...body,
      published: true,
      tasks: [task],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().tasks[0].id).toEqual(expect.any(String));
    const visible = await app.inject({ method: 'GET', url: '/api/projects/editor-made-project' });
    expect(visible.statusCode).toBe(200);
    expect(visible.body).not.toContain("print('hi')");

    const check = await author.post(`/api/project-editor/projects/${id}/check`);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().tasks[0].result).toMatchObject({ status: 'accepted', summary: { passed: 1 } });

    const other = await app.as('subscriber@example.com');
    expect((await other.get(`/api/project-editor/projects/${id}`)).statusCode).toBe(404);
    expect((await other.post(`/api/project-editor/projects/${id}/check`)).statusCode).toBe(404);
    expect(
      (await put(other, `/api/project-editor/projects/${id}`, { ...body, published: false, tasks: [] }))
        .statusCode,
    ).toBe(404);
    // Seeded projects have no owner: nobody edits them here.
    expect((await author.get(`/api/project-editor/projects/${project.id}`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/project-editor/projects' })).statusCode).toBe(401);
  });
});
