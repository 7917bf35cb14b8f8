/**
 * Default regional discounts by ISO country (purchasing-power pricing); REGIONAL_DISCOUNTS overrides.
 * The buyer's country comes from country-resolver.ts, never from what the client says.
 */
export const DEFAULT_REGIONAL_DISCOUNTS = 'IN:50,PK:50,BD:50,NG:50,EG:50,BR:40,ID:40,PH:40,VN:40';

/** Parses 'CC:percent,...'; a bad entry throws so a wrong configuration stops the api at start. */
export function parseRegionalDiscounts(text: string | undefined): ReadonlyMap<string, number> {
  const table = new Map<string, number>();
  for (const entry of (text ?? DEFAULT_REGIONAL_DISCOUNTS)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z]{2}):(\d{1,2})$/.exec(entry);
    if (!match) throw new Error(`REGIONAL_DISCOUNTS: '${entry}' must look like IN:50`);
    table.set((match[1] as string).toUpperCase(), Number(match[2]));
  }
  return table;
}

/** A region's currency and its rate per US dollar (minor units convert 1:1 for 2-decimal currencies). */
export interface RegionalCurrency {
  currency: string;
  perUsd: number;
}

/** Parses 'CC:CUR:rate,...' (REGIONAL_CURRENCIES); unset: every region pays in USD. */
export function parseRegionalCurrencies(text: string | undefined): ReadonlyMap<string, RegionalCurrency> {
  const table = new Map<string, RegionalCurrency>();
  for (const entry of (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z]{2}):([A-Za-z]{3}):(\d+(?:\.\d+)?)$/.exec(entry);
    if (!match || !(Number(match[3]) > 0))
      throw new Error(`REGIONAL_CURRENCIES: '${entry}' must look like IN:INR:84`);
    table.set((match[1] as string).toUpperCase(), {
      currency: (match[2] as string).toUpperCase(),
      perUsd: Number(match[3]),
    });
  }
  return table;
}

/** Converts whole US cents to the region's minor units, rounded to a whole unit. */
export function toRegionalMinorUnits(usdCents: number, region: RegionalCurrency | undefined): number {
  return region ? Math.round(usdCents * region.perUsd) : usdCents;
}
