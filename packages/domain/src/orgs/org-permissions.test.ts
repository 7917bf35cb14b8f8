import { describe, expect, it } from 'vitest';
import {
  ADMIN_LEVEL,
  canInOrganization,
  type OrganizationAction,
  type OrganizationPermissionMembership,
} from './org-permissions';

const owner = { isAdmin: true, adminLevel: ADMIN_LEVEL.OWNER };
const admin = { isAdmin: true, adminLevel: ADMIN_LEVEL.ADMIN };
const adminWithoutLevel = { isAdmin: true, adminLevel: null };
const manager = { isAdmin: false, isManager: true };
const member = { isAdmin: false, isManager: false };

describe('canInOrganization', () => {
  const table: [string, OrganizationPermissionMembership, OrganizationAction[], OrganizationAction[]][] = [
    ['owner', owner, ['view', 'manage', 'configure', 'manage-admins', 'assign', 'report'], []],
    ['admin', admin, ['view', 'manage', 'configure', 'assign', 'report'], ['manage-admins']],
    ['admin without a level', adminWithoutLevel, ['manage', 'assign'], ['manage-admins']],
    ['manager', manager, ['view', 'assign', 'report'], ['manage', 'configure', 'manage-admins']],
    ['member', member, ['view'], ['manage', 'configure', 'manage-admins', 'assign', 'report']],
  ];
  it.each(table)('%s', (_name, membership, allowed, refused) => {
    for (const action of allowed) expect(canInOrganization(membership, action), action).toBe(true);
    for (const action of refused) expect(canInOrganization(membership, action), action).toBe(false);
  });
});
