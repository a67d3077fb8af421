import { defineRouteRefs } from '../http/route-ref';

/** Bets list page size and start page (SPEC §9). */
export const BETS_PAGE_SIZE = 500;

/**
 * Identity of every bets route (method, interface, path, auth) without its schemas: the browser calls the API
 * through these, and `betsRoutes` spreads them, so each path is written once.
 */
export const betsRefs = defineRouteRefs('bets', {
  getBets: { method: 'GET', api: 'bets', path: '/bets', auth: 'bearer' },
  placeBets: { method: 'POST', api: 'bets', path: '/bets', auth: 'bearer' },
  cashout: { method: 'POST', api: 'bets', path: '/bets/cashout', auth: 'bearer' },
  getMaxStake: { method: 'POST', api: 'bets', path: '/bets/max-stake', auth: 'bearer' },
  getCustomOdds: { method: 'POST', api: 'bets', path: '/bets/custom/odds', auth: 'optional-bearer' },
  getCustomMarkets: {
    method: 'GET',
    api: 'bets',
    path: '/bets/custom/markets/{matchId}',
    auth: 'optional-bearer',
  },
  getSharedBets: { method: 'GET', api: 'bets', path: '/bets/share-code', auth: 'none' },
  createShareCode: { method: 'POST', api: 'bets', path: '/bets/share-code', auth: 'optional-bearer' },
});
