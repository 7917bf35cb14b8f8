import { describe, expect, it } from 'vitest';
import { parseApiConfig } from './env';
import { proxyTrust } from './trusted-proxies';

describe('TRUSTED_PROXIES', () => {
  it('is empty by default: only the web forwarder on loopback is trusted', () => {
    expect(parseApiConfig({}).TRUSTED_PROXIES).toEqual([]);
    expect(proxyTrust()).toEqual(['loopback']);
  });

  it('takes IP addresses and CIDR ranges of both families', () => {
    const config = parseApiConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, 192.168.1.5,,fd00::/8 ' });
    expect(config.TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8']);
    expect(proxyTrust(config.TRUSTED_PROXIES)).toEqual(['loopback', '10.0.0.0/8', '192.168.1.5', 'fd00::/8']);
  });

  it.each(['localhost', '10.0.0.0/33', '::/129', '10.0.0.1/8/8', '300.1.1.1'])('refuses %s', (entry) => {
    expect(() => parseApiConfig({ TRUSTED_PROXIES: `10.0.0.1,${entry}` })).toThrow(
      /TRUSTED_PROXIES\.1: must be an IP address or CIDR range/,
    );
  });
});
