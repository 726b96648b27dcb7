/* global self, URL */
/* The service worker of the chapter's app (served at /sw.js): it only shows Web Push messages, the reminders before
   calendar contests and meetings (docs/notifications.md, "Reminders"). It caches nothing and handles no requests, so
   the app loads exactly as without it. A message is JSON: { title, body, link, tag }. */

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
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
async function openLink(link) {
  const target = new URL(link, self.location.origin);
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = tabs.find((tab) => tab.url === target.href);
  if (same) return same.focus();
  if (target.origin === self.location.origin) {
    const ours = tabs.find((tab) => new URL(tab.url).origin === self.location.origin);
    if (ours) {
      const focused = await ours.focus();
      return 'navigate' in focused ? focused.navigate(target.href) : focused;
    }
  }
  return self.clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = event.notification.data && event.notification.data.link;
  event.waitUntil(openLink(typeof link === 'string' ? link : '/'));
});
