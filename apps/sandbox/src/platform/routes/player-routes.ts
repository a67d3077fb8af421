import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { registerRoute } from '../../http/register-route';
import { eq } from 'drizzle-orm';
import { platformUsers } from '../../db/schema';
import { requireUserId } from '../auth/session-cookie';
import type { PlatformContext } from '../platform-context';
import { platformUrl } from '../platform-context';
import { toPhone, updatePhone, verifyPhone } from '../player/phone';
import { statusGroups } from '../player/status-groups';
import { toProfile } from '../users/profile';
import { getUser } from '../users/user-queries';
import { listAccounts, openAccount } from '../wallet/accounts';
import { virtualWalletUrl } from '../wallet/virtual-wallet';

const { platform } = routes;

/** The signed-in player's routes: profile, accounts, language, phone, progress, virtual wallet. */
export function playerRoutes(app: FastifyInstance, context: PlatformContext): void {
  const { deps, options } = context;
  const player = async (request: Parameters<typeof requireUserId>[0]) =>
    getUser(deps.db, await requireUserId(request, deps, options));

  registerRoute(app, platform.getPlayer, async ({ request }) => toProfile(await player(request)));

  registerRoute(app, platform.getAccounts, async ({ request }) =>
    listAccounts(deps.db, (await player(request)).id),
  );

  registerRoute(app, platform.createAccount, async ({ body, request }) =>
    openAccount(deps.db, (await player(request)).id, body.currency),
  );

  registerRoute(app, platform.updateLocale, async ({ body, request }) => {
    const user = await player(request);
    const { locales, locale_aliases: aliases } = deps.sites.get().config;
    const language = aliases[body.locale] ?? body.locale;
    if (!locales.some((locale) => locale.code === language))
      throw new ApiError(400, 'unsupported_locale', `The site does not offer "${body.locale}"`, {
        locale: body.locale,
      });
    await deps.db.update(platformUsers).set({ language }).where(eq(platformUsers.id, user.id));
    return { language };
  });

  registerRoute(app, platform.getPhone, async ({ request }) => toPhone(await player(request), options.now()));

  registerRoute(app, platform.updatePhone, async ({ body, request }) =>
    toPhone(await updatePhone(deps.db, await player(request), body, options.now()), options.now()),
  );

  registerRoute(app, platform.verifyPhone, async ({ body, request }) =>
    toPhone(await verifyPhone(deps.db, await player(request), body.code, options.now()), options.now()),
  );

  registerRoute(app, platform.getCompPoints, async ({ request }) => ({
    points: (await player(request)).compPoints,
  }));

  registerRoute(app, platform.getStatusGroups, async ({ request }) => {
    await requireUserId(request, deps, options);
    return [...statusGroups];
  });

  registerRoute(app, platform.launchVirtualWallet, async ({ params, request }) => {
    await requireUserId(request, deps, options);
    return { url: virtualWalletUrl(platformUrl(deps, request), params.provider) };
  });
}
