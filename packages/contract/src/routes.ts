import { betsRoutes } from './routes/bets';
import { frontendRoutes } from './routes/frontend';
import { platformRoutes } from './routes/platform';
import { sportsbookRoutes } from './routes/sportsbook';

/**
 * Every endpoint of SPEC §7 in one table, grouped by interface. The web client and the sandbox router are both
 * typed from it, and the OpenAPI document is generated from it.
 */
export const routes = {
  platform: platformRoutes,
  sportsbook: sportsbookRoutes,
  bets: betsRoutes,
  frontend: frontendRoutes,
} as const;

export type Routes = typeof routes;

/** An operation's id in the OpenAPI document: `group.name`, e.g. `sportsbook.getSports`. */
export type OperationId = {
  [G in keyof Routes]: `${G & string}.${keyof Routes[G] & string}`;
}[keyof Routes];
