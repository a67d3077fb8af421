import type { FastifyInstance } from 'fastify';

// The payment provider script (SPEC §2.7a) the web app loads from the platform origin and configures with the
// server URL, the API prefix and the redirect routes. `mount` frames the deposit page with the routes as its
// return addresses; the page's outcome message (believed only from the server's origin and that frame) goes to
// `onResult`, else the window goes to the outcome's redirect route. `deposit(id)` reads a deposit's state.
const providerScript = String.raw`(function () {
  'use strict';
  var config = null;
  function withQuery(base, params) {
    var url = new URL(base);
    Object.keys(params).forEach(function (key) { if (params[key]) url.searchParams.set(key, params[key]); });
    return url.toString();
  }
  window.SandboxPayments = {
    version: 1,
    init: function (options) {
      if (!options || !options.serverUrl || !options.redirectRoutes) throw new Error('SandboxPayments.init needs serverUrl and redirectRoutes');
      config = { serverUrl: String(options.serverUrl).replace(/\/$/, ''), apiPrefix: options.apiPrefix || '/api', redirectRoutes: options.redirectRoutes };
      return window.SandboxPayments;
    },
    mount: function (container, options) {
      if (!config) throw new Error('SandboxPayments.init first');
      options = options || {};
      var routes = config.redirectRoutes;
      var frame = document.createElement('iframe');
      frame.src = withQuery(config.serverUrl + '/profile/wallet/deposit', {
        locale: options.locale, currency: options.currency,
        success_url: routes.success, error_url: routes.error, pending_url: routes.pending,
      });
      frame.title = options.title || 'Deposit';
      frame.setAttribute('data-payment-frame', '');
      frame.style.border = '0';
      frame.style.width = '100%';
      frame.style.height = '100%';
      var origin = new URL(config.serverUrl).origin;
      function onMessage(event) {
        if (event.origin !== origin || event.source !== frame.contentWindow) return;
        var data = event.data;
        if (!data || data.type !== 'sportsbook:deposit-result' || !data.payload) return;
        var result = { status: data.payload.status, depositId: data.payload.deposit_id };
        if (options.onResult) options.onResult(result);
        else if (routes[result.status]) window.location.assign(withQuery(routes[result.status], { deposit_id: String(result.depositId) }));
      }
      window.addEventListener('message', onMessage);
      container.appendChild(frame);
      return function unmount() { window.removeEventListener('message', onMessage); frame.remove(); };
    },
    deposit: function (id) {
      return fetch(config.serverUrl + config.apiPrefix + '/payments/deposits/' + encodeURIComponent(id), {
        credentials: 'include', headers: { app: 'sportsbook', accept: 'application/json' },
      }).then(function (response) { return response.json(); });
    },
  };
})();
`;

/** `GET /payments/provider.js`: the provider script, cacheable for a minute. */
export function providerScriptRoute(app: FastifyInstance): void {
  app.get('/payments/provider.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=60')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(providerScript),
  );
}
