import { labInstances, labs } from '@learnbox/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLabsTestApp, type LabsTestApp } from './testing/labs-test-app';

/** The catalogue, the open lab's files, ending and resetting a session, and who may do it. */

let app: LabsTestApp;
beforeAll(async () => {
  app = await buildLabsTestApp({ subscribers: ['owner', 'other', 'racer', 'ender', 'twin'] });
}, 60_000);
afterAll(() => app?.dispose());

const NODE = '/api/instances/learnbox-team/lab-node-web-api';
const LINUX = '/api/instances/learnbox-team/lab-linux-command-line';
const allocate = async (user: string, base = LINUX) =>
  (await app.call({ method: 'POST', url: `${base}/allocate`, payload: {} }, { userId: user })).json();

describe('catalogue and detail', () => {
  it('lists the published labs with whether they have a preview', async () => {
    const reply = await app.call({ method: 'GET', url: '/api/labs' });
    expect(reply.statusCode).toBe(200);
    const { labs: listed } = reply.json();
    expect(listed).toContainEqual(
      expect.objectContaining({ author_id: 'learnbox-team', work_id: 'lab-node-web-api', has_preview: true }),
    );
    expect(listed).toContainEqual(
      expect.objectContaining({ work_id: 'lab-linux-command-line', has_preview: false }),
    );
  });

  it('answers a lab with its instructions and runners, and 404 with a sentence for drafts', async () => {
    const detail = await app.call({ method: 'GET', url: '/api/labs/learnbox-team/lab-git-branching' });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().instructions.length).toBeGreaterThan(0);
    expect(detail.json().test_runners).toEqual([{ id: 'git', name: expect.any(String) }]);
    expect(detail.json().jobs).toEqual([]);
    await app.deps.db.update(labs).set({ published: false }).where(eq(labs.id, 'lab-git-branching'));
    const draft = await app.call({ method: 'GET', url: '/api/labs/learnbox-team/lab-git-branching' });
    await app.deps.db.update(labs).set({ published: true }).where(eq(labs.id, 'lab-git-branching'));
    expect(draft.statusCode).toBe(404);
    expect(draft.json().errorText).toBe('This cloud lab does not exist or is not published.');
    expect(
      (await app.call({ method: 'GET', url: '/api/labs/learnbox-team/lab-git-branching' })).json().work_id,
    ).toBe('lab-git-branching');
    const relisted = (await app.call({ method: 'GET', url: '/api/labs' })).json().labs;
    expect(relisted.map((lab: { work_id: string }) => lab.work_id)).toContain('lab-git-branching');
  });

  it("answers a lab's jobs for its Run buttons: key, name, start script, the file it opens", async () => {
    const detail = await app.call({ method: 'GET', url: '/api/labs/learnbox-team/lab-node-web-api' });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().jobs).toEqual([
      {
        key: 'serve',
        name: 'Start the server',
        runScript: expect.stringContaining('server.js'),
        inputFileName: 'app/server.js',
        runInLiveContainer: true,
      },
    ]);
  });
});

describe('the open lab: preview, files, end and reset', () => {
  let id: string;

  it('answers the preview origin of a lab with an app port, null without', async () => {
    const linux = await allocate('ender');
    expect(linux.preview_url).toBeNull();
    const node = await allocate('owner', NODE);
    id = node.allocate_id;
    // LABS_PUBLIC_URL of the test app has no port: the default template has none either.
    expect(node.preview_url).toBe(`http://${id}.preview.localhost`);
  });

  it('reads and writes files of the owner only; anyone else gets 404 on every instance route', async () => {
    const put = await app.call(
      { method: 'PUT', url: `/api/instances/${id}/file`, payload: { path: 'src/app.js', content: 'ok ✓' } },
      { userId: 'owner' },
    );
    expect(put.json()).toEqual({ path: 'src/app.js', size: 6 });
    const read = await app.call(
      { method: 'GET', url: `/api/instances/${id}/file?path=src/app.js` },
      { userId: 'owner' },
    );
    expect(read.json()).toEqual({ path: 'src/app.js', content: 'ok ✓' });
    const tree = await app.call({ method: 'GET', url: `/api/instances/${id}/files` }, { userId: 'owner' });
    expect(tree.json().entries).toEqual([{ path: 'src/app.js', type: 'file', size: 6 }]);

    await allocate('other');
    const others = [
      { method: 'GET', url: `/api/instances/${id}/files` },
      { method: 'GET', url: `/api/instances/${id}/file?path=src/app.js` },
      { method: 'PUT', url: `/api/instances/${id}/file`, payload: { path: 'x', content: 'y' } },
      { method: 'POST', url: `/api/instances/${id}/reset` },
      { method: 'DELETE', url: `/api/instances/${id}` },
      { method: 'GET', url: `/api/instances/${id}/image/status` },
      { method: 'GET', url: `/api/instances/${id}/int-daemon/status` },
    ] as const;
    for (const request of others) {
      const reply = await app.call({ ...request }, { userId: 'other' });
      expect(reply.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(reply.json().errorText).toBe(
        'This lab session does not exist or has ended. Start the lab again.',
      );
    }
    const visitor = await app.call({ method: 'GET', url: `/api/instances/${id}/files` });
    expect(visitor.statusCode).toBe(401);
    expect(app.host.stopped).not.toContain(id);
    expect(app.host.files.get(id)?.get('x')).toBeUndefined();
  });

  it("refuses paths out of the home and files over 1 MB, and passes the host's 404 sentence", async () => {
    const read = (path: string) =>
      app.call(
        { method: 'GET', url: `/api/instances/${id}/file?path=${encodeURIComponent(path)}` },
        { userId: 'owner' },
      );
    expect((await read('../etc/passwd')).statusCode).toBe(400);
    expect((await read('/etc/passwd')).statusCode).toBe(400);
    const missing = await read('nope.txt');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorText).toBe('There is no such file in your lab.');
    const big = await app.call(
      {
        method: 'PUT',
        url: `/api/instances/${id}/file`,
        payload: { path: 'big', content: '✓'.repeat(400_000) },
      },
      { userId: 'owner' },
    );
    expect(big.statusCode).toBe(400);
    expect(big.json().errorText).toBe(
      'That file is larger than 1 MB, the most the lab editor opens or saves.',
    );
  });

  it('resets the home on the host and keeps the session', async () => {
    const reset = await app.call({ method: 'POST', url: `/api/instances/${id}/reset` }, { userId: 'owner' });
    expect(reset.json()).toEqual({ instance_id: id, vm_status: 'RUNNING', ended_at: null });
    expect(app.host.resets).toContain(id);
    const tree = await app.call({ method: 'GET', url: `/api/instances/${id}/files` }, { userId: 'owner' });
    expect(tree.json().entries).toEqual([]);
  });

  it('keeps the session open when the host cannot stop it, then ends it and stops the container', async () => {
    app.host.failStop = true;
    const failed = await app.call({ method: 'DELETE', url: `/api/instances/${id}` }, { userId: 'owner' });
    app.host.failStop = false;
    expect(failed.statusCode).toBe(503);
    const ended = await app.call({ method: 'DELETE', url: `/api/instances/${id}` }, { userId: 'owner' });
    expect(ended.json()).toEqual({
      instance_id: id,
      vm_status: 'CONTAINER_OFFLINE',
      ended_at: expect.any(String),
    });
    expect(app.host.stopped).toContain(id);
    const [row] = await app.deps.db.select().from(labInstances).where(eq(labInstances.id, id));
    expect(row?.endedAt).not.toBeNull();
    const again = await app.call({ method: 'GET', url: `/api/instances/${id}/files` }, { userId: 'owner' });
    expect(again.statusCode).toBe(404);
    // The slot is free: another lab starts.
    expect((await allocate('owner')).vm_status).toBe('ALLOCATED');
  });
});

describe('status machine and races', () => {
  it('gives concurrent run_tests calls distinct attempt numbers', async () => {
    await allocate('racer');
    const run = () =>
      app.call(
        { method: 'POST', url: `${LINUX}/page-1/doc-1/run_tests`, payload: { document_type: 'lab' } },
        { userId: 'racer' },
      );
    const replies = await Promise.all([run(), run(), run(), run()]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
    expect(replies.map((reply) => reply.json().attempt_count).sort()).toEqual([1, 2, 3, 4]);
  });

  it('answers the spec sentence with a failed pull and never moves a running lab backwards', async () => {
    const { allocate_id: racerLab } = await allocate('racer');
    const status = async (kind: string) =>
      (
        await app.call(
          { method: 'GET', url: `/api/instances/${racerLab}/${kind}/status` },
          { userId: 'racer' },
        )
      ).json();
    app.host.state = { image: 'present', state: 'running' };
    expect((await status('int-daemon')).vm_status).toBe('RUNNING');
    expect((await status('image')).vm_status).toBe('PULLED');
    const [row] = await app.deps.db.select().from(labInstances).where(eq(labInstances.id, racerLab));
    expect(row?.status).toBe('RUNNING');
    app.host.state = { image: 'failed', state: 'missing' };
    expect(await status('image')).toMatchObject({
      vm_status: 'PULL_FAILED',
      message: 'Failed to pull image!',
    });
    app.host.state = { image: 'present', state: 'running' };
  });

  it('answers the allocation failure with its sentence', async () => {
    app.host.failStart = true;
    const failed = await allocate('unlucky');
    app.host.failStart = false;
    expect(failed).toMatchObject({ vm_status: 'ALLOCATION_FAILED', message: 'Resources allocation failed!' });
  });
});

describe('allocate races', () => {
  it('resumes the one lab for two quick starts of the same lab, and refuses the other lab', async () => {
    const [a, b] = await Promise.all([allocate('twin'), allocate('twin')]);
    expect(a.allocate_id).toBe(b.allocate_id);
    const other = await app.call(
      { method: 'POST', url: `${NODE}/allocate`, payload: {} },
      { userId: 'twin' },
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().errorText).toBe(
      'Cannot start a new cloud lab/session when another lab/session is in progress.',
    );
  });
});
