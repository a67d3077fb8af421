import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';
import { registerRoute } from '../../http/register-route';
import { DEFAULT_PREFERENCES } from '../settings/defaults';
import { loadPreferences, savePreferences } from '../settings/preferences-store';
import { settingsView } from '../settings/settings-view';

/** `GET /settings` (defaults for visitors, stored for players) and `POST /settings` (players only). */
export function settingsRoutes(app: FastifyInstance, { db, catalogue, sections }: SandboxDeps): void {
  registerRoute(app, routes.sportsbook.getSettings, async ({ player }) => {
    const preferences = player ? await loadPreferences(db, player.userId) : DEFAULT_PREFERENCES;
    return settingsView(
      { ...preferences, stakes: [...preferences.stakes] },
      { catalogue, sections: sections.get(), now: new Date() },
    );
  });
  registerRoute(app, routes.sportsbook.updateSettings, async ({ player, body }) => {
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
    return settingsView(preferences, { catalogue, sections: sections.get(), now: new Date() });
  });
}
