import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, lessons, shots } from '@learnbox/db';
import { GIT_MESSAGES } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentTestApp, type ContentTestApp } from '../content/testing/content-test-app';
import { GitFailure } from './git-remote';
import { createIsomorphicGitRemote } from './isomorphic-git-remote';
import { type GitHttpServer, git, startGitHttpServer } from './testing/git-http-server';

const SEED_CONTENT = fileURLToPath(new URL('../../../../../content', import.meta.url));
const STAFF = 'staff@learnbox.dev';
const ADA = 'author@example.com';
const EDITED_LESSON = 'lsn-python-hello';

/** Clone folders the remote left in the temporary directory (it must leave none). */
const leftClones = async () => (await readdir(tmpdir())).filter((name) => name.startsWith('learnbox-clone-'));

// Each test clones and pushes through a real git server: allow for a busy machine.
describe('git round trip against git http-backend on loopback', { timeout: 60_000 }, () => {
  let server: GitHttpServer;
  let app: ContentTestApp;
  let seedCommit: string;
  let scratch: string;

  const body = (fields: Record<string, string> = {}) => ({
    github_repo_owner: 'learnbox',
    github_repo_name: 'content',
    github_repo_branch: 'main',
    github_pat: server.token,
    ...fields,
  });
  const bare = () => server.repositoryDir('learnbox', 'content');

  beforeAll(async () => {
    server = await startGitHttpServer();
    seedCommit = await server.createContentRepository('learnbox', 'content', SEED_CONTENT);
    scratch = await mkdtemp(join(tmpdir(), 'learnbox-git-test-'));
    app = await buildContentTestApp({ config: { GITHUB_BASE_URL: server.baseUrl } });
  }, 120_000);
  afterAll(async () => {
    await app?.dispose();
    await server?.close();
    await rm(scratch, { recursive: true, force: true });
  }, 60_000);

  it('finds git http-backend on this machine', async () => {
    const execPath = await git(tmpdir(), '--exec-path');
    expect((await readdir(execPath)).includes('git-http-backend')).toBe(true);
  });

  it('imports the seed repository and exports it back unchanged (no new commit, same tree)', async () => {
    const staff = await app.as(STAFF);
    const imported = await staff.post('/api/github/import', body());
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ commit: seedCommit, courses: 4, paths: 1, shots: 16, authors: 2 });

    const exported = await staff.post(
      '/api/github/export',
      body({ branch: 'round-trip', message: 'Export' }),
    );
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json()).toEqual({ commit: seedCommit, branch: 'round-trip' });
    expect(await git(bare(), 'rev-parse', 'round-trip^{tree}')).toBe(
      await git(bare(), 'rev-parse', 'main^{tree}'),
    );
    expect(await leftClones()).toEqual([]);
  });

  it('exports a studio edit of one lesson as a commit whose diff is exactly that edit', async () => {
    const staff = await app.as(STAFF);
    expect((await staff.post('/api/github/import', body())).statusCode).toBe(200);
    // What publishing a lesson does to the live row (the studio api writes the same column).
    const [row] = await app.deps.db.select().from(lessons).where(eq(lessons.id, EDITED_LESSON));
    const edited = JSON.parse(
      JSON.stringify(row?.widgets).replace('is one line long.', 'is a single line long.'),
    );
    await app.deps.db.update(lessons).set({ widgets: edited }).where(eq(lessons.id, EDITED_LESSON));

    const exported = await staff.post(
      '/api/github/export',
      body({ branch: 'studio-edit', message: 'Shorter intro' }),
    );
    expect(exported.statusCode, exported.body).toBe(200);
    const { commit } = exported.json() as { commit: string };
    expect(commit).not.toBe(seedCommit);
    expect(await git(bare(), 'rev-parse', 'studio-edit')).toBe(commit);
    expect(await git(bare(), 'rev-parse', `${commit}^`)).toBe(seedCommit);
    expect(await git(bare(), 'log', '-1', '--format=%s|%an|%ae', commit)).toBe(
      'Shorter intro|Stan Staff|staff@learnbox.dev',
    );
    expect(await git(bare(), 'diff', '--name-only', seedCommit, commit)).toBe(
      'content/courses/python-basics/01-hello-python.md',
    );
    const changed = (await git(bare(), 'diff', '--unified=0', seedCommit, commit))
      .split('\n')
      .filter((line) => /^[-+](?![-+]{2} )/.test(line));
    expect(changed).toEqual([
      '-Every programming journey starts with a program that prints something. In Python that program is one line long.',
      '+Every programming journey starts with a program that prints something. In Python that program is a single line long.',
    ]);

    // Exported again with nothing new: the branch stays where it is.
    const again = await staff.post('/api/github/export', body({ branch: 'studio-edit', message: 'Again' }));
    expect(again.json()).toEqual({ commit, branch: 'studio-edit' });
  });

  it('answers a wrong token, a missing branch or repository, an unreachable host and hostile names with sentences', async () => {
    const staff = await app.as(STAFF);
    const wrongToken = await staff.post('/api/github/import', body({ github_pat: 'not-the-token-4242' }));
    expect(wrongToken.statusCode).toBe(403);
    expect(wrongToken.json().errorText).toBe(GIT_MESSAGES.ACCESS_REFUSED);
    expect(wrongToken.body).not.toContain('not-the-token-4242');

    const noBranch = await staff.post('/api/github/import', body({ github_repo_branch: 'no-such-branch' }));
    expect(noBranch.statusCode).toBe(404);
    expect(noBranch.json().errorText).toBe(GIT_MESSAGES.BRANCH_NOT_FOUND);
    const noBase = await staff.post(
      '/api/github/export',
      body({ github_repo_branch: 'gone', branch: 'x', message: 'm' }),
    );
    expect(noBase.statusCode).toBe(404);

    const noRepository = await staff.post('/api/github/import', body({ github_repo_name: 'missing' }));
    expect(noRepository.statusCode).toBe(404);
    expect(noRepository.json().errorText).toBe(GIT_MESSAGES.REPOSITORY_NOT_FOUND);

    const before = server.requests;
    const hostile = await staff.post(
      '/api/github/import',
      body({ github_repo_owner: '../../etc', github_repo_name: 'a/b?x=1', github_repo_branch: 'main..x' }),
    );
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().errors).toEqual({
      github_repo_owner: GIT_MESSAGES.OWNER_INVALID,
      github_repo_name: GIT_MESSAGES.NAME_INVALID,
      github_repo_branch: GIT_MESSAGES.BRANCH_INVALID,
    });
    const hostileTarget = await staff.post('/api/github/export', body({ branch: '-x/../y', message: 'm' }));
    expect(hostileTarget.statusCode).toBe(400);
    expect(hostileTarget.json().errors).toEqual({ branch: GIT_MESSAGES.BRANCH_INVALID });
    expect(server.requests).toBe(before);

    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = await buildContentTestApp({ config: { GITHUB_BASE_URL: `http://127.0.0.1:${port}` } });
    try {
      const unreachable = await (await offline.as(STAFF)).post('/api/github/import', body());
      expect(unreachable.statusCode).toBe(503);
      expect(unreachable.json().errorText).toBe(GIT_MESSAGES.HOST_UNREACHABLE);
    } finally {
      await offline.dispose();
    }
    expect(await leftClones()).toEqual([]);
  });

  it('needs a signed-in user with a verified address', async () => {
    const visitor = await app.browser().post('/api/github/import', body());
    expect(visitor.statusCode).toBe(401);
    const newcomer = app.browser();
    const signup = await newcomer.post('/api/user/signup', {
      full_name: 'New Author',
      email: 'new-author@example.com',
      password: 'learnbox-new-author',
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const unverified = await newcomer.post('/api/github/import', body());
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().errorText).toBe(GIT_MESSAGES.VERIFY_EMAIL_FIRST);
  });

  it("refuses a repository holding someone else's existing work, and writes nothing", async () => {
    // The seed repository with one of Ada's shots retitled: Ada may change that shot, not the team's works.
    const folder = join(scratch, 'mixed');
    await cp(SEED_CONTENT, folder, { recursive: true });
    const shotFile = join(folder, 'shots', 'bash-strict-mode.md');
    await writeFile(
      shotFile,
      (await readFile(shotFile, 'utf8')).replace('title: What does', 'title: Why does'),
    );
    await server.createContentRepository('ada', 'mixed', folder);

    const ada = await app.as(ADA);
    const refused = await ada.post(
      '/api/github/import',
      body({ github_repo_owner: 'ada', github_repo_name: 'mixed' }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorText).toBe(GIT_MESSAGES.NOT_YOUR_WORK);
    const [shot] = await app.deps.db.select().from(shots).where(eq(shots.id, 'shot-bash-strict-mode'));
    expect(shot?.title).toBe('What does set -euo pipefail do?');
  });

  it("imports an author's own works, gives new ones to the importer, and exports only theirs", async () => {
    // Ada's works only, plus a new shot that names another author in the file.
    const folder = join(scratch, 'own');
    await cp(SEED_CONTENT, folder, { recursive: true });
    await rm(join(folder, 'authors', 'learnbox-team.yaml'));
    await rm(join(folder, 'paths'), { recursive: true });
    for (const course of ['cpp-data-structures', 'python-basics'])
      await rm(join(folder, 'courses', course), { recursive: true });
    for (const name of await readdir(join(folder, 'shots'))) {
      const text = await readFile(join(folder, 'shots', name), 'utf8');
      if (text.includes('author: learnbox-team')) await rm(join(folder, 'shots', name));
    }
    const original = await readFile(join(folder, 'shots', 'bash-strict-mode.md'), 'utf8');
    const newShot = original
      .replace('id: shot-bash-strict-mode', 'id: shot-bash-traps')
      .replace('slug: bash-strict-mode', 'slug: bash-traps')
      .replace('author: ada-author', 'author: learnbox-team');
    await writeFile(join(folder, 'shots', 'bash-traps.md'), newShot);
    const base = await server.createContentRepository('ada', 'own', folder);

    const ada = await app.as(ADA);
    const own = { github_repo_owner: 'ada', github_repo_name: 'own' };
    const imported = await ada.post('/api/github/import', body(own));
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ commit: base, courses: 2, paths: 0, shots: 10, authors: 1 });
    const [shot] = await app.deps.db.select().from(shots).where(eq(shots.id, 'shot-bash-traps'));
    expect(shot?.authorId).toBe('ada-author');

    const exported = await ada.post(
      '/api/github/export',
      body({ ...own, branch: 'ada-export', message: 'Mine' }),
    );
    expect(exported.statusCode, exported.body).toBe(200);
    const { commit } = exported.json() as { commit: string };
    const changed = (await git(server.repositoryDir('ada', 'own'), 'diff', '--unified=0', base, commit))
      .split('\n')
      .filter((line) => /^[-+](?![-+]{2} )/.test(line));
    expect(changed).toEqual(['-author: learnbox-team', '+author: ada-author']);
  });

  it('stops at the file, download and time limits and removes the clone', async () => {
    const repository = { url: `${server.baseUrl}/learnbox/content.git`, token: server.token };
    const limited = (limits: Partial<Parameters<typeof createIsomorphicGitRemote>[0]>) =>
      createIsomorphicGitRemote({
        maxDownloadBytes: 50 * 1024 * 1024,
        maxFiles: 5000,
        timeoutMs: 30_000,
        ...limits,
      });
    const reason = (promise: Promise<unknown>) =>
      promise.then(
        () => 'none',
        (error) => (error instanceof GitFailure ? error.reason : String(error)),
      );
    expect(await reason(limited({ maxFiles: 10 }).withClone(repository, 'main', async () => null))).toBe(
      'too-many-files',
    );
    expect(
      await reason(limited({ maxDownloadBytes: 2000 }).withClone(repository, 'main', async () => null)),
    ).toBe('too-large');
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const slow = limited({ timeoutMs: 300 }).branches({
        url: `http://127.0.0.1:${port}/a/b.git`,
        token: 't',
      });
      expect(await reason(slow)).toBe('too-slow');
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
    expect(await leftClones()).toEqual([]);
  });
});
