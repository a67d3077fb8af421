import { inlineJson } from '../html/html';
import type { FormTexts } from './form-texts';

/** What the form page's script is told by the server. */
export interface FormScriptConfig {
  form: 'sign-in' | 'sign-up' | 'edit-password';
  /** The only origin the success message is posted to. */
  webOrigin: string;
  language: string;
  texts: FormTexts;
  token: string | null;
  /** Where a top-level form (no opener, no parent) goes after success: only an address on the web origin. */
  redirectAfter: string | null;
}

// The browser side of the auth forms: the same rules as the contract's schemas, checked before sending so the
// player sees every problem at once; the server checks again and its answer is shown as well. On success the
// sportsbook window (opener or parent) is told through a cross-window message for the web origin only.
const script = String.raw`
(function (config) {
  var t = config.texts;
  var form = document.getElementById('auth-form');
  var status = document.getElementById('status');
  var PREFIX = 'sportsbook:';
  var target = window.opener || (window.parent !== window ? window.parent : null);

  function tell(type, payload) {
    if (target) target.postMessage({ type: PREFIX + type, payload: payload }, config.webOrigin);
  }
  function show(kind, text) {
    status.hidden = !text;
    status.className = 'notice ' + kind;
    status.textContent = text || '';
  }
  function value(name) {
    var input = form.elements.namedItem(name);
    if (!input) return undefined;
    return input.type === 'checkbox' ? input.checked : input.value.trim();
  }
  function setError(name, text) {
    var input = form.elements.namedItem(name);
    var slot = document.getElementById('error-' + name);
    if (input) input.setAttribute('aria-invalid', text ? 'true' : 'false');
    if (slot) slot.textContent = text || '';
  }
  var EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  var NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;
  function checkPassword(password) {
    if (!password) return t.err_required;
    if (password.length < 8 || password.length > 128) return t.err_password_length;
    if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return t.err_password_letter_digit;
    return '';
  }
  var rules = {
    email: function (v) { return !v ? t.err_required : v.length > 254 || !EMAIL.test(v) ? t.err_email : ''; },
    password: function (v) {
      if (config.form === 'sign-in') return v ? '' : t.err_required;
      return checkPassword(v);
    },
    password_confirmation: function (v) { return v === value('password') ? '' : t.err_password_match; },
    first_name: function (v) { return !v || (v.length <= 50 && NAME.test(v)) ? '' : t.err_name; },
    last_name: function (v) { return !v || (v.length <= 50 && NAME.test(v)) ? '' : t.err_name; },
    terms_accepted: function (v) { return v ? '' : t.err_terms; },
  };
  function validate() {
    var valid = true;
    Object.keys(rules).forEach(function (name) {
      if (value(name) === undefined) return;
      var error = rules[name](value(name));
      setError(name, error);
      if (error) valid = false;
    });
    return valid;
  }
  function call(method, path, body) {
    return fetch('/api' + path, {
      method: method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', app: 'sportsbook', 'accept-language': config.language },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (data) {
        return { ok: response.ok, data: data };
      });
    });
  }
  function showServerError(data) {
    var issues = (data.details && data.details.issues) || [];
    issues.forEach(function (issue) { setError(issue.path.split('.')[0], t.err_invalid); });
    if (data.details && data.details.field) setError(data.details.field, data.localized_message);
    show('error', data.localized_message || t.err_invalid);
    var code = data.code;
    document.querySelectorAll('[data-when]').forEach(function (element) {
      element.hidden = element.getAttribute('data-when') !== code;
    });
  }
  function body() {
    if (config.form === 'sign-in') return { email: value('email'), password: value('password') };
    if (config.form === 'edit-password')
      return { reset_password_token: config.token, password: value('password') };
    var data = { email: value('email'), password: value('password'), terms_accepted: true,
      currency: value('currency'), locale: config.language };
    if (value('first_name')) data.first_name = value('first_name');
    if (value('last_name')) data.last_name = value('last_name');
    return data;
  }
  var endpoints = {
    'sign-in': ['POST', '/users/sign_in'],
    'sign-up': ['POST', '/users'],
    'edit-password': ['PUT', '/users/password'],
  };
  function succeeded(data) {
    var text = config.form === 'sign-in' ? t.success_sign_in
      : config.form === 'sign-up' ? t.success_sign_up.replace('{email}', data.email || '')
      : t.success_edit_password;
    form.hidden = true;
    show('info', text);
    tell('auth-success', { form: config.form });
    if (!target && config.redirectAfter && config.form === 'sign-in') window.location.assign(config.redirectAfter);
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    show('', '');
    if (!validate()) return;
    var button = form.querySelector('button[type=submit]');
    button.disabled = true;
    var endpoint = endpoints[config.form];
    call(endpoint[0], endpoint[1], body())
      .then(function (result) { if (result.ok) succeeded(result.data); else showServerError(result.data); })
      .catch(function () { show('error', t.err_network); })
      .then(function () { button.disabled = false; });
  });
  form.addEventListener('focusout', function (event) {
    var name = event.target && event.target.name;
    if (name && rules[name] && event.target.value) setError(name, rules[name](value(name)));
  });
  document.querySelectorAll('[data-action]').forEach(function (button) {
    button.addEventListener('click', function () {
      var action = button.getAttribute('data-action');
      var email = value('email');
      var error = rules.email(email);
      setError('email', error);
      if (error) return;
      var paths = { reset: '/users/password', confirmation: '/users/confirmation', unlock: '/users/unlock' };
      var done = { reset: t.reset_sent, confirmation: t.confirmation_sent, unlock: t.unlock_sent };
      call('POST', paths[action], { email: email })
        .then(function (result) { if (result.ok) show('info', done[action]); else showServerError(result.data); })
        .catch(function () { show('error', t.err_network); });
    });
  });
  // Escape inside the frame never reaches the page around it: the page hears it as this message and closes its
  // dialog as if Escape had been pressed there.
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') tell('auth-form-closed', {});
  });
  tell('auth-form-mounted', { form: config.form });
})(__CONFIG__);
`;

/** The form page's inline script with its configuration. */
export function formScript(config: FormScriptConfig): string {
  return script.replace('__CONFIG__', () => inlineJson(config));
}
