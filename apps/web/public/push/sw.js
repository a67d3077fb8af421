// The sportsbook's push service worker (issue 22). It lives under /push/ and its scope is /push/, so it controls
// no page of the site and cannot clash with a service worker an operator runs at the root; it only shows the
// pushes the sandbox (or the operator's back end) sends and opens their deep links.

/** A path of this site from a push (never another origin), or the home page. */
function targetUrl(data) {
  const url = new URL(typeof data?.url === 'string' ? data.url : '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { title: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : self.location.host;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/favicon.svg',
      data: { url: targetUrl(message) },
    }),
  );
});

/**
 * Opens the push's deep link. Every open page of the site hears it on a broadcast channel (they are not
 * controlled by this worker, so they navigate themselves, keeping their session and slip) and one is focused;
 * with no page open, a new window opens at the link.
 */
async function openTarget(url) {
  const channel = new BroadcastChannel('sportsbook:push');
  channel.postMessage({ type: 'sportsbook:open', url });
  channel.close();
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.length > 0) {
    await windows[0].focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const opening = openTarget(event.notification.data?.url ?? targetUrl(null));
  // NOTE: only a click the browser dispatched may extend the worker's life; a script's event may not.
  if (event.isTrusted) event.waitUntil(opening);
});
