import type { ContentFiles } from '@learnbox/db/content';
import { CONTENT_SUBFOLDERS } from '@learnbox/db/content';
import {
  DomainError,
  GIT_MESSAGES,
  isValidBranchName,
  repositoryAddressErrors,
  STATUS,
  type StatusCode,
  trustedEmail,
} from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import { type GitClone, GitFailure, type GitFailureReason, type RemoteRepository } from './git-remote';

/** The spec's request fields that name a repository and the token to reach it. */
export interface RepositoryRequest {
  github_repo_owner: string;
  github_repo_name: string;
  github_repo_branch: string;
  github_pat: string;
}

/** A verified account's address; the round trip writes and reads works by it (issue 10's rule). */
export function requireVerifiedAddress(user: CurrentUser): string {
  const address = trustedEmail(user);
  if (!address) throw new DomainError(GIT_MESSAGES.VERIFY_EMAIL_FIRST, STATUS.ACCESS_DENIED);
  return address;
}

/** The clone URL `{base}/{owner}/{name}.git`, once every name is known to be safe in a URL path. */
export function remoteRepositoryOf(
  baseUrl: string,
  request: RepositoryRequest,
  /** export's target branch, checked like the others. */
  extraBranch?: string,
): RemoteRepository {
  const name = request.github_repo_name.replace(/\.git$/, '');
  const errors = repositoryAddressErrors({
    owner: request.github_repo_owner,
    name,
    branch: request.github_repo_branch,
  });
  if (extraBranch !== undefined && !isValidBranchName(extraBranch))
    errors.branch = GIT_MESSAGES.BRANCH_INVALID;
  if (Object.keys(errors).length > 0)
    throw new DomainError(GIT_MESSAGES.ADDRESS_INVALID, STATUS.OPERATION_NOT_ALLOWED, errors);
  return { url: `${baseUrl}/${request.github_repo_owner}/${name}.git`, token: request.github_pat };
}

const FAILURES: Record<GitFailureReason, [string, StatusCode]> = {
  unreachable: [GIT_MESSAGES.HOST_UNREACHABLE, STATUS.EXTERNAL_SERVICE_FAILED],
  'auth-refused': [GIT_MESSAGES.ACCESS_REFUSED, STATUS.ACCESS_DENIED],
  'repository-not-found': [GIT_MESSAGES.REPOSITORY_NOT_FOUND, STATUS.NOT_FOUND],
  'branch-not-found': [GIT_MESSAGES.BRANCH_NOT_FOUND, STATUS.NOT_FOUND],
  'push-rejected': [GIT_MESSAGES.PUSH_REJECTED, STATUS.ALREADY_EXISTS],
  'too-large': [GIT_MESSAGES.TOO_LARGE, STATUS.OPERATION_NOT_ALLOWED],
  'too-many-files': [GIT_MESSAGES.TOO_MANY_FILES, STATUS.OPERATION_NOT_ALLOWED],
  'too-slow': [GIT_MESSAGES.TOO_SLOW, STATUS.EXTERNAL_SERVICE_FAILED],
};

/** Runs a git operation; its failures become the sentences above (never the host's own words). */
export async function talkingToGit<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof GitFailure)) throw error;
    const [message, status] = FAILURES[error.reason];
    throw new DomainError(message, status);
  }
}

/** The files content/README.md describes; nothing else of a repository is read or written. */
const CONTENT_FILE =
  /^(authors\/[a-z0-9-]+\.yaml|courses\/[a-z0-9-]+\/course\.yaml|courses\/[a-z0-9-]+\/\d+-[a-z0-9-]+\.md|paths\/[a-z0-9-]+\.yaml|shots\/[a-z0-9-]+\.md)$/;

/** Where the content folder is in a repository: `content/` when there is one (like this repo), else the top. */
export function contentRootOf(paths: readonly string[]): '' | 'content/' {
  const inFolder = CONTENT_SUBFOLDERS.some((sub) => paths.some((path) => path.startsWith(`content/${sub}/`)));
  return inFolder ? 'content/' : '';
}

/** The content files of a clone, by their path inside the content folder. */
export async function readContentFiles(clone: GitClone, root: string): Promise<ContentFiles> {
  const files: ContentFiles = new Map();
  for (const path of clone.paths) {
    if (!path.startsWith(root)) continue;
    const inside = path.slice(root.length);
    if (CONTENT_FILE.test(inside)) files.set(inside, await clone.readText(path));
  }
  return files;
}
