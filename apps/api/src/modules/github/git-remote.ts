/**
 * What the git round trip needs from a git host, so use cases never see the git library: the
 * branches of a repository, and a short-lived clone of one branch to read and commit on.
 * isomorphic-git-remote.ts is the implementation over smart HTTP.
 */

/** A repository on the host, with the access token sent as basic auth (never in the URL). */
export interface RemoteRepository {
  url: string;
  token: string;
}

export interface GitAuthor {
  name: string;
  email: string;
}

/** Files to change on top of a clone's commit: texts to write and paths to delete. */
export interface TreeChanges {
  write: ReadonlyMap<string, string>;
  remove: readonly string[];
}

/** A shallow clone of one branch, alive only inside GitRemote.withClone. */
export interface GitClone {
  /** The branch's head when it was cloned. */
  readonly commit: string;
  /** Every file (blob) path of that commit's tree. */
  readonly paths: readonly string[];
  readText(path: string): Promise<string>;
  /** A commit with these changes whose parent is `commit`; `commit` itself when the tree would not change. */
  commitChanges(changes: TreeChanges, message: string, author: GitAuthor): Promise<string>;
  /** Makes `branch` on the host point at `commit` (a fast-forward of what it was). */
  push(commit: string, branch: string): Promise<void>;
}

/** Why a git operation failed, for the use cases to word (never the host's own text). */
export type GitFailureReason =
  | 'unreachable'
  | 'auth-refused'
  | 'repository-not-found'
  | 'branch-not-found'
  | 'push-rejected'
  | 'too-large'
  | 'too-many-files'
  | 'too-slow';

export class GitFailure extends Error {
  constructor(readonly reason: GitFailureReason) {
    super(`git: ${reason}`);
    this.name = 'GitFailure';
  }
}

export interface GitRemote {
  /** Branch names (without refs/heads/). */
  branches(repository: RemoteRepository): Promise<Set<string>>;
  /** Clones `branch` shallowly into a temporary folder that is removed when `use` settles. */
  withClone<T>(
    repository: RemoteRepository,
    branch: string,
    use: (clone: GitClone) => Promise<T>,
  ): Promise<T>;
}

/** Limits of one import or export: bytes downloaded, files in the tree, and wall time. */
export interface GitLimits {
  maxDownloadBytes: number;
  maxFiles: number;
  timeoutMs: number;
}

/** The numbers GIT_MESSAGES.TOO_LARGE, TOO_MANY_FILES and TOO_SLOW state. */
export const DEFAULT_GIT_LIMITS: GitLimits = {
  maxDownloadBytes: 50 * 1024 * 1024,
  maxFiles: 5000,
  timeoutMs: 60_000,
};
