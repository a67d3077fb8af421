import { defineRouteRefs } from '../http/route-ref';

/**
 * Identity of every platform route (method, interface, path, auth) without its schemas: the browser calls the API
 * through these, and `platformRoutes` spreads them, so each path is written once.
 */
export const platformRefs = defineRouteRefs('platform', {
  signUp: { method: 'POST', api: 'platform', path: '/users', auth: 'none' },
  signIn: { method: 'POST', api: 'platform', path: '/users/sign_in', auth: 'none' },
  resendConfirmation: { method: 'POST', api: 'platform', path: '/users/confirmation', auth: 'none' },
  resendUnlock: { method: 'POST', api: 'platform', path: '/users/unlock', auth: 'none' },
  requestPasswordReset: { method: 'POST', api: 'platform', path: '/users/password', auth: 'none' },
  editPassword: { method: 'PUT', api: 'platform', path: '/users/password', auth: 'none' },
  signOut: { method: 'DELETE', api: 'platform', path: '/users/sign_out', auth: 'optional-session' },
  createSportsbookSession: { method: 'POST', api: 'platform', path: '/sportsbook_sessions', auth: 'session' },
  continueSportsbookSession: {
    method: 'POST',
    api: 'platform',
    path: '/sportsbook_sessions/continue',
    auth: 'session',
  },
  getPlayer: { method: 'GET', api: 'platform', path: '/player', auth: 'session' },
  getAccounts: { method: 'GET', api: 'platform', path: '/player/accounts', auth: 'session' },
  createAccount: { method: 'POST', api: 'platform', path: '/player/accounts', auth: 'session' },
  updateLocale: { method: 'PATCH', api: 'platform', path: '/player/update_locale', auth: 'session' },
  getPhone: { method: 'GET', api: 'platform', path: '/player/phone', auth: 'session' },
  updatePhone: { method: 'PUT', api: 'platform', path: '/player/phone', auth: 'session' },
  verifyPhone: { method: 'POST', api: 'platform', path: '/player/phone/verification', auth: 'session' },
  getCompPoints: { method: 'GET', api: 'platform', path: '/player/comp_points', auth: 'session' },
  getStatusGroups: { method: 'GET', api: 'platform', path: '/player/status_groups', auth: 'session' },
  confirmEmail: { method: 'GET', api: 'platform', path: '/users/confirmation', auth: 'none' },
  unlock: { method: 'GET', api: 'platform', path: '/users/unlock', auth: 'none' },
  trackActivity: { method: 'POST', api: 'platform', path: '/player/activity_limit_track', auth: 'session' },
  getUserLimits: { method: 'GET', api: 'platform', path: '/user_limits', auth: 'session' },
  setUserLimit: { method: 'POST', api: 'platform', path: '/user_limits', auth: 'session' },
  getSessionLimits: { method: 'GET', api: 'platform', path: '/user_limits/session', auth: 'session' },
  launchVirtualWallet: {
    method: 'POST',
    api: 'platform',
    path: '/virtual_wallet/{provider}/launch',
    auth: 'session',
  },
  getDepositOptions: { method: 'GET', api: 'platform', path: '/payments/deposit_options', auth: 'session' },
  saveDepositDetails: { method: 'PUT', api: 'platform', path: '/payments/deposit_details', auth: 'session' },
  createDeposit: { method: 'POST', api: 'platform', path: '/payments/deposits', auth: 'session' },
  getDeposit: { method: 'GET', api: 'platform', path: '/payments/deposits/{id}', auth: 'session' },
  getTransactions: { method: 'GET', api: 'platform', path: '/player/transactions', auth: 'session' },
});
