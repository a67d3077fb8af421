import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../deps';
import { registerRoute } from '../http/register-route';
import { pageOf } from '../sportsbook/pagination';

const ok = { ok: true } as const;

/**
 * The comboboost and freebet routes of SPEC §7 (`/bonuses*`); the lists and seen-marking of every kind take in
 * the loyalty module's huntings, tournaments and lootboxes (its own routes serve their pages and boosts).
 */
export function bonusRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { bonuses } = deps.services;
  const language = (request: { headers: Record<string, unknown> }) =>
    request.headers['accept-language'] as string | undefined;
  const { sportsbook } = routes;

  registerRoute(app, sportsbook.getBonuses, async ({ player, query, request }) => {
    const own = await bonuses.list(player.userId, query, language(request));
    // Huntings, tournaments and lootboxes are the loyalty module's; the list holds every kind (SPEC §7).
    const loyalty = await deps.services.loyalty.bonusList(player.userId, query, language(request));
    return { data: [...own.data, ...loyalty] };
  });
  registerRoute(app, sportsbook.getBetBonuses, ({ player, body, request }) =>
    bonuses.offers(player.userId, body, language(request)),
  );
  registerRoute(app, sportsbook.getComboboosts, async ({ player, query, request }) => {
    const { rows, total } = await bonuses.page(player?.userId ?? null, 'comboboost', query);
    return pageOf(bonuses.comboboostPage(rows, language(request)), total, query);
  });
  registerRoute(app, sportsbook.getFreebets, async ({ player, query, request }) => {
    const { rows, total } = await bonuses.page(player.userId, 'freebet', query);
    return pageOf(bonuses.freebetPage(rows, language(request)), total, query);
  });
  registerRoute(app, sportsbook.getBonusTerms, ({ params, query }) =>
    bonuses.terms(params.kind, query.locale),
  );
  registerRoute(app, sportsbook.getBonusDetails, ({ player, params, query }) =>
    bonuses.details(player?.userId ?? null, params.kind, params.id, query.locale),
  );
  registerRoute(app, sportsbook.markBonusesSeen, async ({ player, body }) => {
    await bonuses.markSeen(player.userId, body);
    await deps.services.loyalty.markSeen(player.userId, body);
    // A jackpot hit is shown as a bonus of type jackpot and marked seen with the others (SPEC §4).
    await deps.services.jackpots.markSeen(
      player.userId,
      body.filter((item) => item.type === 'jackpot').map((item) => item.id),
    );
    return ok;
  });
  registerRoute(app, sportsbook.activateBonus, async ({ player, params }) => {
    await bonuses.activate(player.userId, params.id);
    return ok;
  });
  registerRoute(app, sportsbook.redeemPromoCode, ({ player, body }) =>
    bonuses.redeem(player.userId, body.code),
  );
}
