import type { SandboxDeps, SandboxInfra } from './deps';
import { createPaymentService } from './payments/payment-service';
import type { PaymentService } from './payments/payment-service';
import { platformOptions } from './platform/platform-options';
import { checkDepositAllowed } from './responsible-gambling/deposit-check';
import { createBonusService } from './bonuses/create-bonus-service';
import { createJackpotService } from './jackpots/create-jackpot-service';
import type { JackpotService } from './jackpots/jackpot-service';
import type { BonusService } from './bonuses/bonus-service';
import { createLoyaltyService } from './loyalty/create-loyalty-service';
import type { LoyaltyService } from './loyalty/loyalty-service';
import { ErrorReportStore } from './error-reports/error-report-store';
import { createNotificationService } from './notifications/notification-service';
import type { NotificationService } from './notifications/notification-service';
import { createPushService } from './push/push-service';
import type { PushService } from './push/push-service';
import { PlacementQueue } from './sportsbook/bets/placement-queue';
import { BetSettler } from './sportsbook/bets/settler';

/**
 * The sandbox's stateful services, each built once per sandbox by `createServices`. A module with state or
 * rules shared by several routes (a queue, a timer, a cache, a ledger) gets a field here and a line in
 * `createServices`; its routes read it from `deps.services`. Nothing is kept in module-level variables, so two
 * sandboxes in one process (tests) never share a service.
 */
export interface SandboxServices {
  /** Group-commit bet placement: one queue per sandbox, so that concurrent requests share a transaction. */
  placement: PlacementQueue;
  /** Settles open bets as their matches finish and announces moved cashout offers. */
  settler: BetSettler;
  /** The payment provider: deposits once per idempotency key, credited through the wallet. */
  payments: PaymentService;
  /** Comboboosts and freebets: campaigns, issuance, lists, offers for a bet on the slip. */
  bonuses: BonusService;
  /** Jackpots: pools funded inside placement, hits drawn there or forced, paid once. */
  jackpots: JackpotService;
  /** Huntings, tournaments, lootboxes and predictions, built on the bonuses; farms bets it hears of. */
  loyalty: LoyaltyService;
  /** The player's notifications: raised from domain events and announcements, published on the private channel. */
  notifications: NotificationService;
  /** Web pushes of new notifications, signed with the VAPID keys; null when the sandbox has none (unit tests). */
  push: PushService | null;
  /** Error-reporting envelopes the web app sent (the sandbox stands in for the error-reporting service). */
  errorReports: ErrorReportStore;
}

/**
 * The composition root's one place for services: builds them from the infrastructure, in dependency order,
 * each from explicit dependencies. `startSandbox` and the tests' `createTestDeps` both call it.
 */
export function createServices(infra: SandboxInfra): SandboxServices {
  const settler = new BetSettler(infra);
  const jackpots = createJackpotService(infra);
  const placement = new PlacementQueue(infra, jackpots);
  const bonuses = createBonusService(infra);
  const loyalty = createLoyaltyService(infra, bonuses);
  const clock = platformOptions(infra.platform).now;
  const payments = createPaymentService(
    infra,
    () => new Date(clock()),
    async (tx, deposit) => {
      await checkDepositAllowed(tx, deposit, deposit.now);
    },
  );
  const notifications = createNotificationService(infra);
  infra.events.on('betChanged', (event) => notifications.onBetChanged(event));
  infra.events.on('bonusIssued', (event) => notifications.onBonusIssued(event));
  infra.events.on('jackpotHit', (event) => notifications.onJackpotHit(event));
  const push = infra.vapid ? createPushService(infra, infra.vapid) : null;
  if (push) infra.events.on('notificationRaised', (event) => push.onNotificationRaised(event));
  infra.events.on('betChanged', ({ userId, bet }) => loyalty.onBetChanged(userId, bet));
  return {
    placement,
    settler,
    bonuses,
    loyalty,
    payments,
    jackpots,
    notifications,
    push,
    errorReports: new ErrorReportStore(),
  };
}

/** The dependencies the routes of both origins receive: the infrastructure and its services. */
export function composeSandbox(infra: SandboxInfra): SandboxDeps {
  return { ...infra, services: createServices(infra) };
}
