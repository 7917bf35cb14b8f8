import { describe, expect, it } from 'vitest';
import { isHiddenFromB2bVisitor } from './b2b-visitor-visibility';
import { isValidHostSuffix, orgHostOrigin, orgSubdomainOfHost } from './org-host';

describe('orgSubdomainOfHost', () => {
  it('reads the one label before the suffix, ignoring port, case and a trailing dot', () => {
    expect(orgSubdomainOfHost('acme.teams.localhost:3000', 'teams.localhost')).toBe('acme');
    expect(orgSubdomainOfHost('ACME.Teams.Localhost.', 'teams.localhost')).toBe('acme');
    expect(orgSubdomainOfHost('a-1.teams.example.com', 'teams.example.com')).toBe('a-1');
  });

  it('refuses the main host, deeper names, bad labels and bad ports', () => {
    for (const host of [
      'localhost:3000',
      'teams.localhost',
      '.teams.localhost',
      'a.b.teams.localhost',
      '-a.teams.localhost',
      'a_b.teams.localhost',
      'acme.teams.localhost:x',
      'acmeteams.localhost',
      '[::1]:3000',
      '',
      null,
    ]) {
      expect(orgSubdomainOfHost(host, 'teams.localhost')).toBeNull();
    }
  });

  it('checks suffixes and builds the origin of a space', () => {
    expect(isValidHostSuffix('teams.localhost')).toBe(true);
    expect(isValidHostSuffix('http://x')).toBe(false);
    expect(orgHostOrigin('http://localhost:3000', 'acme', 'teams.localhost')).toBe(
      'http://acme.teams.localhost:3000',
    );
    expect(orgHostOrigin('https://learnbox.example', 'acme', 'teams.example')).toBe(
      'https://acme.teams.example',
    );
  });
});

describe('isHiddenFromB2bVisitor (spec section 5)', () => {
  it('hides free, unpriced and interview-preparation courses only', () => {
    expect(isHiddenFromB2bVisitor({ is_free: true, is_priced: true })).toBe(true);
    expect(isHiddenFromB2bVisitor({ is_free: false, is_priced: false })).toBe(true);
    expect(isHiddenFromB2bVisitor({ is_free: false, is_priced: true, tags: ['Interview-Prep'] })).toBe(true);
    expect(isHiddenFromB2bVisitor({ is_free: false, is_priced: true, path_type: 'interview_prep' })).toBe(
      true,
    );
    expect(
      isHiddenFromB2bVisitor({ is_free: false, is_priced: true, tags: ['cpp'], path_type: 'regular' }),
    ).toBe(false);
  });
});
