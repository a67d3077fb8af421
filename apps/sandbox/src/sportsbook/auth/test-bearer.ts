import { resolveOptions } from '../../config';
import { issueSportsbookSession } from './session-token';
import type { IssueSessionOptions } from './session-token';

/**
 * Headers carrying a sportsbook bearer token for a test player, signed with the secret the test apps use
 * (createTestDeps takes it from the same options).
 */
export async function bearerHeaders(
  userId: number,
  options: Partial<IssueSessionOptions> = {},
): Promise<{ authorization: string }> {
  const { token } = await issueSportsbookSession(userId, {
    secret: resolveOptions().sportsbookSessionSecret,
    locale: 'en',
    ...options,
  });
  return { authorization: `Bearer ${token}` };
}
