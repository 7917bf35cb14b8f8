import { BlockList, isIP } from 'node:net';
import geoip from 'geoip-country';
import { normalizeAddress } from '../../../platform/config/trusted-proxies';

/** The ISO country of an IP address, or null when it has none (private, loopback, unknown). */
export type IpCountryLookup = (address: string) => string | null;

/**
 * Addresses that belong to no country: loopback, private, link-local, shared (CGNAT), unspecified,
 * documentation and unique-local ranges. Checked before the database, so an embedded set-up (every
 * client on loopback) and a private network never get a regional price, whatever the data says.
 */
const NO_COUNTRY = (() => {
  const list = new BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.2.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 3],
  ] as const)
    list.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of [
    ['::', 127],
    ['fc00::', 7],
    ['fe80::', 10],
    ['2001:db8::', 32],
    ['ff00::', 8],
  ] as const)
    list.addSubnet(network, prefix, 'ipv6');
  return list;
})();

/**
 * Server-side IP-to-country lookup in geoip-country's bundled GeoLite2 country database (IPv4 and
 * IPv6, loaded into memory once at import, no network). The database only changes with the
 * package version: bump it at least monthly (GeoLite2's licence asks for current data).
 */
export const lookupIpCountry: IpCountryLookup = (address) => {
  const ip = normalizeAddress(address.trim());
  const family = isIP(ip);
  if (family === 0 || NO_COUNTRY.check(ip, family === 6 ? 'ipv6' : 'ipv4')) return null;
  const country = geoip.lookup(ip)?.country;
  return country && /^[A-Z]{2}$/.test(country) ? country : null;
};
