import { describe, expect, it } from 'vitest';
import { ADMIN_LEVEL } from './org-permissions';
import { actionForRoleChange, flagsForRole, isOwner, leavesNoOwner, setsManagerOnAdmin } from './role-change';

const owner = (userId: string) => ({ userId, isAdmin: true, adminLevel: ADMIN_LEVEL.OWNER });
const admin = (userId: string) => ({ userId, isAdmin: true, adminLevel: ADMIN_LEVEL.ADMIN });
const member = (userId: string) => ({ userId, isAdmin: false, adminLevel: null });

describe('role changes', () => {
  it('stores one set of flags per role; admins default to level 2, never to owner', () => {
    expect(flagsForRole('admin')).toEqual({ isAdmin: true, adminLevel: 2, isManager: false });
    expect(flagsForRole('admin', 1)).toEqual({ isAdmin: true, adminLevel: 1, isManager: false });
    expect(flagsForRole('manager', 1)).toEqual({ isAdmin: false, adminLevel: null, isManager: true });
    expect(flagsForRole('member')).toEqual({ isAdmin: false, adminLevel: null, isManager: false });
  });

  it('touching an admin needs manage-admins; managers and members need manage', () => {
    expect(actionForRoleChange({ isAdmin: false }, 'admin')).toBe('manage-admins');
    expect(actionForRoleChange({ isAdmin: true }, 'member')).toBe('manage-admins');
    expect(actionForRoleChange({ isAdmin: true }, 'admin')).toBe('manage-admins');
    expect(actionForRoleChange({ isAdmin: false }, 'manager')).toBe('manage');
    expect(actionForRoleChange({ isAdmin: false }, 'member')).toBe('manage');
  });

  it('an admin is never also flagged manager; clearing the flag or flagging a member is fine', () => {
    expect(setsManagerOnAdmin({ isAdmin: true }, true)).toBe(true);
    expect(setsManagerOnAdmin({ isAdmin: true }, false)).toBe(false);
    expect(setsManagerOnAdmin({ isAdmin: true }, undefined)).toBe(false);
    expect(setsManagerOnAdmin({ isAdmin: false }, true)).toBe(false);
  });

  it('an admin without a stored level is not an owner', () => {
    expect(isOwner({ isAdmin: true, adminLevel: null })).toBe(false);
    expect(isOwner({ isAdmin: false, adminLevel: 1 })).toBe(false);
    expect(isOwner(owner('a'))).toBe(true);
  });

  it('an organization always keeps one owner', () => {
    const members = [owner('a'), admin('b'), member('c')];
    expect(leavesNoOwner(owner('a'), flagsForRole('admin', 2), members)).toBe(true);
    expect(leavesNoOwner(owner('a'), flagsForRole('member'), members)).toBe(true);
    expect(leavesNoOwner(owner('a'), null, members)).toBe(true);
    expect(leavesNoOwner(owner('a'), flagsForRole('admin', 1), members)).toBe(false);
    expect(leavesNoOwner(admin('b'), flagsForRole('member'), members)).toBe(false);
    const twoOwners = [...members, owner('d')];
    expect(leavesNoOwner(owner('a'), flagsForRole('member'), twoOwners)).toBe(false);
  });
});
