import { describe, expect, it } from 'vitest';
import { GIT_MESSAGES } from './messages';
import { isValidBranchName, repositoryAddressErrors } from './repository-address';

describe('repository address', () => {
  it('accepts ordinary GitHub names', () => {
    expect(repositoryAddressErrors({ owner: 'learn-box', name: 'content.repo_1', branch: 'main' })).toEqual(
      {},
    );
    expect(isValidBranchName('feature/studio-export')).toBe(true);
    expect(isValidBranchName('v1.2')).toBe(true);
  });

  it('names each field that would escape the URL or is not a git name', () => {
    expect(repositoryAddressErrors({ owner: '../x', name: '..', branch: 'main' })).toEqual({
      github_repo_owner: GIT_MESSAGES.OWNER_INVALID,
      github_repo_name: GIT_MESSAGES.NAME_INVALID,
    });
    expect(repositoryAddressErrors({ owner: '-a', name: 'a/b', branch: 'x' })).toHaveProperty(
      'github_repo_name',
    );
    expect(repositoryAddressErrors({ owner: 'a--b', name: 'a b', branch: 'x' })).toHaveProperty(
      'github_repo_owner',
    );
    for (const branch of [
      '',
      '-x',
      'a..b',
      'a//b',
      '/a',
      'a/',
      'a.lock',
      '.hidden',
      'a b',
      'a~1',
      'a^',
      'a:b',
      'a@{1}',
      'a%2e',
    ]) {
      expect(isValidBranchName(branch), branch).toBe(false);
    }
  });
});
