import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLabsTestApp, type LabsTestApp } from '../testing/labs-test-app';

let app: LabsTestApp;
beforeAll(async () => {
  app = await buildLabsTestApp({ subscribers: ['learner'] });
}, 60_000);
afterAll(() => app?.dispose());

/** team@learnbox.dev wrote the seeded labs (content/authors/learnbox-team.yaml). */
const AUTHOR = { userId: 'author', email: 'team@learnbox.dev' };
/** A planted non-author: signed in, verified, and the author of nothing. */
const STRANGER = { userId: 'stranger', email: 'stranger@example.com' };
const GIT = '/api/lab-editor/labs/learnbox-team/lab-git-branching';
const IMAGE = '/api/labs/learnbox-team/lab-git-branching/image';

const setupOf = async (url = GIT) => (await app.call({ method: 'GET', url }, AUTHOR)).json();
const save = (body: unknown, caller = AUTHOR, url = GIT) =>
  app.call({ method: 'PUT', url, payload: body as Record<string, unknown> }, caller);

describe('the lab editor: who may edit (the lab policy)', () => {
  it("lists the author's labs and the authors they write as", async () => {
    const reply = await app.call({ method: 'GET', url: '/api/lab-editor/labs' }, AUTHOR);
    expect(reply.statusCode).toBe(200);
    const { authors, labs } = reply.json();
    expect(authors).toEqual([{ author_id: 'learnbox-team', name: 'Learnbox Team' }]);
    expect(labs.map((lab: { work_id: string }) => lab.work_id).sort()).toEqual([
      'lab-git-branching',
      'lab-linux-command-line',
      'lab-node-web-api',
    ]);
  });

  it('shows a non-author no labs, and refuses every author call to them (403) or to visitors (401)', async () => {
    expect((await app.call({ method: 'GET', url: '/api/lab-editor/labs' }, STRANGER)).json()).toEqual({
      authors: [],
      labs: [],
    });
    const setup = await setupOf();
    const calls = [
      app.call({ method: 'GET', url: GIT }, STRANGER),
      save(setup, STRANGER),
      app.call({ method: 'PUT', url: `${GIT}/published`, payload: { published: false } }, STRANGER),
      app.call({ method: 'PUT', url: `${IMAGE}/rebuild`, payload: {} }, STRANGER),
      app.call({ method: 'GET', url: `${IMAGE}/build-status?image_name=x` }, STRANGER),
      app.call({ method: 'GET', url: `${IMAGE}/build-log?image_name=x` }, STRANGER),
      app.call(
        {
          method: 'POST',
          url: '/api/lab-editor/labs',
          payload: { author_id: 'learnbox-team', title: 'Mine' },
        },
        STRANGER,
      ),
    ];
    const replies = await Promise.all(calls);
    expect(replies.map((reply) => reply.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(replies[0]?.json().errorText).toBe(
      'Only the author of this lab can change it or rebuild its image.',
    );
    expect((await app.call({ method: 'GET', url: GIT })).statusCode).toBe(401);
    expect((await app.call({ method: 'GET', url: '/api/lab-editor/labs' })).statusCode).toBe(401);
    expect((await setupOf('/api/lab-editor/labs/learnbox-team/no-such-lab')).errorText).toBe(
      'This cloud lab does not exist or is not published.',
    );
  });
});

describe('the lab editor: the setup', () => {
  it('reads the seeded setup with its jobs, runners and environment variables', async () => {
    const node = await setupOf('/api/lab-editor/labs/learnbox-team/lab-node-web-api');
    expect(node).toMatchObject({
      author_id: 'learnbox-team',
      work_id: 'lab-node-web-api',
      app_port: 3000,
      memory_mb: 256,
      published: true,
      jobs: [{ key: 'serve', runInLiveContainer: true, inputFileName: 'app/server.js' }],
      test_runners: [{ id: 'api', name: 'API checks' }],
      latest_build: null,
    });
    expect(node.envs).toContainEqual(
      expect.objectContaining({ key: 'PORT', defaultValue: '3000', useAsDefault: true, required: false }),
    );
    expect(node.allowed_capabilities).toContain('NET_BIND_SERVICE');
  });

  it('saves the whole setup; new environment entries get the spec defaults', async () => {
    const setup = await setupOf();
    const reply = await save({
      ...setup,
      title: 'Git branching, revised',
      app_port: 8080,
      capabilities: ['NET_BIND_SERVICE'],
      egress_allow_list: ['Github.com'],
      jobs: [{ key: 'status', name: 'Status', runScript: 'git status' }],
      test_runners: [{ id: 'checks', name: 'Checks', testScript: 'exit 0' }],
      envs: [{ id: 'editor', key: 'EDITOR' }],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const saved = await setupOf();
    expect(saved).toMatchObject({
      title: 'Git branching, revised',
      app_port: 8080,
      capabilities: ['NET_BIND_SERVICE'],
      egress_allow_list: ['github.com'],
      jobs: [{ key: 'status', name: 'Status', runScript: 'git status', runInLiveContainer: false }],
      test_runners: [{ id: 'checks', name: 'Checks', testScript: 'exit 0' }],
      envs: [
        {
          id: 'editor',
          key: 'EDITOR',
          name: '',
          value: '',
          info: '',
          required: false,
          useAsDefault: true,
          deleted: false,
          defaultValue: '',
        },
      ],
    });
  });

  it('refuses a broken setup with a sentence per field, and saves nothing', async () => {
    const setup = await setupOf();
    const reply = await save({
      ...setup,
      title: 'Changed',
      dockerfile: 'FROM ubuntu:24.04\n',
      memory_mb: 1,
      capabilities: ['SYS_ADMIN'],
      jobs: [
        { key: 'a', name: 'A', runScript: 'x' },
        { key: 'a', name: 'B', runScript: 'y' },
      ],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      errorText: 'The lab was not saved: fix the fields marked below.',
      errors: {
        dockerfile:
          'The Dockerfile must start with FROM learnbox/lab-base:bookworm (no image registry is reachable from the lab host).',
        memoryMb: 'Memory must be a whole number of megabytes from 64 to 2048.',
        'capabilities.0': 'This capability cannot be given to a lab. Labs may add back only the listed ones.',
        'jobs.1.key': 'Another entry already uses this key.',
      },
    });
    expect((await setupOf()).title).toBe(setup.title);
    const wrongShape = await save({ ...setup, memory_mb: 'lots' });
    expect(wrongShape.statusCode).toBe(400);
  });

  it('creates a draft lab, which publishes only once its image is built', async () => {
    const created = await app.call(
      {
        method: 'POST',
        url: '/api/lab-editor/labs',
        payload: { author_id: 'learnbox-team', title: 'Docker basics' },
      },
      AUTHOR,
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ author_id: 'learnbox-team', work_id: 'lab-docker-basics' });
    const url = '/api/lab-editor/labs/learnbox-team/lab-docker-basics';
    const draft = await setupOf(url);
    expect(draft).toMatchObject({ published: false, image_name: null, slug: 'docker-basics' });
    expect(draft.dockerfile.startsWith('FROM learnbox/lab-base:bookworm\n')).toBe(true);
    const again = await app.call(
      {
        method: 'POST',
        url: '/api/lab-editor/labs',
        payload: { author_id: 'learnbox-team', title: 'Docker basics' },
      },
      AUTHOR,
    );
    expect(again.statusCode).toBe(409);
    const early = await app.call(
      { method: 'PUT', url: `${url}/published`, payload: { published: true } },
      AUTHOR,
    );
    expect(early.json().errorText).toBe('Rebuild the image successfully before publishing this lab.');
    // A draft is not in the learners' reach.
    const allocate = await app.call(
      { method: 'POST', url: '/api/instances/learnbox-team/lab-docker-basics/allocate', payload: {} },
      { userId: 'learner' },
    );
    expect(allocate.statusCode).toBe(404);

    app.host.buildLog = ['STEP 1/2: FROM learnbox/lab-base:bookworm'];
    const build = (
      await app.call(
        { method: 'PUT', url: '/api/labs/learnbox-team/lab-docker-basics/image/rebuild', payload: {} },
        AUTHOR,
      )
    ).json();
    expect((await app.call({ method: 'GET', url: build.build_status_url }, AUTHOR)).json().build_status).toBe(
      'SUCCESS',
    );
    const published = await app.call(
      { method: 'PUT', url: `${url}/published`, payload: { published: true } },
      AUTHOR,
    );
    expect(published.json()).toMatchObject({ published: true, image_name: 'learnbox/lab-docker-basics:1' });
  });
});

describe('image rebuild and build status (spec sections 4 and 7)', () => {
  it('builds a new image for the author and follows its log to SUCCESS, a few new lines a poll', async () => {
    app.host.buildLog = [
      'STEP 1/5: FROM learnbox/lab-base:bookworm',
      'STEP 2/5: RUN echo hi',
      'hi',
      'COMMIT',
    ];
    const dockerfile = 'FROM learnbox/lab-base:bookworm\nRUN echo hi\n';
    const rebuild = await app.call(
      { method: 'PUT', url: `${IMAGE}/rebuild`, payload: { dockerfile } },
      AUTHOR,
    );
    expect(rebuild.statusCode).toBe(200);
    const body = rebuild.json();
    expect(body.image_name).toBe('learnbox/lab-git-branching:1');
    expect(app.host.builds.get(body.image_name)?.dockerfile).toBe(dockerfile);
    expect((await setupOf()).latest_build).toMatchObject({
      image_name: body.image_name,
      build_status: 'PENDING',
    });
    // The editor reads the log from the count of lines it has shown; the host hands two per poll.
    const log = async (from: number) =>
      (await app.call({ method: 'GET', url: `${body.build_log_url}&from=${from}` }, AUTHOR)).json();
    expect(await log(0)).toEqual({ lines: app.host.buildLog.slice(0, 2), next: 2, build_status: 'PENDING' });
    const status = async () => (await app.call({ method: 'GET', url: body.build_status_url }, AUTHOR)).json();
    expect(await status()).toEqual({ build_status: 'SUCCESS' });
    expect(await log(2)).toEqual({ lines: ['hi', 'COMMIT'], next: 4, build_status: 'SUCCESS' });
    expect(await log(4)).toEqual({ lines: [], next: 4, build_status: 'SUCCESS' });
    const setup = await setupOf();
    expect(setup).toMatchObject({ dockerfile, image_name: body.image_name });
    // The next allocation of this lab runs the new image.
    await app.call(
      { method: 'POST', url: '/api/instances/learnbox-team/lab-git-branching/allocate', payload: {} },
      { userId: 'learner' },
    );
    expect(app.host.started.at(-1)?.image).toBe(body.image_name);
  });

  it('refuses to build a Dockerfile that does not start FROM the base image', async () => {
    const reply = await app.call(
      { method: 'PUT', url: `${IMAGE}/rebuild`, payload: { dockerfile: 'FROM alpine\n' } },
      AUTHOR,
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual({
      dockerfile:
        'The Dockerfile must start with FROM learnbox/lab-base:bookworm (no image registry is reachable from the lab host).',
    });
  });

  it('names unknown builds', async () => {
    const unknown = await app.call({ method: 'GET', url: `${IMAGE}/build-status?image_name=nope` }, AUTHOR);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorText).toBe('No build of this lab has that image name.');
  });
});
