import { GIT_MESSAGES } from './messages';

/** Where a repository lives on a git host, with the branch to read (GitHub's names). */
export interface RepositoryAddress {
  owner: string;
  name: string;
  branch: string;
}

/** GitHub's rule for user and organisation names. */
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;
/** GitHub's rule for repository names (a trailing ".git" is the clone URL's, not the name's). */
const NAME = /^[A-Za-z0-9._-]{1,100}$/;
/** The characters kept in branch names; the rest of `git check-ref-format` is checked below. */
const BRANCH = /^[A-Za-z0-9._\-/]{1,200}$/;

/** A branch name that `git check-ref-format --branch` accepts, from a conservative character set. */
export function isValidBranchName(branch: string): boolean {
  if (!BRANCH.test(branch)) return false;
  if (branch.startsWith('-') || branch.startsWith('/') || branch.endsWith('/')) return false;
  if (branch.endsWith('.') || branch.includes('..') || branch.includes('//')) return false;
  return branch.split('/').every((part) => !part.startsWith('.') && !part.endsWith('.lock'));
}

/**
 * The sentences for each field of a repository address that cannot be used, keyed by the
 * request's field names; empty when every field is fine. Names go into a URL path, so anything
 * outside these sets (slashes, "..", spaces, "%", "?") is refused before any request is made.
 */
export function repositoryAddressErrors(
  address: RepositoryAddress,
  fields = { owner: 'github_repo_owner', name: 'github_repo_name', branch: 'github_repo_branch' },
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!OWNER.test(address.owner)) errors[fields.owner] = GIT_MESSAGES.OWNER_INVALID;
  if (!NAME.test(address.name) || address.name === '.' || address.name === '..')
    errors[fields.name] = GIT_MESSAGES.NAME_INVALID;
  if (!isValidBranchName(address.branch)) errors[fields.branch] = GIT_MESSAGES.BRANCH_INVALID;
  return errors;
}
