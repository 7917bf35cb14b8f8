import { describe, expect, it } from 'vitest';
import { chooseActiveOrganization } from './active-organization';

const orgs = [{ organization_id: 11 }, { organization_id: 22 }];

describe('active organization (spec section 4)', () => {
  it.each([
    ['stored id still present', 22, orgs, { activeOrganizationId: 22, store: false }],
    ['stored id as text', '22', orgs, { activeOrganizationId: 22, store: false }],
    ['stored id gone: first is stored', 33, orgs, { activeOrganizationId: 11, store: true }],
    ['nothing stored: first is stored', null, orgs, { activeOrganizationId: 11, store: true }],
    ['no organizations, nothing stored', undefined, [], { activeOrganizationId: null, store: false }],
    ['no organizations, stale id cleared', 11, [], { activeOrganizationId: null, store: true }],
  ])('%s', (_name, stored, list, expected) => {
    expect(chooseActiveOrganization(stored, list)).toEqual(expected);
  });
});
