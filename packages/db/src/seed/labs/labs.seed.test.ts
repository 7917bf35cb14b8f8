import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../client';
import { labDockerJobs, labEnvVars, labInstances, labs, labTestRunners } from '../../schema/index';
import { createTestDb } from '../../testing';
import { seed } from '../index';
import { LAB_BASE_IMAGE } from './lab-files';
import { SEED_LABS } from './labs.seed';

describe('lab tables and the seeded labs (issue 13)', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb({ seed: true });
  }, 60_000);
  afterAll(() => handle.close());

  it('seeds the Linux, Node web API and Git labs, published, each FROM the local base image', async () => {
    const rows = await handle.db.select().from(labs).orderBy(labs.slug);
    expect(rows.map((row) => row.slug)).toEqual(['git-branching', 'linux-command-line', 'node-web-api']);
    for (const row of rows) {
      expect(row.dockerfile.split('\n')[0]).toBe(`FROM ${LAB_BASE_IMAGE}`);
      expect(row.dockerfile).toContain('USER learner');
      expect(row.published).toBe(true);
      expect(row.imageName).toBeNull();
    }
    expect(LAB_BASE_IMAGE).toBe('learnbox/lab-base:bookworm');
    expect(rows.find((row) => row.slug === 'node-web-api')?.appPort).toBe(3000);
  });

  it('stores jobs, test runners and env vars with the spec defaults', async () => {
    const [job] = await handle.db
      .select()
      .from(labDockerJobs)
      .where(eq(labDockerJobs.labId, 'lab-node-web-api'));
    expect(job).toMatchObject({ key: 'serve', runInLiveContainer: true, inputFileName: 'app/server.js' });
    expect(await handle.db.select().from(labTestRunners)).toHaveLength(3);
    const envs = await handle.db.select().from(labEnvVars).where(eq(labEnvVars.labId, 'lab-node-web-api'));
    expect(envs.map((env) => [env.key, env.useAsDefault, env.required, env.value])).toEqual([
      ['PORT', true, false, ''],
      ['NODE_ENV', true, false, ''],
    ]);
  });

  it('seeds again without copies and keeps an author edit', async () => {
    await handle.db.update(labs).set({ title: 'Edited' }).where(eq(labs.id, 'lab-git-branching'));
    await seed(handle.db);
    expect(await handle.db.select().from(labs)).toHaveLength(3);
    const [git] = await handle.db.select().from(labs).where(eq(labs.id, 'lab-git-branching'));
    expect(git?.title).toBe('Edited');
  });

  it('holds one open lab per user in the database too', async () => {
    const open = {
      userId: 'u1',
      homeVolume: 'lab-home-u1-linux',
      allocateAuth: 'secret-of-the-terminals',
      expiresAt: new Date(Date.now() + 60_000),
    };
    await handle.db.insert(labInstances).values({ ...open, id: 'i1', labId: 'lab-linux-command-line' });
    await expect(
      handle.db.insert(labInstances).values({ ...open, id: 'i2', labId: 'lab-git-branching' }),
    ).rejects.toThrow();
    await handle.db.update(labInstances).set({ endedAt: new Date() }).where(eq(labInstances.id, 'i1'));
    await handle.db.insert(labInstances).values({ ...open, id: 'i3', labId: 'lab-git-branching' });
    const rows = await handle.db.select().from(labInstances).where(eq(labInstances.userId, 'u1'));
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      ['i1', 'ALLOCATING'],
      ['i3', 'ALLOCATING'],
    ]);
  });
});

describe('the seeded test scripts print the live test result', () => {
  let home: string;
  beforeAll(() => {
    home = mkdtempSync(join(tmpdir(), 'lab-home-'));
  });
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  const script = (slug: string) => {
    const lab = SEED_LABS.find((entry) => entry.lab.slug === slug);
    return lab?.testRunners[0]?.testScript ?? '';
  };
  const run = (slug: string) =>
    JSON.parse(execFileSync('sh', ['-c', script(slug)], { env: { ...process.env, HOME: home } }).toString());

  it('fails every Linux check in an empty home, then passes them once the work is done', () => {
    expect(run('linux-command-line')).toMatchObject({ total_tests: 3, passed_tests: 0 });
    mkdirSync(join(home, 'notes'));
    writeFileSync(join(home, 'notes/hello.txt'), 'hello\n');
    writeFileSync(join(home, 'notes/users.txt'), execFileSync('sh', ['-c', 'wc -l < /etc/passwd']));
    const result = run('linux-command-line');
    expect(result).toEqual({
      total_tests: 3,
      passed_tests: 3,
      failure_description: '',
      results: [
        { name: 'The notes folder exists', passed: true },
        { name: 'hello.txt says hello', passed: true },
        { name: 'users.txt holds the line count of /etc/passwd', passed: true },
      ],
    });
  });

  it('quotes the Node checks so the shell runs them (no server here: both fail)', () => {
    expect(run('node-web-api')).toMatchObject({ total_tests: 2, passed_tests: 0 });
  });

  it('names the failed Git checks', () => {
    const result = run('git-branching');
    expect(result.passed_tests).toBe(0);
    expect(result.failure_description).toBe(
      'A feature branch exists. feature.txt is committed on main. main contains the feature branch.',
    );
  });
});
