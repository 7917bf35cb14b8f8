import { describe, expect, it } from 'vitest';
import { addressMatcher } from '../../../platform/config/trusted-proxies';
import { type CountryRequest, countryFromHeaders, createCountryResolver } from './country-resolver';
import { lookupIpCountry } from './ip-country-lookup';

// Addresses whose country the bundled GeoLite2 database knows (stable allocations).
const INDIA = '49.44.0.1';
const BRAZIL = '177.0.0.1';
const UK = '81.2.69.142';
const US_V6 = '2001:4860:4860::8888';

describe('lookupIpCountry (bundled GeoLite2 database, no network)', () => {
  it.each([
    [INDIA, 'IN'],
    [`::ffff:${INDIA}`, 'IN'],
    [BRAZIL, 'BR'],
    [UK, 'GB'],
    ['8.8.8.8', 'US'],
    [US_V6, 'US'],
  ])('%s is in %s', (address, country) => {
    expect(lookupIpCountry(address)).toBe(country);
  });

  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.1',
    '169.254.1.1',
    '100.64.0.1',
    'fd12:3456::1',
    'fe80::1',
    '0.0.0.0',
    '::',
    '203.0.113.9',
    'not an address',
    '',
  ])('%s has no country', (address) => {
    expect(lookupIpCountry(address)).toBeNull();
  });
});

describe('countryFromHeaders', () => {
  it.each([
    [{ 'x-country-code': 'in' }, 'IN'],
    [{ 'cf-ipcountry': 'BR' }, 'BR'],
    [{ 'x-country-code': 'XX', 'cf-ipcountry': 'GB' }, 'GB'],
    [{ 'cf-ipcountry': 'T1' }, null],
    [{ 'x-country-code': 'IND' }, null],
    [{ 'x-country-code': ['IN', 'GB'] as unknown as string }, null],
    [{}, null],
  ])('%o -> %s', (headers, country) => {
    expect(countryFromHeaders(headers)).toBe(country);
  });
});

describe('createCountryResolver', () => {
  const resolver = createCountryResolver({
    isConfiguredProxy: addressMatcher(['10.0.0.0/8', '2001:db8:1::/48']),
    lookup: lookupIpCountry,
  });
  const forged = { 'x-country-code': 'IN', 'cf-ipcountry': 'IN' };
  // `ips` as Fastify's trustProxy walks them: socket peer first, the client last.
  const cases: [string, CountryRequest, string | null][] = [
    [
      'a direct client is looked up, its header ignored',
      { ip: UK, ips: [UK], peer: 'client', headers: forged },
      'GB',
    ],
    ['a direct private client has no country', { ip: '192.168.1.9', peer: 'client', headers: forged }, null],
    [
      'the loopback web forwarder alone does not vouch for a header',
      { ip: BRAZIL, ips: ['127.0.0.1', BRAZIL], peer: 'web', headers: forged },
      'BR',
    ],
    [
      'a local client (embedded set-up) gets no country whatever it claims',
      { ip: '127.0.0.1', ips: ['127.0.0.1', '127.0.0.1'], peer: 'web', headers: forged },
      null,
    ],
    [
      'a configured proxy in front of the web is believed',
      { ip: UK, ips: ['127.0.0.1', '10.1.1.1', UK], peer: 'web', headers: forged },
      'IN',
    ],
    [
      'a configured proxy talking to the api directly is believed (IPv4-mapped peer)',
      { ip: UK, ips: ['::ffff:10.1.1.1', UK], peer: 'trusted-proxy', headers: { 'cf-ipcountry': 'br' } },
      'BR',
    ],
    [
      'a configured IPv6 proxy is believed',
      { ip: UK, ips: ['2001:db8:1::7', UK], peer: 'trusted-proxy', headers: forged },
      'IN',
    ],
    [
      'a configured proxy that sends no country: the client is looked up',
      { ip: BRAZIL, ips: ['127.0.0.1', '10.1.1.1', BRAZIL], peer: 'web', headers: {} },
      'BR',
    ],
    [
      'a direct client naming a configured proxy in X-Forwarded-For is still the client',
      { ip: UK, ips: [UK], peer: 'client', headers: { ...forged, 'x-forwarded-for': '10.1.1.1' } },
      'GB',
    ],
    [
      'the web is never the edge, even when its own address is a configured proxy',
      { ip: UK, ips: ['10.2.2.2', UK], peer: 'web', headers: forged },
      'GB',
    ],
    [
      'a client peer is never believed, whatever hops it shows',
      { ip: UK, ips: ['10.1.1.1', UK], peer: 'client', headers: forged },
      'GB',
    ],
  ];
  it.each(cases)('%s', (_name, request, country) => {
    expect(resolver.countryOf(request)).toBe(country);
  });

  it('believes no header at all when TRUSTED_PROXIES is empty', () => {
    const embedded = createCountryResolver({
      isConfiguredProxy: addressMatcher([]),
      lookup: lookupIpCountry,
    });
    expect(
      embedded.countryOf({ ip: UK, ips: ['127.0.0.1', '10.1.1.1', UK], peer: 'web', headers: forged }),
    ).toBe('GB');
  });
});
