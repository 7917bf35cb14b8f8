import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLabsTestApp, type LabsTestApp } from './testing/labs-test-app';

let app: LabsTestApp;
beforeAll(async () => {
  app = await buildLabsTestApp({ subscribers: ['subscriber'] });
}, 60_000);
afterAll(() => app?.dispose());

const LINUX = '/api/instances/learnbox-team/lab-linux-command-line';
const GIT = '/api/instances/learnbox-team/lab-git-branching';

const allocate = (user: string, base = LINUX) =>
  app.call({ method: 'POST', url: `${base}/allocate`, payload: { request_id: 'req-1' } }, { userId: user });
const stop = async (user: string) => {
  const { instances } = (await app.call({ method: 'GET', url: '/api/instances' }, { userId: user })).json();
  // A lab ends when its time runs out: move the clock past it, then back.
  const saved = app.clock.now;
  if (instances[0]) app.clock.now = new Date(instances[0].expires_at);
  await app.call({ method: 'GET', url: '/api/instances' }, { userId: user });
  app.clock.now = saved;
};

describe('allocate and the container statuses (spec section 7)', () => {
  it('starts a lab on the live host and answers the spec fields', async () => {
    const reply = await allocate('subscriber');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      vm_status: 'ALLOCATED',
      request_id: 'req-1',
      vm_password: '',
      live_host_url: 'https://labs.learnbox.example',
      expires_at: '2026-03-02T12:00:00.000Z',
      preview_url: null,
    });
    expect(body).not.toHaveProperty('message');
    expect(body.allocate_auth.length).toBeGreaterThanOrEqual(32);
    const sent = app.host.started.at(-1);
    expect(sent).toMatchObject({
      lab_id: body.allocate_id,
      image: 'learnbox/lab-linux-command-line:0',
      home_volume: 'lab-home-subscriber-lab-linux-command-line',
      memory_mb: 256,
      auth: body.allocate_auth,
      egress_allow_list: [],
    });
    expect(sent?.dockerfile.startsWith('FROM learnbox/lab-base:bookworm')).toBe(true);
  });

  it('resumes the open lab instead of starting another, and lists it', async () => {
    const first = (await allocate('subscriber')).json();
    const listed = (
      await app.call({ method: 'GET', url: '/api/instances' }, { userId: 'subscriber' })
    ).json();
    expect(listed.instances).toEqual([
      expect.objectContaining({
        instance_id: first.allocate_id,
        work_id: 'lab-linux-command-line',
        time_left_ms: 7_200_000,
      }),
    ]);
    const filtered = await app.call(
      { method: 'GET', url: '/api/instances?author_id=someone-else' },
      { userId: 'subscriber' },
    );
    expect(filtered.json()).toEqual({ instances: [] });
  });

  it('refuses a second lab with the spec sentence', async () => {
    const reply = await allocate('subscriber', GIT);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorText).toBe(
      'Cannot start a new cloud lab/session when another lab/session is in progress.',
    );
  });

  it('maps the host image and container states to PULLING, PULLED, RUNNING and DAEMON_FAILED', async () => {
    const { allocate_id: id } = (await allocate('subscriber')).json();
    const status = async (kind: string) =>
      (
        await app.call(
          { method: 'GET', url: `/api/instances/${id}/${kind}/status?request_id=r9` },
          { userId: 'subscriber' },
        )
      ).json();
    app.host.state = { image: 'pulling', state: 'missing' };
    expect(await status('image')).toEqual({ vm_status: 'PULLING', request_id: 'r9' });
    app.host.state = { image: 'present', state: 'created' };
    expect(await status('image')).toEqual({ vm_status: 'PULLED', request_id: 'r9' });
    expect((await status('int-daemon')).vm_status).toBe('WAITING_FOR_DAEMON');
    app.host.state = { image: 'present', state: 'running' };
    expect((await status('int-daemon')).vm_status).toBe('RUNNING');
    const other = await app.call(
      { method: 'GET', url: `/api/instances/${id}/image/status` },
      { userId: 'intruder' },
    );
    expect(other.statusCode).toBe(404);
  });

  it('answers ALLOCATION_FAILED when the host cannot start it, and frees the slot', async () => {
    app.host.failStart = true;
    const reply = await allocate('unlucky');
    app.host.failStart = false;
    expect(reply.json().vm_status).toBe('ALLOCATION_FAILED');
    expect((await allocate('unlucky', GIT)).json().vm_status).toBe('ALLOCATED');
  });

  it('gives others a 20-minute taste, then refuses with a sentence', async () => {
    const first = (await allocate('visitor')).json();
    expect(new Date(first.expires_at).getTime() - app.clock.now.getTime()).toBe(20 * 60_000);
    await stop('visitor');
    app.clock.now = new Date(app.clock.now.getTime() + 21 * 60_000);
    const again = await allocate('visitor');
    expect(again.statusCode).toBe(403);
    expect(again.json().errorText).toBe(
      'You have used your free cloud lab time. Subscribe to keep using cloud labs.',
    );
  });

  it('asks visitors to log in and refuses Android emulators with a sentence', async () => {
    const visitor = await app.call({ method: 'POST', url: `${LINUX}/allocate`, payload: {} });
    expect(visitor.statusCode).toBe(401);
    const android = await app.call(
      {
        method: 'POST',
        url: '/api/instances/android/learnbox-team/lab-linux-command-line/allocate-android',
        payload: {},
      },
      { userId: 'subscriber' },
    );
    expect(android.statusCode).toBe(400);
    expect(android.json().errorText).toBe(
      'Android emulators are not offered on this host. Cloud labs here run Linux containers only.',
    );
    expect((await allocate('subscriber', '/api/instances/learnbox-team/no-such-lab')).statusCode).toBe(404);
  });
});

describe('live tests (spec sections 4 and 7)', () => {
  const TESTS = `${LINUX}/page-1/doc-1`;
  const run = () =>
    app.call(
      { method: 'POST', url: `${TESTS}/run_tests`, payload: { document_type: 'lab' } },
      { userId: 'subscriber' },
    );
  const results = async (attempt: number) => {
    for (let poll = 0; poll < 50; poll += 1) {
      const reply = await app.call(
        { method: 'GET', url: `${TESTS}/test-results?document_type=lab&attempt_count=${attempt}` },
        { userId: 'subscriber' },
      );
      if (reply.statusCode !== 200 || reply.json().live_test_status !== null) return reply;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the test run never finished');
  };

  it('runs the test runners on the host and answers 101 with the results', async () => {
    app.host.testOutput = {
      output:
        'checking\n{"total_tests":2,"passed_tests":1,"failure_description":"b.","results":[{"name":"a","passed":true},{"name":"b","passed":false}]}\n',
      timed_out: false,
    };
    const started = await run();
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ attempt_count: 1 });
    const reply = await results(1);
    expect(reply.json()).toEqual({
      live_test_status: 101,
      results: {
        total_tests: 2,
        passed_tests: 1,
        failure_description: 'b.',
        tests: [
          { name: 'a', passed: true },
          { name: 'b', passed: false },
        ],
      },
      request_id: started.json().request_id,
    });
  });

  it('answers 102 on a timeout and 103 on output without a result', async () => {
    app.host.testOutput = { output: '', timed_out: true };
    expect((await run()).json().attempt_count).toBe(2);
    expect((await results(2)).json()).toMatchObject({
      live_test_status: 102,
      results: null,
      message: 'Max time-limit reached for Live Testing.',
    });
    app.host.testOutput = { output: 'Segmentation fault', timed_out: false };
    await run();
    expect((await results(3)).json()).toMatchObject({
      live_test_status: 103,
      results: null,
      message: 'Something went wrong. Please Contact Support',
    });
  });

  it('needs a started lab and a known attempt', async () => {
    const other = await app.call(
      { method: 'POST', url: `${GIT}/p/d/run_tests`, payload: { document_type: 'lab' } },
      { userId: 'subscriber' },
    );
    expect(other.json().errorText).toBe('Start the lab before running its tests.');
    expect((await results(99)).statusCode).toBe(404);
  });
});

// The image rebuild and build status calls are the author's: editor/lab-editor.routes.test.ts.

describe('interaction logs (spec section 7)', () => {
  it('stores lab and live widget interactions', async () => {
    const log = await app.call({
      method: 'POST',
      url: '/api/instances/log-interaction',
      payload: { request_id: 'r1', work_id: 'lab-git-branching', interaction_map: { step: 1 } },
    });
    expect(log.statusCode).toBe(200);
    const live = await app.call(
      {
        method: 'POST',
        url: '/api/userdata/live/interactions',
        payload: { app_id: 'a1', is_test_workspace: false },
      },
      { userId: 'subscriber' },
    );
    expect(live.statusCode).toBe(200);
    expect(live.json().id).not.toBe(log.json().id);
  });
});
