import { describe, expect, it } from 'vitest';
import { proxyTrust } from '../http/forwarded-trust';
import { parseApiConfig } from './env';

describe('TRUSTED_PROXIES', () => {
  it('is empty by default: past the peer, no hop is believed, not even loopback', () => {
    expect(parseApiConfig({}).TRUSTED_PROXIES).toEqual([]);
    const trust = proxyTrust();
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('127.0.0.1', 1)).toBe(false);
    expect(trust('10.0.0.1', 1)).toBe(false);
  });

  it('takes IP addresses and CIDR ranges of both families', () => {
    const config = parseApiConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, 192.168.1.5,,fd00::/8 ' });
    expect(config.TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8']);
    const trust = proxyTrust(config.TRUSTED_PROXIES);
    for (const hop of ['10.9.8.7', '192.168.1.5', '::ffff:10.0.0.1', 'fd00::1'])
      expect(trust(hop, 1), hop).toBe(true);
    for (const hop of ['11.0.0.1', '192.168.1.6', 'fe80::1', '127.0.0.1'])
      expect(trust(hop, 2), hop).toBe(false);
  });

  it.each(['localhost', '10.0.0.0/33', '::/129', '10.0.0.1/8/8', '300.1.1.1'])('refuses %s', (entry) => {
    expect(() => parseApiConfig({ TRUSTED_PROXIES: `10.0.0.1,${entry}` })).toThrow(
      /TRUSTED_PROXIES\.1: must be an IP address or CIDR range/,
    );
  });
});
