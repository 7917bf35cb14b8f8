import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import git, { Errors, type TreeEntry } from 'isomorphic-git';
import {
  DEFAULT_GIT_LIMITS,
  type GitAuthor,
  type GitClone,
  GitFailure,
  type GitLimits,
  type GitRemote,
  type RemoteRepository,
  type TreeChanges,
} from './git-remote';
import { limitedHttpClient } from './limited-http';

type FlatEntry = Pick<TreeEntry, 'mode' | 'oid' | 'type'>;

const basicAuth = (token: string) => ({
  authorization: `Basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`,
});

/** isomorphic-git's and node's errors as the few reasons the use cases word. */
function failureOf(error: unknown): unknown {
  if (error instanceof GitFailure) return error;
  if (error instanceof Errors.HttpError) {
    const status = error.data.statusCode;
    if (status === 401 || status === 403) return new GitFailure('auth-refused');
    if (status === 404) return new GitFailure('repository-not-found');
    return new GitFailure('unreachable');
  }
  if (error instanceof Errors.PushRejectedError || error instanceof Errors.GitPushError)
    return new GitFailure('push-rejected');
  if (error instanceof Errors.NotFoundError) return new GitFailure('branch-not-found');
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code === 'string' && /^(E[A-Z_]+|UND_ERR\w*|ERR_\w+)$/.test(code))
    return new GitFailure('unreachable');
  if (error instanceof Errors.SmartHttpError || error instanceof Errors.ParseError)
    return new GitFailure('unreachable');
  return error;
}

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw failureOf(error);
  }
}

/** Every blob of a tree by path, read tree by tree (a shallow clone holds them all). */
async function flattenTree(dir: string, oid: string, maxFiles: number): Promise<Map<string, FlatEntry>> {
  const flat = new Map<string, FlatEntry>();
  const visit = async (treeOid: string, prefix: string) => {
    const { tree } = await git.readTree({ fs, dir, oid: treeOid });
    for (const entry of tree) {
      const path = prefix + entry.path;
      if (entry.type === 'tree') await visit(entry.oid, `${path}/`);
      else {
        flat.set(path, { mode: entry.mode, oid: entry.oid, type: entry.type });
        if (flat.size > maxFiles) throw new GitFailure('too-many-files');
      }
    }
  };
  await visit(oid, '');
  return flat;
}

/** Writes the trees of a flat listing, deepest first; returns the root tree's id. */
async function writeTrees(dir: string, flat: Map<string, FlatEntry>): Promise<string> {
  const write = async (prefix: string, paths: string[]): Promise<string> => {
    const files: TreeEntry[] = [];
    const folders = new Map<string, string[]>();
    for (const path of paths) {
      const rest = path.slice(prefix.length);
      const slash = rest.indexOf('/');
      if (slash < 0) {
        const entry = flat.get(path) as FlatEntry;
        files.push({ ...entry, path: rest });
      } else {
        const name = rest.slice(0, slash);
        folders.set(name, [...(folders.get(name) ?? []), path]);
      }
    }
    for (const [name, inside] of folders) {
      const oid = await write(`${prefix}${name}/`, inside);
      files.push({ mode: '040000', path: name, oid, type: 'tree' });
    }
    return git.writeTree({ fs, dir, tree: files });
  };
  return write('', [...flat.keys()]);
}

/**
 * The GitRemote over smart HTTP with isomorphic-git: shallow, single-branch clones without a
 * work tree into a temporary folder, trees and commits written as objects, pushed back.
 */
export function createIsomorphicGitRemote(limits: GitLimits = DEFAULT_GIT_LIMITS): GitRemote {
  const httpFor = () =>
    limitedHttpClient({ maxDownloadBytes: limits.maxDownloadBytes, deadline: Date.now() + limits.timeoutMs });

  return {
    branches: (repository) =>
      guarded(async () => {
        const refs = await git.listServerRefs({
          http: httpFor(),
          url: repository.url,
          prefix: 'refs/heads/',
          headers: basicAuth(repository.token),
        });
        return new Set(refs.map((ref) => ref.ref.slice('refs/heads/'.length)));
      }),

    async withClone(
      repository: RemoteRepository,
      branch: string,
      use: (clone: GitClone) => Promise<unknown>,
    ) {
      const dir = await mkdtemp(join(tmpdir(), 'learnbox-clone-'));
      const http = httpFor();
      const headers = basicAuth(repository.token);
      try {
        const { commit, flat, treeOid } = await guarded(async () => {
          await git.clone({
            fs,
            http,
            dir,
            url: repository.url,
            ref: branch,
            singleBranch: true,
            depth: 1,
            noCheckout: true,
            noTags: true,
            headers,
          });
          const head = await git.resolveRef({ fs, dir, ref: `refs/heads/${branch}` });
          const { commit: object } = await git.readCommit({ fs, dir, oid: head });
          return {
            commit: head,
            treeOid: object.tree,
            flat: await flattenTree(dir, object.tree, limits.maxFiles),
          };
        });
        const clone: GitClone = {
          commit,
          paths: [...flat.keys()],
          async readText(path) {
            const entry = flat.get(path);
            if (!entry) throw new Error(`no file ${path} in the clone`);
            const { blob } = await git.readBlob({ fs, dir, oid: entry.oid });
            return Buffer.from(blob).toString('utf8');
          },
          async commitChanges(changes: TreeChanges, message: string, author: GitAuthor) {
            const next = new Map(flat);
            for (const path of changes.remove) next.delete(path);
            for (const [path, text] of changes.write) {
              const oid = await git.writeBlob({ fs, dir, blob: Buffer.from(text, 'utf8') });
              next.set(path, { mode: '100644', oid, type: 'blob' });
            }
            const tree = await writeTrees(dir, next);
            if (tree === treeOid) return commit;
            return git.commit({ fs, dir, message, author, tree, parent: [commit], noUpdateBranch: true });
          },
          push: (oid, target) =>
            guarded(async () => {
              await git.writeRef({ fs, dir, ref: `refs/heads/${target}`, value: oid, force: true });
              const result = await git.push({
                fs,
                http,
                dir,
                url: repository.url,
                ref: target,
                remoteRef: target,
                headers,
              });
              if (!result.ok) throw new GitFailure('push-rejected');
            }),
        };
        return await use(clone);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  } as GitRemote;
}
