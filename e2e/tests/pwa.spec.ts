import { expect, test, type Page, type Response } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { e2eRoot, e2eWebDir } from '../fixtures/env.mjs';
import { actOn } from '../fixtures/prerendered';
import { signIn } from '../fixtures/session';

// Issue 33, "An installable app" (docs/pwa.md): the web app manifest, its icons, and the Workbox service worker at
// /sw.js that keeps the shell's chunks and, per remotes.json, each remote's current files.

const repo = path.resolve(e2eRoot, '..');

/** The same deploy and rollback commands deploy.spec.ts runs (docs/deploying-a-remote.md), on the test build. */
const remoteCommand = (name: 'deploy-remote.mjs' | 'rollback-remote.mjs', pkg: string, buildId?: string) =>
  execFileSync(process.execPath, [path.join(repo, 'scripts', name), pkg], {
    cwd: repo,
    env: { ...process.env, WEB_DIR: e2eWebDir, ...(buildId ? { BUILD_ID: buildId } : {}) },
    encoding: 'utf8',
  });

/**
 * The build id of the mfe-public version remotes.json names now, from deployments.json (the deploy commands record
 * each version's build): a rollback goes to the version deployed before, whichever other tests deployed.
 */
function servedPublicBuild(): string {
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(e2eWebDir, name), 'utf8'));
  const url = (read('remotes.json') as Record<string, string>).mfe_public;
  const history = ((read('deployments.json') as Record<string, Array<{ action: string; url: string; buildId?: string }>>).mfe_public ?? []).filter(
    (entry) => entry.action === 'deploy' && entry.url === url,
  );
  return history.at(-1)?.buildId ?? '';
}

/** A PNG's width and height, read from its IHDR chunk. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(1, 4).toString('latin1'), 'a PNG signature').toBe('PNG');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

/** Waits until the page is controlled by the active worker of /sw.js (registered after load, when idle). */
async function controlledBySw(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/sw.js'))?.active?.state ?? null), {
      message: 'the service worker is registered and active',
    })
    .toBe('activated');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

/** The URLs the worker's cache of one remote package holds (docs/pwa.md: "chapter-remote <package folder>"). */
const cachedFiles = (page: Page, pkg: string) =>
  page.evaluate(async (name) => {
    const cacheName = `chapter-remote ${location.origin}/remotes/${name}/`;
    if (!(await caches.has(cacheName))) return [];
    return (await (await caches.open(cacheName)).keys()).map((request) => new URL(request.url).pathname).sort();
  }, pkg);

/** The version folder remotes.json names for a remote now, e.g. /remotes/mfe-public/<version>/. */
async function currentFolder(page: Page, name: string): Promise<string> {
  const map = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  return map[name]!.slice(0, map[name]!.lastIndexOf('/') + 1);
}

test('the app is installable: a manifest with its icons, and a service worker that controls the page after a reload', async ({ page }) => {
  await page.goto('/about');
  await page.mouse.move(5, 5); // a visitor's first act starts the app of a public page, which registers the worker
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
  expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toMatch(/^\/icons\/.+\.png$/);

  const answer = await page.request.get(href!);
  expect(answer.ok()).toBe(true);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  };
  expect(manifest.name).toBeTruthy();
  expect(manifest.start_url).toBe('/dashboard');
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toBe(themeColor);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const png = await page.request.get(icon.src);
    expect(png.ok(), icon.src).toBe(true);
    expect(png.headers()['content-type']).toBe('image/png');
    const [width, height] = pngSize(await png.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }

  await controlledBySw(page);
  await page.reload();
  await expect(page.locator('[data-build]')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
  // The worker is the one push reminders use: the same registration, at the site's root.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/sw.js'))?.scope)).toMatch(/\/$/);
});

test("a deploy of one remote: the next visit runs its new version, the others' files come from the worker's cache; a rollback brings the old one back", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'member');
  await controlledBySw(page);
  // The worker fetched the dashboard remote's current manifest and entry when the page posted its map.
  const dashboard = await currentFolder(page, 'mfe_dashboard');
  const dashboardEntry = `${dashboard}remoteEntry.js`;
  await expect.poll(() => cachedFiles(page, 'mfe-dashboard')).toEqual(expect.arrayContaining([`${dashboard}mf-manifest.json`, dashboardEntry]));
  // A page of mfe-public a signed-in member may open (the others send a member to the dashboard).
  const publicBuild = page.locator('[data-remote="mfe_public"]');
  await page.goto('/support/terms');
  const before = await publicBuild.getAttribute('data-build');
  const oldPublic = await currentFolder(page, 'mfe_public');

  const buildId = `e2e-pwa-${Date.now()}`;
  remoteCommand('deploy-remote.mjs', 'mfe-public', buildId);
  try {
    const newPublic = await currentFolder(page, 'mfe_public');
    expect(newPublic).not.toBe(oldPublic);

    // The next visit: the dashboard remote, unchanged, is answered by the worker from its cache.
    const fromWorker = new Map<string, boolean>();
    const record = (response: Response) => fromWorker.set(new URL(response.url()).pathname, response.fromServiceWorker());
    page.on('response', record);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The dashboard comes drawn by the server; its app (and the remote's code) starts on the member's first act.
    await actOn(page);
    await expect.poll(() => fromWorker.get(dashboardEntry), { message: `${dashboardEntry} came from the service worker` }).toBe(true);
    page.off('response', record);

    // mfe-public runs its new version, and its cache holds no file of the old one.
    await page.goto('/support/terms');
    await expect(publicBuild).toHaveAttribute('data-build', buildId);
    await expect
      .poll(async () => (await cachedFiles(page, 'mfe-public')).filter((file) => !file.startsWith(newPublic)), { message: 'no file of another version' })
      .toEqual([]);
    expect(await cachedFiles(page, 'mfe-public')).toContain(`${newPublic}remoteEntry.js`);
    // The dashboard remote's cache was left as it was.
    expect(await cachedFiles(page, 'mfe-dashboard')).toContain(dashboardEntry);
  } finally {
    remoteCommand('rollback-remote.mjs', 'mfe-public');
  }

  // The version deployed before runs again (on a fresh test build: the one this test started with).
  const rolledBack = await currentFolder(page, 'mfe_public');
  const rolledBackBuild = servedPublicBuild();
  expect(rolledBackBuild).not.toBe(buildId);
  if (rolledBack === oldPublic) expect(rolledBackBuild).toBe(before);
  await page.goto('/support/terms');
  await expect(publicBuild).toHaveAttribute('data-build', rolledBackBuild);
  await expect.poll(async () => (await cachedFiles(page, 'mfe-public')).filter((file) => !file.startsWith(rolledBack))).toEqual([]);
});
