import { inlineJson } from '../platform/html/html';

/** What the deposit page's script is told by the server. */
export interface DepositScriptConfig {
  /** The only origin the outcome message is posted to. */
  webOrigin: string;
  subunits: number;
  currency: string;
  min: number;
  max: number;
  /** Where a top-level page goes after the outcome (validated to the web origin); null: stay. */
  returns: { success: string | null; error: string | null; pending: string | null };
  texts: { sending: string; success: string; pending: string; failed: string; invalidAmount: string };
}

// The browser side of the deposit page: the amount is read as decimal text and turned into minor units with
// string arithmetic (never a float); one idempotency key per page view, so a double submit or a retry makes one
// deposit. The sportsbook (parent or opener) hears the outcome through a message for the web origin only.
const script = String.raw`
(function (config) {
  var t = config.texts;
  var key = 'dep-' + (crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + Math.random()).replace(/[^A-Za-z0-9_-]/g, '');
  var target = window.opener || (window.parent !== window ? window.parent : null);
  var status = document.getElementById('status');
  function tell(type, payload) {
    if (target) target.postMessage({ type: 'sportsbook:' + type, payload: payload }, config.webOrigin);
  }
  function show(kind, text) {
    status.className = 'notice ' + (kind === 'error' ? 'error' : 'info');
    status.textContent = text;
    status.hidden = false;
    status.setAttribute('data-result', kind);
  }
  function minor(text) {
    var match = /^\s*(\d{1,15})(?:[.,](\d*))?\s*$/.exec(text);
    if (!match || (match[2] || '').length > config.subunits) return null;
    var fraction = (match[2] || '').padEnd(config.subunits, '0');
    return Number(match[1] + fraction);
  }
  function api(method, path, body) {
    return fetch('/api' + path, {
      method: method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', app: 'sportsbook', accept: 'application/json' },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().then(function (data) { return { ok: response.ok, data: data }; });
    });
  }
  document.querySelectorAll('[data-preset]').forEach(function (button) {
    button.addEventListener('click', function () {
      document.getElementById('amount').value = button.getAttribute('data-preset');
      document.getElementById('amount').focus();
    });
  });
  var details = document.getElementById('details-form');
  if (details) details.addEventListener('submit', function (event) {
    event.preventDefault();
    var body = {};
    new FormData(details).forEach(function (value, name) { if (value) body[name] = String(value).trim(); });
    api('PUT', '/payments/deposit_details', body).then(function (result) {
      if (result.ok) window.location.reload();
      else show('error', result.data.localized_message || result.data.message);
    });
  });
  var form = document.getElementById('deposit-form');
  if (!form) return;
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var amount = minor(document.getElementById('amount').value);
    if (amount === null || amount < config.min || amount > config.max) {
      document.getElementById('amount').setAttribute('aria-invalid', 'true');
      show('error', t.invalidAmount);
      return;
    }
    document.getElementById('amount').removeAttribute('aria-invalid');
    var submit = form.querySelector('button[type=submit]');
    submit.disabled = true;
    show('info', t.sending);
    var method = form.querySelector('input[name=method]:checked');
    api('POST', '/payments/deposits', {
      amount: amount, currency: config.currency, method_id: method ? method.value : '', idempotency_key: key,
    }).then(function (result) {
      submit.disabled = false;
      if (!result.ok) { show('error', result.data.localized_message || result.data.message); return; }
      var deposit = result.data;
      show(deposit.status, deposit.status === 'success' ? t.success : deposit.status === 'pending' ? t.pending : t.failed);
      key = 'dep-' + String(Date.now()) + String(deposit.id);
      tell('deposit-result', { status: deposit.status, deposit_id: deposit.id });
      var next = config.returns[deposit.status];
      if (!target && next) window.location.assign(next + (next.indexOf('?') < 0 ? '?' : '&') + 'deposit_id=' + deposit.id);
    }, function () { submit.disabled = false; show('error', t.failed); });
  });
})(${'${CONFIG}'});
`;

/** The page's inline script with its configuration. */
export function depositPageScript(config: DepositScriptConfig): string {
  return script.replace('${CONFIG}', () => inlineJson(config));
}
