/**
 * Whether a GitHub account is a verified student's: GitHub's user API for the login, and GitHub
 * Education's user API (`{ student: boolean }`) with the same OAuth token. Behind an interface so
 * tests point it at a local server; GitHub Enterprise or a proxy may stand in through the URLs.
 */
export interface GithubEducation {
  check(accessToken: string): Promise<{ login: string; student: boolean }>;
}

export const DEFAULT_GITHUB_API_URL = 'https://api.github.com';
export const DEFAULT_GITHUB_EDUCATION_URL = 'https://education.github.com';

/** GitHub did not answer, or answered something unreadable. */
export class GithubUnavailableError extends Error {}
/** The token is no longer accepted (revoked, expired). */
export class GithubTokenRefusedError extends Error {}

export function createGithubEducation(
  options: { apiUrl?: string; educationUrl?: string; timeoutMs?: number } = {},
): GithubEducation {
  const get = async (url: string, token: string): Promise<Record<string, unknown>> => {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'user-agent': 'learnbox' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch {
      throw new GithubUnavailableError('GitHub did not answer');
    }
    if (response.status === 401 || response.status === 403)
      throw new GithubTokenRefusedError('token refused');
    if (!response.ok) throw new GithubUnavailableError(`GitHub answered ${response.status}`);
    const body: unknown = await response.json().catch(() => null);
    if (!body || typeof body !== 'object') throw new GithubUnavailableError('GitHub answered no JSON');
    return body as Record<string, unknown>;
  };
  return {
    async check(accessToken) {
      const user = await get(`${options.apiUrl ?? DEFAULT_GITHUB_API_URL}/user`, accessToken);
      const education = await get(
        `${options.educationUrl ?? DEFAULT_GITHUB_EDUCATION_URL}/api/user`,
        accessToken,
      );
      if (typeof user.login !== 'string') throw new GithubUnavailableError('GitHub named no login');
      return { login: user.login, student: education.student === true };
    },
  };
}
