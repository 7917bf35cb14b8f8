import type { GithubExportReply } from '@learnbox/contracts';
import { replaceOwnedFiles, serializeContent } from '@learnbox/db/content';
import { DomainError, GIT_MESSAGES, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { GitRemote } from './git-remote';
import type { GithubRepository } from './github.repository';
import {
  contentRootOf,
  type RepositoryRequest,
  readContentFiles,
  remoteRepositoryOf,
  requireVerifiedAddress,
  talkingToGit,
} from './repository-access';

export interface ExportDeps {
  repository: GithubRepository;
  remote: GitRemote;
  baseUrl: string;
}

export interface ExportRequest extends RepositoryRequest {
  branch: string;
  message: string;
}

/**
 * POST /api/github/export: the caller's works (an author's own courses, paths and shots, and
 * their author file; internal staff: all content, like content:export) in the content format, as
 * one commit on `branch` (made from github_repo_branch when missing) that replaces those works'
 * files and leaves every other file as it was. Nothing changed: no commit, the head is answered.
 */
export async function exportWork(
  deps: ExportDeps,
  user: CurrentUser,
  request: ExportRequest,
): Promise<GithubExportReply> {
  const address = requireVerifiedAddress(user);
  const remote = remoteRepositoryOf(deps.baseUrl, request, request.branch);
  const authorIds = user.isInternalStaff
    ? undefined
    : (await deps.repository.authorsWithAddress(address)).map((author) => author.id);
  if (authorIds?.length === 0) throw new DomainError(GIT_MESSAGES.NOTHING_TO_EXPORT, STATUS.NOT_FOUND);
  const update = serializeContent(await deps.repository.exportBundle({ authorIds }));

  return talkingToGit(async () => {
    const branches = await deps.remote.branches(remote);
    if (!branches.has(request.github_repo_branch))
      throw new DomainError(GIT_MESSAGES.BRANCH_NOT_FOUND, STATUS.NOT_FOUND, {
        github_repo_branch: GIT_MESSAGES.BRANCH_NOT_FOUND,
      });
    const exists = branches.has(request.branch);
    const start = exists ? request.branch : request.github_repo_branch;
    return deps.remote.withClone(remote, start, async (clone) => {
      const root = contentRootOf(clone.paths);
      const before = await readContentFiles(clone, root);
      const after = replaceOwnedFiles(before, update);
      const write = new Map(
        [...after]
          .filter(([path, text]) => before.get(path) !== text)
          .map(([path, text]) => [root + path, text]),
      );
      const remove = [...before.keys()].filter((path) => !after.has(path)).map((path) => root + path);
      const commit = await clone.commitChanges({ write, remove }, request.message, {
        name: user.name || address,
        email: address,
      });
      if (commit !== clone.commit || !exists) await clone.push(commit, request.branch);
      return { commit, branch: request.branch };
    });
  });
}
