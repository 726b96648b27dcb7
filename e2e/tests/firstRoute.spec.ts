import { expect, test } from '@playwright/test';
import { signInQuickly } from '../fixtures/areas';

// The server names the first route's remote files in the page (<link rel="preload">), so the browser fetches them
// beside the shell's own scripts. A preload the page then does not use (or fetches again because the request differs)
// costs a visitor bytes for nothing: Chromium says so in the console, and this test listens for it.
test('a signed-in deep link preloads its remote, and the page uses every file it preloaded, once', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  const fetched = new Map<string, number>();
  page.on('request', (request) => fetched.set(request.url(), (fetched.get(request.url()) ?? 0) + 1));
  await signInQuickly(page, 'member');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const preloaded = await page.locator('head link[rel="preload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloaded.some((href) => href.includes('/remotes/mfe-dashboard/') && href.endsWith('/mf-manifest.json'))).toBe(true);
  expect(preloaded.some((href) => href.endsWith('/remoteEntry.js'))).toBe(true);
  for (const href of preloaded) expect(fetched.get(href), href).toBe(1);
  // Chromium reports an unused preload a few seconds after the load event.
  await page.waitForTimeout(4_000);
  expect(warnings).toEqual([]);
});
