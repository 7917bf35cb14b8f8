// geoip-country ships no types; only the call commerce/pricing/ip-country-lookup.ts makes is declared.
declare module 'geoip-country' {
  /** The record of an address in the bundled GeoLite2 country database (other fields unused). */
  export interface GeoIpCountryRecord {
    /** ISO 3166-1 alpha-2 code. */
    country: string;
  }
  export function lookup(address: string): GeoIpCountryRecord | null;
  const geoip: { lookup: typeof lookup };
  export default geoip;
}
