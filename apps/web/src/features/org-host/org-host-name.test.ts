import { describe, expect, it } from 'vitest';
import { orgSubdomainOf, visitorHost } from './org-host-name';

const headers = (values: Record<string, string>) => new Headers(values);

describe('organization host parsing in the web', () => {
  it('finds the organization of acme.teams.localhost:3000 with the default suffix', () => {
    expect(orgSubdomainOf(headers({ host: 'acme.teams.localhost:3000' }), 'teams.localhost')).toBe('acme');
  });

  it('prefers the forwarded host a trusted proxy named, first value only', () => {
    const h = headers({ host: 'web:3000', 'x-forwarded-host': 'acme.teams.example.com, proxy.internal' });
    expect(visitorHost(h)).toBe('acme.teams.example.com');
    expect(orgSubdomainOf(h, 'teams.example.com')).toBe('acme');
  });

  it('sees the main host, other suffixes and deeper names as no organization', () => {
    for (const host of [
      'localhost:3000',
      'teams.localhost:3000',
      'a.b.teams.localhost',
      'acme.other.localhost',
    ]) {
      expect(orgSubdomainOf(headers({ host }), 'teams.localhost'), host).toBeNull();
    }
    expect(orgSubdomainOf(headers({}), 'teams.localhost')).toBeNull();
  });
});
