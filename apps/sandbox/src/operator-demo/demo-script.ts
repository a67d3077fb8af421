/**
 * The demo operator page's script, as an operator would write it with the SDK. `?handle=sign-in,sign-up,deposit`
 * makes the page take those over (the sportsbook then hands them to it instead of opening its own). What it hears
 * is logged on the page and kept in `window.sportsbookMessages` (the browser tests read it), and each height the
 * SDK gives the frame, when it gives it, in `window.sportsbookResizes`.
 */
export const DEMO_SCRIPT = `import { connectSportsbook } from '/sdk/sportsbook-embed.js';

const container = document.getElementById('sportsbook');
const log = document.getElementById('log');
const messages = (window.sportsbookMessages = []);
const resizes = (window.sportsbookResizes = []);
const handled = new Set((new URLSearchParams(location.search).get('handle') || '').split(',').filter(Boolean));
const heard = ['initialized', 'page-loaded', 'page-size-changed', 'balance-changed', 'notify-currency-changed',
  'bet-slip-state-changed', 'top-event-clicked', 'notify-modal-triggered'];
const handedOver = {
  'sign-in': 'The operator would open its own sign-in here.',
  'sign-up': 'The operator would open its own registration here.',
  deposit: 'The operator would open its own cashier here.',
};

function record(type, payload) {
  messages.push({ type, payload, at: Date.now() });
  const item = document.createElement('li');
  const name = document.createElement('b');
  name.textContent = type;
  const body = document.createElement('code');
  body.textContent = ' ' + JSON.stringify(payload);
  item.append(name, body);
  log.prepend(item);
  while (log.children.length > 80) log.lastElementChild.remove();
}

function money({ value, currency, subunits }) {
  const amount = value / 10 ** subunits;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);
  } catch {
    return amount.toFixed(subunits) + ' ' + currency;
  }
}

function markCurrent(path) {
  const rest = path.replace(/^\\/[a-z]{2}(?=\\/|$)/, '') || '/';
  for (const button of document.querySelectorAll('nav button')) {
    if (button.dataset.path === rest) button.setAttribute('aria-current', 'page');
    else button.removeAttribute('aria-current');
  }
}

const handlers = {};
for (const type of heard) handlers['sportsbook:' + type] = (payload) => record(type, payload);
for (const type of handled) {
  if (!(type in handedOver)) continue;
  handlers['sportsbook:' + type] = (payload) => {
    record(type, payload);
    document.getElementById('host-dialog-text').textContent = handedOver[type];
    document.getElementById('host-dialog').showModal();
  };
}
const balanceHandler = handlers['sportsbook:balance-changed'];
handlers['sportsbook:balance-changed'] = (payload) => {
  balanceHandler(payload);
  document.getElementById('balance').textContent = money(payload.balance);
};
const slipHandler = handlers['sportsbook:bet-slip-state-changed'];
handlers['sportsbook:bet-slip-state-changed'] = (payload) => {
  slipHandler(payload);
  document.getElementById('slip-count').textContent = String(payload.selections);
};

const startPath = location.hash.startsWith('#/') ? location.hash.slice(1) : undefined;
const sportsbook = connectSportsbook({
  container,
  url: container.dataset.url,
  path: startPath,
  title: 'Sportsbook',
  handlers,
  onNavigate(path) {
    history.replaceState(null, '', '#' + path);
    document.getElementById('location').textContent = '#' + path;
    markCurrent(path);
  },
});
window.sportsbook = sportsbook;

// NOTE: the SDK's own handler has set the frame's height by now (it listens first).
sportsbook.on('sportsbook:page-size-changed', () =>
  resizes.push({ height: parseInt(sportsbook.iframe.style.blockSize, 10), at: Date.now() }),
);

for (const button of document.querySelectorAll('nav button'))
  button.addEventListener('click', () => sportsbook.navigate(button.dataset.path));
document.getElementById('locale').addEventListener('change', (event) => sportsbook.setLocale(event.target.value));
const theme = document.getElementById('theme');
theme.addEventListener('click', () => {
  const light = theme.getAttribute('aria-pressed') !== 'true';
  theme.setAttribute('aria-pressed', String(light));
  sportsbook.setTheme(light ? 'light' : 'dark');
});
`;
