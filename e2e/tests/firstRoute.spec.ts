import { expect, test, type Page } from '@playwright/test';
import { signInQuickly } from '../fixtures/areas';
import { actOn } from '../fixtures/prerendered';

// The server names what a page's first render needs in the page itself (<link rel="preload">: the shell's entry, its
// start chunks and the first route's remote manifest), so the browser fetches them beside the shell's start script; a
// page drawn before any script keeps them for its app's start. A
// preload the page then does not use, or fetches again because the request differs, costs bytes for nothing: Chromium
// says so in the console.

/** Opens `path` and returns what its <head> preloaded, how often each address was fetched, and preload warnings. */
async function openWatching(page: Page, path: string) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  const fetched = new Map<string, number>();
  page.on('request', (request) => fetched.set(request.url(), (fetched.get(request.url()) ?? 0) + 1));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const preloaded = await page.locator('head link[rel="preload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  return { warnings, fetched, preloaded };
}

async function expectEachUsedOnce(page: Page, { warnings, fetched, preloaded }: Awaited<ReturnType<typeof openWatching>>) {
  for (const href of preloaded) expect(fetched.get(href), href).toBe(1);
  // Chromium reports an unused preload a few seconds after the load event.
  await page.waitForTimeout(4_000);
  expect(warnings).toEqual([]);
}

test('a signed-in deep link preloads the shell and its remote manifest, and uses every file it preloaded, once', async ({ page }) => {
  await signInQuickly(page, 'member');
  const seen = await openWatching(page, '/dashboard');
  expect(seen.preloaded.some((href) => href.includes('/remotes/mfe-dashboard/') && href.endsWith('/mf-manifest.json'))).toBe(true);
  expect(seen.preloaded.filter((href) => !href.includes('/remotes/')).length).toBeGreaterThan(5);
  await expectEachUsedOnce(page, seen);
});

test("a prerendered page preloads nothing while it paints, then its app's start preloads the shell and its remote manifest and uses each once", async ({
  page,
}) => {
  const seen = await openWatching(page, '/');
  expect(seen.preloaded).toEqual([]);
  await actOn(page);
  const atStart = await page.locator('head link[rel="preload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(atStart.some((href) => href.includes('/remotes/mfe-public/') && href.endsWith('/mf-manifest.json'))).toBe(true);
  expect(atStart.filter((href) => !href.includes('/remotes/')).length).toBeGreaterThan(5);
  // The entry may have been fetched ahead already, when the browser was idle (a prefetch): that is its second fetch.
  const prefetched = await page.locator('head link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  await expectEachUsedOnce(page, { ...seen, preloaded: atStart.filter((href) => !prefetched.includes(href)) });
});

test('a page drawn by scripts for a visitor, the not-found page, uses every file it preloaded, once', async ({ page }) => {
  const seen = await openWatching(page, '/no-such-page');
  expect(seen.preloaded.length).toBeGreaterThan(5);
  await expectEachUsedOnce(page, seen);
});
