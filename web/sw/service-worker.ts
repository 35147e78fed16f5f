/**
 * Pigskin's service worker (docs/decisions.md, "An installable app"):
 * - the app's files precached, so a reload without a network still opens Pigskin;
 * - the API's reads answered by the network first, and by the last good answer when there is none,
 *   marked so the screen says it is a saved copy; writes never cached or replayed;
 * - a new version waits until the user chooses to reload (the app offers it);
 * - push notifications shown, and a tap opens the page they are about.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_CACHE, appPath, pushMessageOf, SAVED_COPY_HEADER } from './contract';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Screens are the app's: every navigation gets the precached index.html but the API's (sign-in,
// sign-out) and, on a laptop, the local host's own pages: its identity provider and outbox.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/oidc\//, /^\/_local\//],
  }),
);

// The first install takes the open pages at once; a later version waits for the user (message below).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Bounded: a season of bet pages visited stays well under it.
const expiration = new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true });

/** An answer from the cache says when the server gave it. */
const markSavedCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: ({ cachedResponse }) => {
    if (!cachedResponse) return Promise.resolve(null);
    const headers = new Headers(cachedResponse.headers);
    headers.set(SAVED_COPY_HEADER, cachedResponse.headers.get('date') ?? new Date(0).toUTCString());
    return Promise.resolve(
      new Response(cachedResponse.body, {
        status: cachedResponse.status,
        statusText: cachedResponse.statusText,
        headers,
      }),
    );
  },
};

/** A signed-out answer means the saved copies are someone's private data no longer signed in here. */
const forgetWhenSignedOut: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status === 401) await expiration.deleteCacheAndMetadata();
    return response;
  },
};

// Sign Out's POST, not the page a GET of the same address shows: another site's link to it signs no
// one out, and forgets nothing either.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (
    url.origin === self.location.origin &&
    url.pathname === '/api/logout' &&
    event.request.method === 'POST'
  )
    event.waitUntil(expiration.deleteCacheAndMetadata());
});

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && url.pathname.startsWith('/api/') && request.mode !== 'navigate',
  new NetworkFirst({ cacheName: API_CACHE, plugins: [expiration, markSavedCopy, forgetWhenSignedOut] }),
  'GET',
);

self.addEventListener('push', (event) => {
  let data: unknown;
  try {
    data = event.data?.json();
  } catch {
    return;
  }
  const message = pushMessageOf(data);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      ...(message.tag && { tag: message.tag }),
      icon: '/pwa-192x192.png',
      data: { url: appPath(message.url, self.location.origin) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url } = event.notification.data as { url: string };
  event.waitUntil(openPage(url));
});

/** Shows the page in an open Pigskin window when there is one, else in a new window. */
async function openPage(path: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    if (new URL(client.url).origin !== self.location.origin) continue;
    let shown: WindowClient;
    try {
      shown = (await client.navigate(path)) ?? client;
    } catch {
      continue; // Not ours to navigate (not controlled yet): the next, else a new window.
    }
    // Focusing needs the tap itself; the page is shown either way.
    await shown.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(path);
}
