import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** git with no user or system configuration, so the machine's settings never change a test. */
const GIT_ENV = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Seed',
  GIT_AUTHOR_EMAIL: 'seed@example.com',
  GIT_COMMITTER_NAME: 'Seed',
  GIT_COMMITTER_EMAIL: 'seed@example.com',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
};

/** Runs plain git in `cwd`; its standard output, trimmed of the last line end. */
export async function git(cwd: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd, env: GIT_ENV, maxBuffer: 64 * 1024 * 1024 });
  return stdout.replace(/\n$/, '');
}

export interface GitHttpServer {
  /** `http://127.0.0.1:<port>`: GITHUB_BASE_URL for the api under test. */
  baseUrl: string;
  /** The token the server accepts as the basic-auth password (any user name). */
  token: string;
  /** The bare repository folder of owner/name. */
  repositoryDir(owner: string, name: string): string;
  /** A bare repository whose `branch` holds `contentDir` copied to `content/` in one commit; that commit. */
  createContentRepository(owner: string, name: string, contentDir: string, branch?: string): Promise<string>;
  /** Requests answered so far (a wrong token's included). */
  requests: number;
  close(): Promise<void>;
}

/**
 * A real git smart-HTTP server on loopback: `git http-backend` (CGI) behind node:http, serving
 * bare repositories under a temporary GIT_PROJECT_ROOT at /<owner>/<name>.git, with pushes on
 * (http.receivepack). Every request needs basic auth whose password is `token`, like GitHub's
 * `x-access-token:<PAT>`; anything else gets a 401.
 */
export async function startGitHttpServer(token = 'test-pat-0123456789'): Promise<GitHttpServer> {
  const root = await mkdtemp(join(tmpdir(), 'learnbox-git-server-'));
  const state = { requests: 0 };
  const server = http.createServer((req, res) => {
    state.requests += 1;
    const [scheme, encoded] = (req.headers.authorization ?? '').split(' ');
    const [user, password] = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(':');
    if (scheme !== 'Basic' || !user || password !== token) {
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"', 'Content-Type': 'text/plain' });
      res.end('Authentication required\n');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const child = spawn('git', ['http-backend'], {
      env: {
        ...GIT_ENV,
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        REMOTE_USER: user,
        REMOTE_ADDR: '127.0.0.1',
        REQUEST_METHOD: req.method ?? 'GET',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        ...(req.headers['content-encoding']
          ? { HTTP_CONTENT_ENCODING: req.headers['content-encoding'] }
          : {}),
        ...(req.headers['git-protocol'] ? { GIT_PROTOCOL: String(req.headers['git-protocol']) } : {}),
      },
    });
    req.pipe(child.stdin);
    let head = Buffer.alloc(0);
    let started = false;
    child.stdout.on('data', (chunk: Buffer) => {
      if (started) {
        res.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      started = true;
      let status = 200;
      const headers: Record<string, string> = {};
      for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else headers[name] = value;
      }
      res.writeHead(status, headers);
      res.write(head.subarray(end + 4));
    });
    child.on('close', () => {
      if (!started) res.writeHead(500).end();
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const repositoryDir = (owner: string, name: string) => join(root, owner, `${name}.git`);

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    token,
    repositoryDir,
    get requests() {
      return state.requests;
    },
    async createContentRepository(owner, name, contentDir, branch = 'main') {
      const bare = repositoryDir(owner, name);
      await mkdir(bare, { recursive: true });
      await git(bare, 'init', '--quiet', '--bare', `--initial-branch=${branch}`);
      await git(bare, 'config', 'http.receivepack', 'true');
      const work = await mkdtemp(join(tmpdir(), 'learnbox-git-work-'));
      try {
        await git(work, 'init', '--quiet', `--initial-branch=${branch}`);
        await cp(contentDir, join(work, 'content'), { recursive: true });
        await git(work, 'add', '--all');
        await git(work, 'commit', '--quiet', '-m', 'Seed content');
        await git(work, 'push', '--quiet', bare, `${branch}:${branch}`);
        return await git(work, 'rev-parse', 'HEAD');
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(root, { recursive: true, force: true });
    },
  };
}
