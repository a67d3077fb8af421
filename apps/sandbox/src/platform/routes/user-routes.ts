import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../auth/session-cookie';
import { UnknownAddressFailures } from '../auth/lockout';
import { createSession, deleteSession } from '../auth/session-store';
import type { PlatformContext } from '../platform-context';
import { defaultLanguage, platformUrl } from '../platform-context';
import { toProfile } from '../users/profile';
import { signIn } from '../users/sign-in';
import { issueSignUpBonuses } from '../../bonuses/issue-hooks';
import { signUp } from '../users/sign-up';
import {
  confirmEmail,
  requestPasswordReset,
  resendConfirmation,
  resendUnlock,
  resetPassword,
  unlockAccount,
} from '../users/mail-tokens';

const { platform } = routes;

/** Sign-up, sign-in, sign-out and the mailed-token routes (`/users/*`). */
export function userRoutes(app: FastifyInstance, { deps, options }: PlatformContext): void {
  const unknownAddresses = new UnknownAddressFailures();

  registerRoute(app, platform.signUp, async ({ body, request, reply }) => {
    const created = await signUp(deps.db, body, {
      platformUrl: platformUrl(deps, request),
      defaultLanguage: defaultLanguage(deps),
    });
    await issueSignUpBonuses(deps, created.email);
    reply.status(201);
    return { email: created.email, confirmation_required: true };
  });

  registerRoute(app, platform.signIn, async ({ body, request, reply }) => {
    const user = await signIn(deps.db, body, {
      policy: options,
      unknownAddresses,
      platformUrl: platformUrl(deps, request),
      now: options.now(),
    });
    const token = await createSession(deps.db, user.id, {
      ttlSeconds: options.sessionTtlSeconds,
      now: options.now(),
    });
    setSessionCookie(request, reply, deps, token, options.sessionTtlSeconds);
    return toProfile(user);
  });

  registerRoute(app, platform.signOut, async ({ request, reply }) => {
    const token = sessionToken(request);
    if (token) await deleteSession(deps.db, token);
    clearSessionCookie(request, reply, deps);
    return { ok: true as const };
  });

  registerRoute(app, platform.confirmEmail, async ({ query }) => {
    await confirmEmail(deps.db, query.confirmation_token);
    return { ok: true as const };
  });

  registerRoute(app, platform.resendConfirmation, async ({ body, request }) => {
    await resendConfirmation(deps.db, body.email, platformUrl(deps, request));
    return { ok: true as const };
  });

  registerRoute(app, platform.unlock, async ({ query }) => {
    await unlockAccount(deps.db, query.unlock_token);
    return { ok: true as const };
  });

  registerRoute(app, platform.resendUnlock, async ({ body, request }) => {
    await resendUnlock(deps.db, body.email, platformUrl(deps, request));
    return { ok: true as const };
  });

  registerRoute(app, platform.requestPasswordReset, async ({ body, request }) => {
    await requestPasswordReset(deps.db, body.email, {
      platformUrl: platformUrl(deps, request),
      webOrigin: deps.webOrigin,
    });
    return { ok: true as const };
  });

  registerRoute(app, platform.editPassword, async ({ body }) => {
    await resetPassword(deps.db, body.reset_password_token, body.password, options.now());
    return { ok: true as const };
  });
}
