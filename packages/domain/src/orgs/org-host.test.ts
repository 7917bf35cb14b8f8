import { describe, expect, it } from 'vitest';
import { getOrganizationSubdomain, isB2bDomain } from './org-host';

describe('organisation subdomains (spec section 1)', () => {
  it.each([
    ['acme.work.example', 'acme'],
    ['ACME.work.example:443', 'acme'],
    ['acme.work.example.', 'acme'],
    ['work.example', null],
    ['www.work.example', null],
    ['a.b.work.example', null],
    ['acmework.example', null],
    ['acme.other.example', null],
  ])('%s -> %j', (host, expected) => {
    expect(getOrganizationSubdomain(host, 'work.example')).toBe(expected);
    expect(isB2bDomain(host, 'work.example')).toBe(expected !== null);
  });
});
