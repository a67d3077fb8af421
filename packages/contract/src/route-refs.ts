import { betsRefs } from './routes/bets.refs';
import { frontendRefs } from './routes/frontend.refs';
import { platformRefs } from './routes/platform.refs';
import { sportsbookRefs } from './routes/sportsbook.refs';

/**
 * Every endpoint of the route table without its schemas, grouped like `routes`: `routeRefs.bets.getBets` is what
 * `routes.bets.getBets` is, minus zod. The web client calls the API through these.
 */
export const routeRefs = {
  platform: platformRefs,
  sportsbook: sportsbookRefs,
  bets: betsRefs,
  frontend: frontendRefs,
} as const;

/** The type of `routeRefs`. */
export type RouteRefs = typeof routeRefs;
