import { LimitPeriod, LimitType } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { expireSessionsOf } from '../platform/auth/session-store';
import { listOutbox } from '../platform/outbox/outbox';
import { findUserByEmail } from '../platform/users/user-queries';
import { setAccountBalance } from '../platform/wallet/accounts';
import { publishBalance } from '../platform/wallet/balance-events';
import { credit, debit } from '../platform/wallet/wallet';
import { setLimit } from '../responsible-gambling/limits-service';
import { advancePlayerClock } from '../responsible-gambling/player-clock';
import { jurisdictionPolicy } from '../responsible-gambling/policy';
import { parse } from './parse';

/** Control endpoints of the platform's players, for the listing. */
export const platformEndpoints = [
  {
    method: 'POST',
    path: '/__sandbox/platform/expire-session',
    summary: "End a player's platform sessions {email}: the next platform call answers 401",
  },
  {
    method: 'PUT',
    path: '/__sandbox/platform/balance',
    summary: 'Set an account {email, currency, balance, locked?} (minor units) and publish balance_changed',
  },
  {
    method: 'POST',
    path: '/__sandbox/platform/balance-change',
    summary: 'Credit (amount > 0) or debit (amount < 0) an account {email, currency, amount}; publishes',
  },
  { method: 'GET', path: '/__sandbox/platform/outbox', summary: 'The outbox (mails and SMS), newest first' },
  {
    method: 'POST',
    path: '/__sandbox/platform/limits',
    summary:
      "Set a player's limit {email, type, period?, value} under the site's policy, as the player would",
  },
  {
    method: 'POST',
    path: '/__sandbox/platform/advance-clock',
    summary:
      "Move a player's clock {email, minutes} forward: their sessions, limits, bets and wallet history age",
  },
];

const Player = z.strictObject({ email: z.email().max(254) });
const MinorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const BalanceBody = Player.extend({
  currency: z.string().regex(/^[A-Z][A-Z0-9]{2,5}$/),
  balance: MinorUnits,
  locked: MinorUnits.default(0),
});
const ChangeBody = Player.extend({
  currency: z.string().regex(/^[A-Z][A-Z0-9]{2,5}$/),
  amount: z
    .number()
    .int()
    .min(-Number.MAX_SAFE_INTEGER)
    .max(Number.MAX_SAFE_INTEGER)
    .refine((amount) => amount !== 0),
});

const LimitBody = Player.extend({
  type: LimitType,
  period: LimitPeriod.nullable().optional(),
  value: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).nullable(),
});
const ClockBody = Player.extend({
  minutes: z
    .number()
    .int()
    .positive()
    .max(366 * 24 * 60),
});

async function playerId(deps: SandboxDeps, email: string): Promise<number> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new ApiError(404, 'not_found', `No player ${email}`, { email });
  return user.id;
}

/**
 * Platform control: end sessions, set or change balances (announced on the private channel), read the outbox,
 * set a limit, move a player's clock (responsible gambling).
 */
export function platformControlRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  app.post('/__sandbox/platform/expire-session', async (request) => {
    const { email } = parse(Player, request.body, 'body');
    return { expired: await expireSessionsOf(deps.db, await playerId(deps, email)) };
  });

  app.put('/__sandbox/platform/balance', async (request) => {
    const body = parse(BalanceBody, request.body, 'body');
    if (body.locked > body.balance)
      throw new ApiError(400, 'validation_failed', 'locked cannot exceed balance', {
        issues: [{ location: 'body', path: 'locked', message: 'Must not exceed balance' }],
      });
    const userId = await playerId(deps, body.email);
    const account = await setAccountBalance(deps.db, userId, body.currency, body.balance, body.locked);
    await publishBalance(deps, userId, body.currency, account);
    return account;
  });

  app.post('/__sandbox/platform/balance-change', async (request) => {
    const body = parse(ChangeBody, request.body, 'body');
    const change = {
      userId: await playerId(deps, body.email),
      currency: body.currency,
      amount: Math.abs(body.amount),
      key: `control:${crypto.randomUUID()}`,
      reason: 'control',
    };
    const result = body.amount > 0 ? await credit(deps, change) : await debit(deps, change);
    return { currency: body.currency, balance: result.balance, locked: result.locked };
  });

  app.get('/__sandbox/platform/outbox', async () =>
    (await listOutbox(deps.db)).map((message) => ({
      ...message,
      createdAt: message.createdAt.toISOString(),
    })),
  );

  app.post('/__sandbox/platform/limits', async (request) => {
    const { email, ...limit } = parse(LimitBody, request.body, 'body');
    return setLimit(deps.db, await playerId(deps, email), limit, jurisdictionPolicy(deps.sites), new Date());
  });

  app.post('/__sandbox/platform/advance-clock', async (request) => {
    const { email, minutes } = parse(ClockBody, request.body, 'body');
    await advancePlayerClock(deps.db, await playerId(deps, email), minutes);
    return { moved_minutes: minutes };
  });
}
