import type { SandboxDeps } from '../deps';
import { findUserByEmail } from '../platform/users/user-queries';

/** Issues the sign-up campaigns to a newly registered player (once: each under its `sign_up:` key). */
export async function issueSignUpBonuses(deps: SandboxDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user) await deps.services.bonuses.issueOn(user.id, 'sign_up');
}
