/*
 * The service worker of the chapter's app, served at /sw.js (docs/pwa.md). Built by Workbox's InjectManifest from this
 * file in the shell's build. It
 * - precaches the shell's own hashed chunks (never index.html: pages are drawn by the server with remotes.json inline);
 * - answers page navigations network first (4 s), falling back to the last copy of that page or of any app page;
 * - keeps each remote's files cache first, one cache per remote package, and on every remotes map a page posts,
 *   fetches that remote's current manifest and entry and deletes its files of any other version;
 * - shows Web Push messages, the reminders before calendar contests and meetings (docs/notifications.md, "Reminders").
 * It never answers /api/, /remotes.json, /deployments.json nor itself.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';
import {
  entryUrls,
  isAppNavigation,
  isNeverCached,
  LAST_APP_PAGE_KEY,
  MAP_KEY,
  mayKeepPage,
  NETWORK_TIMEOUT_SECONDS,
  orphanRemoteCaches,
  PAGES_CACHE,
  parseRemotesMap,
  remoteCacheFor,
  remoteCacheName,
  staleEntries,
  STATE_CACHE,
  type RemotesMap,
} from './cacheRules';
import { REMOTES_MESSAGE } from './pageSide';

/* The worker scope's own types (the webworker lib cannot sit beside the DOM lib the shell compiles with). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate?(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
declare const self: WorkerScope;

const ORIGIN = self.location.origin;

// Chunks are versioned by their content hash: a new worker may take over at once (docs/pwa.md, "Updates").
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// The webpack dev servers (scripts/dev.mjs) serve files that change under one name: there the worker only shows pushes.
const CACHING = process.env.NODE_ENV === 'production';

/* ---- The remotes map: the last one a page posted, kept across the worker's restarts. ---- */

let currentMap: RemotesMap | null = null;
const mapLoaded: Promise<void> = caches
  .open(STATE_CACHE)
  .then((cache) => cache.match(MAP_KEY))
  .then(async (stored) => {
    if (stored && !currentMap) currentMap = parseRemotesMap(await stored.json(), ORIGIN);
  })
  .catch(() => undefined);

async function fetchInto(cache: Cache, url: string): Promise<void> {
  if (await cache.match(url, { ignoreVary: true })) return;
  const response = await fetch(url, { mode: new URL(url).origin === ORIGIN ? 'same-origin' : 'cors', credentials: 'same-origin' });
  if (response.ok) await cache.put(url, response);
}

/** One remote under the new map: its files of other versions leave its cache, its manifest and entry come in. */
async function refreshRemote(manifestUrl: string): Promise<void> {
  const cache = await caches.open(remoteCacheName(manifestUrl));
  const cached = (await cache.keys()).map((request) => request.url);
  await Promise.all(staleEntries(cached, manifestUrl).map((url) => cache.delete(url, { ignoreVary: true })));
  await fetchInto(cache, manifestUrl);
  const manifest: unknown = await (await cache.match(manifestUrl, { ignoreVary: true }))?.json().catch(() => null);
  for (const url of entryUrls(manifestUrl, manifest).slice(1)) await fetchInto(cache, url);
}

async function applyMap(map: RemotesMap): Promise<void> {
  currentMap = map;
  const state = await caches.open(STATE_CACHE);
  await state.put(MAP_KEY, new Response(JSON.stringify(map), { headers: { 'content-type': 'application/json' } }));
  const orphans = orphanRemoteCaches(await caches.keys(), map);
  await Promise.all(orphans.map((name) => caches.delete(name)));
  // Each remote on its own: one that does not answer leaves the others' caches up to date.
  await Promise.allSettled(Object.values(map).map(refreshRemote));
}

self.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; remotes?: unknown } | null;
  if (!message || message.type !== REMOTES_MESSAGE) return;
  const map = parseRemotesMap(message.remotes, ORIGIN);
  if (map && CACHING) event.waitUntil(mapLoaded.then(() => applyMap(map)));
});

/* ---- Page navigations: network first, else the last copy of the page, else of any app page. ---- */

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    {
      cacheWillUpdate: async ({ request, response }) => {
        if (response.status !== 200) return null;
        if (mayKeepPage(response.headers.get('cache-control'))) return response;
        // A member's page the server drew for them is never kept: the page as anyone gets it (without the session
        // cookie) is kept in its place, and offline the app draws it from the data kept on the device per person.
        const anyones = await fetch(request.url, { credentials: 'omit' }).catch(() => null);
        return anyones?.status === 200 && mayKeepPage(anyones.headers.get('cache-control')) ? anyones : null;
      },
    },
    new ExpirationPlugin({ maxEntries: 50 }),
    {
      // A page the shell draws alone (not prerendered) also becomes the fallback for every app page.
      cacheDidUpdate: async ({ cacheName, newResponse }) => {
        const html = await newResponse.clone().text();
        if (html.includes('data-prerendered')) return;
        const cache = await caches.open(cacheName);
        await cache.put(LAST_APP_PAGE_KEY, new Response(html, { headers: newResponse.headers }));
      },
    },
  ],
});

registerRoute(
  ({ request, url }) => CACHING && request.mode === 'navigate' && isAppNavigation(url, ORIGIN),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      const cache = await caches.open(PAGES_CACHE);
      return (await cache.match(LAST_APP_PAGE_KEY)) ?? Response.error();
    }
  },
);

/* ---- Remote files: cache first in their remote's cache; a URL names one version's file, which never changes. ---- */

async function remoteFile(request: Request, cacheName: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  // Opaque answers (a cross-origin script without CORS) are kept too: their URL still names one version's file.
  if (response.ok || response.type === 'opaque') await cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

registerRoute(
  ({ request, url }) => CACHING && request.method === 'GET' && !isNeverCached(url, ORIGIN) && remoteCacheFor(url, ORIGIN, currentMap) !== null,
  ({ request, url }) => remoteFile(request, remoteCacheFor(url, ORIGIN, currentMap)!),
);

/* ---- Web Push: a message is JSON { title, body, link, tag } (docs/notifications.md). ---- */

self.addEventListener('push', (event) => {
  let message: Record<string, unknown> = {};
  try {
    message = (event.data ? event.data.json() : {}) as Record<string, unknown>;
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Reminder';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      // A newer message for the same reminder replaces the older one.
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { link: typeof message.link === 'string' ? message.link : '/' },
    }),
  );
});

/** Focuses a tab already showing the link, else one of the app's tabs (taken to the link), else opens a new one. */
async function openLink(link: string): Promise<unknown> {
  const target = new URL(link, ORIGIN);
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = tabs.find((tab) => tab.url === target.href);
  if (same) return same.focus();
  if (target.origin === ORIGIN) {
    const ours = tabs.find((tab) => new URL(tab.url).origin === ORIGIN);
    if (ours) {
      const focused = await ours.focus();
      return focused.navigate ? focused.navigate(target.href) : focused;
    }
  }
  return self.clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { link?: unknown } | null;
  event.waitUntil(openLink(typeof data?.link === 'string' ? data.link : '/'));
});
