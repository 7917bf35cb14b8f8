import { isInternalStaff } from '../auth/internal-staff';

/** User types (spec section 6 "User types"). */
export const USER_TYPES = ['logged-out', 'internal-staff', 'b2b', 'b2c'] as const;
/** One of USER_TYPES (spec section 6 "User types"). */
export type UserType = (typeof USER_TYPES)[number];

/**
 * Classifies a visitor (spec section 6): logged out, internal staff (verified company e-mail
 * domain), B2B (belongs to an organization) or B2C. Staff wins over B2B because staff rules (flags,
 * test routing) must hold even when a staff member also joins a customer organization.
 */
export function getUserType(input: {
  loggedIn: boolean;
  email?: string | null;
  /** Until the address is verified it proves nothing: an unverified staff address is B2C or B2B. */
  emailVerified?: boolean;
  organizationCount?: number;
  staffDomain?: string;
}): UserType {
  if (!input.loggedIn) return 'logged-out';
  if (isInternalStaff({ email: input.email, emailVerified: input.emailVerified }, input.staffDomain))
    return 'internal-staff';
  return (input.organizationCount ?? 0) > 0 ? 'b2b' : 'b2c';
}

/**
 * Personal-trial special handling applies to users with an active personal trial and no valid
 * enterprise subscription or trial, except on /unlimited (spec section 4 "Personal trial").
 * Only the condition is specified; what the handling does is the caller's business.
 */
export function needsPersonalTrialHandling(input: {
  hasActiveB2cTrial: boolean;
  hasValidEnterpriseSubscription: boolean;
  hasEnterpriseTrial: boolean;
  path: string;
}): boolean {
  const pathname = input.path.split(/[?#]/)[0] ?? '';
  const onPlansPage = pathname === '/unlimited' || pathname.startsWith('/unlimited/');
  return (
    input.hasActiveB2cTrial &&
    !input.hasValidEnterpriseSubscription &&
    !input.hasEnterpriseTrial &&
    !onPlansPage
  );
}
