import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';
import { registerRoute } from '../../http/register-route';
import { DEFAULT_CURRENCY } from '../../platform/wallet/currencies';
import { getUser } from '../../platform/users/user-queries';
import { DEFAULT_PREFERENCES } from '../settings/defaults';
import { loadPreferences, savePreferences } from '../settings/preferences-store';
import { checkQuickStakes } from '../settings/quick-stakes-check';
import { settingsView } from '../settings/settings-view';

/** `GET /settings` (defaults for visitors, stored for players) and `POST /settings` (players only). */
export function settingsRoutes(app: FastifyInstance, { db, catalogue, sites, sections }: SandboxDeps): void {
  registerRoute(app, routes.sportsbook.getSettings, async ({ player }) => {
    const preferences = player ? await loadPreferences(db, player.userId) : DEFAULT_PREFERENCES;
    const currency = player ? (await getUser(db, player.userId)).currency : DEFAULT_CURRENCY;
    return settingsView(
      { ...preferences, stakes: [...preferences.stakes] },
      { catalogue, sections: sections.get(), now: new Date(), currency },
    );
  });
  registerRoute(app, routes.sportsbook.updateSettings, async ({ player, body }) => {
    const { currency } = await getUser(db, player.userId);
    if (body.stakes !== undefined)
      checkQuickStakes(body.stakes, currency, sites.get().config.quick_stakes_count);
    const preferences = await savePreferences(
      db,
      player.userId,
      {
        ...(body.stakes !== undefined ? { stakes: body.stakes } : {}),
        ...(body.auto_accept_odds_change !== undefined
          ? { autoAcceptOddsChange: body.auto_accept_odds_change }
          : {}),
        ...(body.odds_type !== undefined ? { oddsType: body.odds_type } : {}),
        ...(body.one_signal_push_notification_subscription !== undefined
          ? { oneSignalSubscription: body.one_signal_push_notification_subscription }
          : {}),
      },
      new Date(),
    );
    return settingsView(preferences, { catalogue, sections: sections.get(), now: new Date(), currency });
  });
}
