/** What a user's plan says about code execution (spec section 6 "Execution"). */
export interface ExecutionPlan {
  is_premium_user: boolean;
  is_premium_plus_user: boolean;
  /** Any live paid plan, own or an organization seat: the runner's paid limits apply to its runs. */
  is_paid_user: boolean;
}

/** The seam the code module reads plans through; billing fills it, tests bring their own. */
export interface ExecutionPlanReader {
  planOf(userId: string): Promise<ExecutionPlan>;
}

/**
 * The reader used when none is given. app.ts passes billing's (the subscription's feature set,
 * PREMIUM or PREMIUM_PLUS); without one nobody counts as premium and every run goes through the
 * proxy, which works for everyone (with the runner's free limits).
 */
export const noPremiumPlanReader: ExecutionPlanReader = {
  planOf: async () => ({ is_premium_user: false, is_premium_plus_user: false, is_paid_user: false }),
};
