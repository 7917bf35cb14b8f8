import { z } from 'zod';

/**
 * The git round trip of content (issue 14): import a repository in the content-folder format
 * (content/README.md) over smart HTTP, and export one's works back as a commit on a branch. Field
 * names are the spec's (github_repo_owner, github_repo_name, github_repo_branch, github_pat); the
 * api checks the characters of each name and answers a sentence per field.
 */
export const githubRepositoryBodySchema = z.object({
  github_repo_owner: z.string().trim().min(1).max(100),
  github_repo_name: z.string().trim().min(1).max(100),
  github_repo_branch: z.string().trim().min(1).max(200),
  /** A personal access token; sent to the git host as basic auth and never stored or echoed. */
  github_pat: z.string().trim().min(1).max(500),
});
export type GithubRepositoryBody = z.input<typeof githubRepositoryBodySchema>;

/** How many rows of each kind an import wrote. */
export const githubImportReplySchema = z.object({
  commit: z.string(),
  courses: z.number().int(),
  paths: z.number().int(),
  shots: z.number().int(),
  authors: z.number().int(),
});
export type GithubImportReply = z.output<typeof githubImportReplySchema>;

export const githubExportBodySchema = githubRepositoryBodySchema.extend({
  /** The branch the commit goes on; made from github_repo_branch when it does not exist yet. */
  branch: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(2000),
});
export type GithubExportBody = z.input<typeof githubExportBodySchema>;

/** `commit` is the branch's head afterwards: the base commit when nothing had changed. */
export const githubExportReplySchema = z.object({ commit: z.string(), branch: z.string() });
export type GithubExportReply = z.output<typeof githubExportReplySchema>;
