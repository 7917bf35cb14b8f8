import { describe, expect, it } from 'vitest';
import { PRIVATE_CONTENT_NOT_ALLOWED_MESSAGE, PRIVATE_CONTENT_ROLE_MESSAGE } from './messages';
import { managesPrivateContent, privateContentRefusal } from './private-content';

describe('privateContentRefusal', () => {
  const flagged = { canCreatePrivateContent: true };
  it('lets admins and managers of a flagged organization make courses private', () => {
    expect(privateContentRefusal(flagged, { isAdmin: true, adminLevel: 2 })).toBeNull();
    expect(privateContentRefusal(flagged, { isAdmin: false, isManager: true })).toBeNull();
  });
  it('refuses members, and everyone in an organization without the flag', () => {
    expect(privateContentRefusal(flagged, { isAdmin: false, isManager: false })).toBe(
      PRIVATE_CONTENT_ROLE_MESSAGE,
    );
    expect(privateContentRefusal({ canCreatePrivateContent: false }, { isAdmin: true, adminLevel: 1 })).toBe(
      PRIVATE_CONTENT_NOT_ALLOWED_MESSAGE,
    );
  });
});

describe('managesPrivateContent', () => {
  it('is admins and managers, whatever the organization flag; never plain members', () => {
    expect(managesPrivateContent({ isAdmin: true, adminLevel: 1 })).toBe(true);
    expect(managesPrivateContent({ isAdmin: false, isManager: true })).toBe(true);
    expect(managesPrivateContent({ isAdmin: false, isManager: false })).toBe(false);
    expect(managesPrivateContent({ isAdmin: false })).toBe(false);
  });
});
