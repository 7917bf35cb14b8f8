import { MANAGER_FLAG_ADMIN_NOTE, MANAGER_FLAG_NOT_FOR_ADMINS_MESSAGE } from '@learnbox/domain';
import { describe, expect, it } from 'vitest';
import { managerFlagLock } from './manager-flag';

describe("the team list's manager box", () => {
  it('is locked on an admin, with the reason the api gives', () => {
    expect(managerFlagLock({ is_admin: true, is_manager: false })).toEqual({
      note: MANAGER_FLAG_ADMIN_NOTE,
      reason: MANAGER_FLAG_NOT_FOR_ADMINS_MESSAGE,
    });
  });

  it('still unticks an admin stored as a manager too, which the api allows', () => {
    expect(managerFlagLock({ is_admin: true, is_manager: true })).toBeNull();
  });

  it('is free on managers and members', () => {
    expect(managerFlagLock({ is_admin: false, is_manager: true })).toBeNull();
    expect(managerFlagLock({ is_admin: false, is_manager: false })).toBeNull();
  });
});
