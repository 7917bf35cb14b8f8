/**
 * Who a code run is charged to on the runner (DESIGN section 9: shared capacity is shared fairly).
 * The api writes both into the execution token it signs, so the runner's per-caller caps, fair
 * queue and per-tier limits rest on nothing the browser sends.
 */

/** Tiers of runner limits: logged-out visitors, signed-in users without a plan, paying users. */
export const RUN_TIERS = ['anonymous', 'free', 'paid'] as const;
export type RunTier = (typeof RUN_TIERS)[number];

export function isRunTier(value: unknown): value is RunTier {
  return typeof value === 'string' && (RUN_TIERS as readonly string[]).includes(value);
}

/** The caller a run counts against: the user, or for a logged-out run the client address. */
export function runCallerKey(userId: string | null, clientIp: string): string {
  return userId ?? `anon:${clientIp}`;
}

/** The run tier of a caller: signed in or not, and with a live paid plan (own or a seat) or not. */
export function runTierOf(caller: { signedIn: boolean; paid: boolean }): RunTier {
  if (!caller.signedIn) return 'anonymous';
  return caller.paid ? 'paid' : 'free';
}
