import { expect, test, type Page } from '@playwright/test';
import { accounts, longEmailMember } from '../fixtures/env.mjs';
import { actOn, holdLiveEvents } from '../fixtures/prerendered';
import { signInAs } from '../fixtures/session';

// Issue 33, part 4 (docs/offline.md): the data cache kept on the device per signed-in person, the offline notice and
// changes refused offline.

const A = accounts.member; // greeted "Hello, Max"
const B = longEmailMember; // greeted "Hello, Longfellow"
const greeting = (page: Page, name: string) => page.getByRole('heading', { name: `Hello, ${name}` });
const PREFIX = 'chapter-cache:v1:';

/**
 * The persisted caches in the page's IndexedDB (database `chapter-cache`, store `clients`), key → stored text. Looks
 * without creating the database: an open that would create it is aborted.
 */
async function storedCaches(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const request = indexedDB.open('chapter-cache');
        request.onupgradeneeded = () => request.transaction?.abort(); // not there: leave it so
        request.onerror = () => resolve({});
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('clients')) {
            db.close();
            return resolve({});
          }
          const store = db.transaction('clients', 'readonly').objectStore('clients');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            db.close();
            resolve(Object.fromEntries(keys.result.map((key, i) => [String(key), String(values.result[i])])));
          };
          values.onerror = () => reject(values.error);
        };
      }),
  );
}

/** Waits until the device holds exactly one person's cache (drawn pages aside) containing `text`; answers its key. */
async function cacheHolding(page: Page, text: string): Promise<string> {
  let key = '';
  await expect
    .poll(async () => {
      const entries = Object.entries(await storedCaches(page)).filter(([name]) => name.startsWith(PREFIX) && !name.includes(':drawn:'));
      key = entries.length === 1 && entries[0][1].includes(text) ? entries[0][0] : '';
      return key;
    })
    .not.toBe('');
  return key;
}

/** Waits until the persisted caches read the same twice, more than the persister's one-second throttle apart. */
async function cacheSettled(page: Page): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await storedCaches(page));
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [1_200] },
    )
    .toBe(true);
}

/** Waits until the app's service worker controls the page and keeps `area`'s code (docs/pwa.md). */
async function areaKeptByWorker(page: Page, area: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await expect
    .poll(() =>
      page.evaluate(async (name) => {
        for (const cache of await caches.keys()) {
          if (!cache.includes(name)) continue;
          const urls = (await (await caches.open(cache)).keys()).map((request) => request.url);
          if (urls.some((url) => url.includes('__federation_expose_App'))) return true;
        }
        return false;
      }, area),
    )
    .toBe(true);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /profile menu|account|profile/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test("signing out deletes the person's cache; the next person on the browser sees nothing of it", async ({ page }) => {
  await signInAs(page, A);
  await expect(greeting(page, 'Max')).toBeVisible();
  const keyOfA = await cacheHolding(page, A.name);

  await signOut(page);
  await expect.poll(async () => Object.keys(await storedCaches(page)).filter((key) => key.startsWith(PREFIX))).toEqual([]);

  await signInAs(page, B);
  await expect(greeting(page, 'Longfellow')).toBeVisible();
  await expect(greeting(page, 'Max')).toHaveCount(0);
  const keyOfB = await cacheHolding(page, B.name);
  expect(keyOfB).not.toBe(keyOfA);
  const stored = await storedCaches(page);
  expect(Object.keys(stored)).toEqual([keyOfB]);
  expect(stored[keyOfB]).not.toContain(A.email);
  // The own profile kept for B (the dashboard's greeting and tiles) is B's.
  const queries = JSON.parse(stored[keyOfB]).clientState.queries as Array<{ queryKey: unknown[]; state: { data: { data: { name: string } } } }>;
  const own = queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(['profile', 'me']));
  expect(own?.state.data.data.name).toBe(B.name);
});

test('a repeat visit paints the dashboard from the device before the API answers, then refreshes it', async ({ page }) => {
  await signInAs(page, A);
  await expect(greeting(page, 'Max')).toBeVisible();
  await cacheHolding(page, A.name);

  // Every API answer waits until the test lets it go.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered = 0;
  await page.route('**/api/v1/**', async (route) => {
    await held;
    answered++;
    await route.continue().catch(() => undefined);
  });
  await page.reload();
  await expect(greeting(page, 'Max')).toBeVisible();
  expect(answered).toBe(0);
  // The page comes drawn by the server; its app starts on the member's first act, and reads nothing answered yet.
  await actOn(page);

  const refreshed = page.waitForResponse((response) => response.url().includes('/api/v1/user/get-profile-data'));
  release();
  await refreshed;
  await page.unroute('**/api/v1/**');
  await expect(greeting(page, 'Max')).toBeVisible();
});

test('offline, the notice gives the time of the figures, a change is refused and nothing is saved; online, it goes', async ({ page, context }) => {
  await signInAs(page, A);
  await page.goto('/profile/edit');
  const bio = page.getByRole('button', { name: 'Edit Bio' });
  await expect(bio).toBeVisible();
  const token = await page.evaluate(() => window.localStorage.getItem('auth'));
  const read = async () => (await page.request.get('/api/v1/user/get-edit-profile-page-data', { headers: { Authorization: `Bearer ${token}` } })).json();
  const before = await read();

  const notice = page.getByTestId('offline-notice');
  await expect(notice).toBeEmpty();
  await context.setOffline(true);
  await expect(notice).toHaveText(/^Offline: figures from \d{2}:\d{2}$/);
  await expect(notice).toHaveAttribute('role', 'status');

  await bio.click();
  await page.getByRole('textbox', { name: 'Bio' }).fill(`Written offline ${Date.now()}`);
  await page.getByRole('button', { name: 'Confirm Bio' }).click();
  await expect(page.getByText('You are offline, so nothing was saved. Try again when you are back online.')).toBeVisible();

  await context.setOffline(false);
  await expect(notice).toBeEmpty();
  expect(await read()).toEqual(before);
});

test('offline, a list never opened on this device says it loads once back online, and loads when back', async ({ page, context }) => {
  await signInAs(page, A);
  await expect(greeting(page, 'Max')).toBeVisible();
  await areaKeptByWorker(page, 'mfe-learning');
  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toHaveText(/^Offline: figures from/);
  // Moving inside the app: the learning area's code comes from the service worker's files, its list from nowhere.
  await page.getByRole('banner').getByRole('link', { name: 'Resources', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Best Minds Learn from the Best Resources.' })).toBeVisible();
  const waiting = page.getByText('This page is not saved on this device yet. It loads when you are back online.');
  await expect(waiting).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await context.setOffline(false);
  await expect(waiting).toBeHidden();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('offline, a part of the app whose code is not on this device says so, and loads by itself when back online', async ({ page, context }) => {
  await signInAs(page, A);
  await expect(greeting(page, 'Max')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('offline-notice')).toHaveText(/^Offline: figures from/);
  // A move inside the app to a page whose code was never downloaded here (the service worker keeps each area's entry).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/profile/edit');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const panel = page.getByTestId('remote-fallback');
  await expect(panel).toHaveAttribute('role', 'status');
  await expect(page.getByRole('heading', { level: 1, name: 'This part of the app is not saved on this device yet' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Edit Bio' })).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test('the notice fits a phone screen', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAs(page, A);
  await expect(greeting(page, 'Max')).toBeVisible();
  await context.setOffline(true);
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toHaveText(/^Offline: figures from \d{2}:\d{2}$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.setOffline(false);
});

test('after a visit, the dashboard opens offline with the last-seen figures and the notice; back online it refreshes', async ({ page, context }) => {
  await signInAs(page, A);
  await expect(greeting(page, 'Max')).toBeVisible();
  await cacheHolding(page, A.name);
  // The app's service worker (docs/pwa.md) takes the page over and keeps the dashboard area's files.
  await areaKeptByWorker(page, 'mfe-dashboard');
  await page.reload(); // the page itself, now through the worker
  await expect(greeting(page, 'Max')).toBeVisible();
  // The worker keeps the page as anyone gets it, fetched beside this load (a member's own page is never kept,
  // docs/pwa.md); offline before it has, there would be no page to open.
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await caches.open('chapter-pages')).keys()).some((request) => new URL(request.url).pathname === '/dashboard')),
    )
    .toBe(true);
  // Max is shared with other journeys, whose points changes reach this page live. Offline, the app shows what the
  // device cache holds, with the notice, and the figures stop changing; the cache follows what is shown within its
  // one-second throttle (docs/offline.md). Once it has settled, the page on screen is the one the offline reload must show.
  await context.setOffline(true);
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toHaveText(/^Offline: figures from \d{2}:\d{2}$/);
  await cacheSettled(page);
  const stats = page.getByRole('region', { name: 'Your stats' });
  await expect(stats).toContainText(/Points\s*\d+/);
  const shown = await stats.textContent();
  await page.reload();
  await expect(greeting(page, 'Max')).toBeVisible();
  await expect(notice).toHaveText(/^Offline: figures from \d{2}:\d{2}$/);
  await expect(stats).toHaveText(shown ?? '');

  const refreshed = page.waitForResponse((response) => response.url().includes('/api/v1/user/get-profile-data') && response.ok());
  await context.setOffline(false);
  await expect(notice).toBeEmpty();
  await refreshed;
  await expect(greeting(page, 'Max')).toBeVisible();
});

test("a member's page only read, the app never started on it, opens offline with what was read; back online it refreshes", async ({ page, context }) => {
  await signInAs(page, A);
  await expect(greeting(page, 'Max')).toBeVisible();
  const keyOfA = await cacheHolding(page, A.name);
  await areaKeptByWorker(page, 'mfe-leaderboard');
  expect((await storedCaches(page))[keyOfA]).not.toContain('"overall"'); // the app has never read the board here
  // The board comes drawn by the server (docs/architecture.md); no live event starts its app, and the member does not act.
  await holdLiveEvents(page);
  await page.goto('/leaderboard/overall');
  await expect(page.locator('#root')).toHaveAttribute('data-member', /.+/);
  const rows = page.getByRole('region', { name: /Overall Leaderboard, page/ }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const read = await rows.allTextContents();
  // Its answers are kept on the device once the browser is idle (docs/offline.md, "A page only read"), the app not run.
  await expect.poll(async () => Object.keys(await storedCaches(page))).toContain(`${keyOfA}:drawn:/leaderboard/overall`);
  expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(false);

  await context.setOffline(true);
  await page.reload(); // the worker's page; the app starts and restores the person's cache with the board read
  await expect(page.getByTestId('offline-notice')).toHaveText(/^Offline: figures from \d{2}:\d{2}$/);
  await expect(rows).toHaveText(read);
  await expect(page.getByText('This page is not saved on this device yet.')).toHaveCount(0);

  const refreshed = page.waitForResponse((response) => response.url().includes('/api/v1/user/get-leaderboard-data') && response.ok());
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toBeEmpty();
  await refreshed;
  await expect(rows.first()).toBeVisible();
});
