import { defineRouteRefs } from '../http/route-ref';

/**
 * Identity of every frontend route (method, interface, path, auth) without its schemas: the browser calls the API
 * through these, and `frontendRoutes` spreads them, so each path is written once.
 */
export const frontendRefs = defineRouteRefs('frontend', {
  getSite: { method: 'GET', api: 'frontend', path: '/site', auth: 'none' },
  getIcons: { method: 'GET', api: 'frontend', path: '/icons.svg', auth: 'none' },
  getBanner: { method: 'GET', api: 'frontend', path: '/banners/{file}', auth: 'none' },
  getExchangeRates: { method: 'GET', api: 'frontend', path: '/exchange-rates', auth: 'none' },
  getMatchTracker: { method: 'GET', api: 'frontend', path: '/tracker/{id}', auth: 'none' },
});
