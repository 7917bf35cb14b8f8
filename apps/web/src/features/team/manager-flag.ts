import type { TeamMember } from '@learnbox/contracts';
import {
  MANAGER_FLAG_ADMIN_NOTE,
  MANAGER_FLAG_NOT_FOR_ADMINS_MESSAGE,
  setsManagerOnAdmin,
} from '@learnbox/domain';

/** Why a member's manager box is locked: a short note beside it and the api's whole sentence. */
export interface ManagerFlagLock {
  note: string;
  reason: string;
}

/**
 * The lock on a member's manager box, or null when it can be changed. The box flips the flag, so it
 * is locked exactly when the api would refuse that flip (setsManagerOnAdmin, the rule it applies):
 * an admin cannot be ticked, while an admin stored as a manager too can still be unticked.
 */
export function managerFlagLock(member: Pick<TeamMember, 'is_admin' | 'is_manager'>): ManagerFlagLock | null {
  if (!setsManagerOnAdmin({ isAdmin: member.is_admin }, !member.is_manager)) return null;
  return { note: MANAGER_FLAG_ADMIN_NOTE, reason: MANAGER_FLAG_NOT_FOR_ADMINS_MESSAGE };
}
