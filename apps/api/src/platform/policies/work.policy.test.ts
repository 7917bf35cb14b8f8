import { AUTHORING_MESSAGES } from '@learnbox/domain';
import { describe, expect, it } from 'vitest';
import { workPolicy } from './work.policy';

const user = { id: 'u1' };

describe('work policy', () => {
  it('asks visitors to log in and hides works from non-collaborators', () => {
    expect(workPolicy(null, 'read', { kind: 'work', role: 'owner' })).toMatchObject({ answer: 'login' });
    for (const action of ['read', 'edit', 'publish', 'manage'] as const)
      expect(workPolicy(user, action, { kind: 'work', role: null })).toEqual({
        allow: false,
        answer: 'hide',
        message: AUTHORING_MESSAGES.WORK_NOT_FOUND,
      });
  });

  it.each([
    ['owner', ['read', 'edit', 'publish', 'manage']],
    ['editor', ['read', 'edit', 'publish']],
    ['reviewer', ['read']],
  ] as const)('lets an %s %j', (role, allowed) => {
    for (const action of ['read', 'edit', 'publish', 'manage'] as const)
      expect(workPolicy(user, action, { kind: 'work', role }).allow).toBe(
        (allowed as readonly string[]).includes(action),
      );
  });

  it('says why a reviewer may not save or publish', () => {
    expect(workPolicy(user, 'edit', { kind: 'work', role: 'reviewer' })).toMatchObject({
      answer: 'refuse',
      message: AUTHORING_MESSAGES.REVIEWER_CANNOT_SAVE,
    });
    expect(workPolicy(user, 'publish', { kind: 'work', role: 'reviewer' })).toMatchObject({
      message: AUTHORING_MESSAGES.REVIEWER_CANNOT_PUBLISH,
    });
    expect(workPolicy(user, 'manage', { kind: 'work', role: 'editor' })).toMatchObject({
      message: AUTHORING_MESSAGES.OWNERS_ONLY,
    });
  });
});
