import { DomainError, GROWTH_MESSAGES, STATUS } from '@learnbox/domain';
import { type GithubEducation, GithubTokenRefusedError, GithubUnavailableError } from './github-education';
import type { GithubStudentsRepository } from './github-students.repository';

/** A verification holds a year: students graduate, so it is checked again after that. */
export const GITHUB_STUDENT_TERM_MS = 365 * 24 * 60 * 60 * 1000;

export interface VerifyGithubStudentDeps {
  students: GithubStudentsRepository;
  github: GithubEducation;
  /** Recomputes the user's banner facts (commerce, lent by app.ts): github-scholar shows at once. */
  refreshBanner(userId: string): Promise<void>;
  now(): Date;
}

/**
 * POST /api/github-students/verify: the user's linked GitHub account (the sign-in flow's token)
 * must be a verified student's; one GitHub account verifies one Learnbox user.
 */
export async function verifyGithubStudent(deps: VerifyGithubStudentDeps, userId: string) {
  const token = await deps.students.githubTokenOf(userId);
  if (!token) throw new DomainError(GROWTH_MESSAGES.GITHUB_CONNECT_FIRST, STATUS.OPERATION_NOT_ALLOWED);
  let account: { login: string; student: boolean };
  try {
    account = await deps.github.check(token);
  } catch (error) {
    if (error instanceof GithubTokenRefusedError)
      throw new DomainError(GROWTH_MESSAGES.GITHUB_CONNECT_FIRST, STATUS.OPERATION_NOT_ALLOWED);
    if (error instanceof GithubUnavailableError)
      throw new DomainError(GROWTH_MESSAGES.GITHUB_UNAVAILABLE, STATUS.EXTERNAL_SERVICE_FAILED);
    throw error;
  }
  if (!account.student)
    throw new DomainError(GROWTH_MESSAGES.GITHUB_NOT_STUDENT, STATUS.OPERATION_NOT_ALLOWED);
  const owner = await deps.students.ownerOfLogin(account.login);
  if (owner && owner !== userId)
    throw new DomainError(GROWTH_MESSAGES.GITHUB_ALREADY_USED, STATUS.ALREADY_EXISTS);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + GITHUB_STUDENT_TERM_MS);
  await deps.students.save({ userId, githubLogin: account.login, verifiedAt: now, expiresAt });
  await deps.refreshBanner(userId);
  return {
    github_login: account.login,
    expires_at: expiresAt.toISOString(),
    message: GROWTH_MESSAGES.GITHUB_VERIFIED,
  };
}
