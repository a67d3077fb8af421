import type { FastifyInstance } from 'fastify';

// An offline stand-in for Intercom's messenger (issue 22): the same `window.Intercom(command, …)` API and the
// queue its loader snippet leaves, so the web app's Intercom adapter runs against it in the browser tests and in
// development without the network. `boot` greets the player by name (or as a visitor) with one unread message;
// `show` opens a small messenger and reads it; a message from the player gets a reply, unread while hidden;
// `shutdown` ends the conversation and forgets the player.
const stubWidget = String.raw`(function () {
  'use strict';
  var queued = (window.Intercom && window.Intercom.q) || [];
  var state = { booted: false, user: null, messages: [], unread: 0, panel: null, listeners: [] };
  function setUnread(count) {
    state.unread = count;
    state.listeners.forEach(function (listener) { listener(count); });
  }
  function el(tag, props, children) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (key) {
      if (key === 'text') node.textContent = props[key];
      else node.setAttribute(key, props[key]);
    });
    (children || []).forEach(function (child) { node.appendChild(child); });
    return node;
  }
  function style() {
    if (document.getElementById('sandbox-chat-style')) return;
    var css = '.sbc{position:fixed;z-index:2147483000;inset-block-end:96px;inset-inline-end:16px;width:340px;max-width:calc(100vw - 32px);height:420px;max-height:calc(100vh - 120px);display:flex;flex-direction:column;background:#fff;color:#1b1b1f;border-radius:14px;box-shadow:0 12px 40px rgba(0,0,0,.35);font:14px/1.4 system-ui,sans-serif;overflow:hidden}'
      + '.sbc header{display:flex;align-items:center;justify-content:space-between;padding:14px 16px;background:#1f3a8a;color:#fff}'
      + '.sbc h2{margin:0;font-size:16px}.sbc header p{margin:2px 0 0;font-size:12px;opacity:.85}'
      + '.sbc button{font:inherit;cursor:pointer}.sbc .x{background:none;border:0;color:#fff;font-size:22px;line-height:1;padding:4px 8px;border-radius:6px}'
      + '.sbc ol{flex:1;margin:0;padding:12px 16px;list-style:none;overflow-y:auto;display:flex;flex-direction:column;gap:8px}'
      + '.sbc li{max-width:80%;padding:8px 12px;border-radius:12px;background:#eef1f8}.sbc li[data-from=player]{align-self:flex-end;background:#1f3a8a;color:#fff}'
      + '.sbc form{display:flex;gap:8px;padding:12px;border-top:1px solid #e2e5ee}.sbc input{flex:1;min-width:0;padding:8px 10px;border:1px solid #b8bfd1;border-radius:8px;font:inherit}'
      + '.sbc form button{padding:8px 14px;border:0;border-radius:8px;background:#1f3a8a;color:#fff}'
      + '.sbc :focus-visible{outline:2px solid #f5a623;outline-offset:2px}';
    document.head.appendChild(el('style', { id: 'sandbox-chat-style', text: css }));
  }
  function renderMessages(list) {
    list.textContent = '';
    state.messages.forEach(function (message) {
      list.appendChild(el('li', { 'data-from': message.from, dir: 'auto', text: message.text }));
    });
    list.scrollTop = list.scrollHeight;
  }
  function hide() {
    if (!state.panel) return;
    state.panel.remove();
    state.panel = null;
  }
  function show() {
    if (!state.booted) return;
    style();
    if (!state.panel) {
      var list = el('ol', { 'aria-live': 'polite', 'aria-label': 'Conversation' });
      var input = el('input', { type: 'text', dir: 'auto', 'aria-label': 'Message', autocomplete: 'off' });
      var close = el('button', { type: 'button', class: 'x', 'aria-label': 'Close chat', text: '\u00d7' });
      var form = el('form', {}, [input, el('button', { type: 'submit', text: 'Send' })]);
      var panel = el('section', { class: 'sbc', role: 'dialog', 'aria-label': 'Sandbox support', 'data-sandbox-chat': '' }, [
        el('header', {}, [el('div', {}, [el('h2', { text: 'Sandbox support' }), el('p', { text: 'Offline stub of a chat provider' })]), close]),
        list,
        form,
      ]);
      close.addEventListener('click', hide);
      panel.addEventListener('keydown', function (event) { if (event.key === 'Escape') hide(); });
      form.addEventListener('submit', function (event) {
        event.preventDefault();
        var text = input.value.trim();
        if (!text) return;
        input.value = '';
        state.messages.push({ from: 'player', text: text });
        renderMessages(list);
        setTimeout(function () {
          if (!state.booted) return;
          state.messages.push({ from: 'agent', text: 'Thanks! Someone from our team will answer here shortly.' });
          if (state.panel) renderMessages(state.panel.querySelector('ol'));
          else setUnread(state.unread + 1);
        }, 1500);
      });
      document.body.appendChild(panel);
      state.panel = panel;
      input.focus();
    }
    renderMessages(state.panel.querySelector('ol'));
    setUnread(0);
  }
  var commands = {
    boot: function (settings) {
      settings = settings || {};
      state.booted = true;
      state.user = settings.user_id ? { id: String(settings.user_id), name: settings.name || settings.email || '' } : null;
      state.messages = [{ from: 'agent', text: state.user && state.user.name ? 'Hi ' + state.user.name + ', how can we help?' : 'Hi there, how can we help?' }];
      setUnread(1);
    },
    update: function () {},
    show: show,
    hide: hide,
    shutdown: function () {
      hide();
      setUnread(0);
      state.booted = false;
      state.user = null;
      state.messages = [];
      state.listeners = [];
    },
    onUnreadCountChange: function (listener) {
      if (typeof listener !== 'function') return;
      state.listeners.push(listener);
      if (state.booted) listener(state.unread);
    },
  };
  window.Intercom = function (command) {
    var handler = commands[command];
    if (handler) handler.apply(null, Array.prototype.slice.call(arguments, 1));
  };
  queued.forEach(function (args) { window.Intercom.apply(null, args); });
})();
`;

/** `GET /chat/widget.js`: the offline chat provider's widget script (Intercom's API), cacheable for a minute. */
export function chatStubWidgetRoute(app: FastifyInstance): void {
  app.get('/chat/widget.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=60')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(stubWidget),
  );
}
