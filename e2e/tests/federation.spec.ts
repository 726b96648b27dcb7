import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eWebDir } from '../fixtures/env.mjs';
import { signIn } from '../fixtures/session';
import { AREAS, FALLBACK, addressOf, navigateInPage, signInQuickly, takeRemoteFilesAway } from '../fixtures/areas';

// These tests stage a remote's outage with page.route, which cannot see what a service worker fetches or answers from
// its cache (docs/pwa.md): here the page runs without one. e2e/tests/pwa.spec.ts covers the worker's own behaviour.
test.use({ serviceWorkers: 'block' });

type ProbeReport = { apps: string[]; distinct: Record<string, number> };
type ProbeWindow = Window & { __chapterProbe?: Record<string, { session$: { getValue(): { status: string; userId: string | null } } }> };

const report = () => {
  const probes = (window as unknown as ProbeWindow).__chapterProbe ?? {};
  const apps = Object.keys(probes).sort();
  const distinct: Record<string, number> = {};
  for (const kind of ['React', 'routerContext', 'ThemeContext', 'toast', 'session$']) {
    distinct[kind] = new Set(apps.map((app) => (probes[app] as unknown as Record<string, unknown>)[kind]).filter((v) => v !== undefined)).size;
  }
  return { apps, distinct };
};

const isTestBuild = () => {
  const history = JSON.parse(fs.readFileSync(path.join(e2eWebDir, 'deployments.json'), 'utf8')) as { shell?: Array<{ test?: boolean }> };
  return history.shell?.at(-1)?.test === true;
};

test('shell and remote share one React, one router, one theme, one toast store and one session bus', async ({ page }) => {
  expect(isTestBuild(), 'the probe is only in test builds: run node scripts/build-web.mjs --test').toBe(true);
  await page.goto('/about');
  await page.mouse.move(5, 5); // a visitor's first act starts the app of a public page
  await expect(page.locator('[data-build]')).toBeVisible();
  await expect.poll(async () => ((await page.evaluate(report)) as ProbeReport).apps).toEqual(['mfe_public', 'shell']);
  const { distinct } = (await page.evaluate(report)) as ProbeReport;
  expect(distinct).toEqual({ React: 1, routerContext: 1, ThemeContext: 1, toast: 1, session$: 1 });
});

test('a sign-in made in the remote reaches the shell, and the shell session is what the remote reads', async ({ page }) => {
  await signIn(page, 'member'); // the form lives in mfe_public; the shell stores, verifies and redirects
  await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Object.keys((window as unknown as ProbeWindow).__chapterProbe ?? {}).sort())).toContain('mfe_dashboard');
  await page.goto('/support/terms');
  await expect.poll(() => page.evaluate(() => Object.keys((window as unknown as ProbeWindow).__chapterProbe ?? {}).sort())).toContain('mfe_public');
  const seen = await page.evaluate(() => {
    const probes = (window as unknown as ProbeWindow).__chapterProbe!;
    return { shell: probes.shell.session$.getValue(), remote: probes.mfe_public.session$.getValue() };
  });
  expect(seen.shell.status).toBe('authenticated');
  expect(seen.remote).toEqual(seen.shell);
});

test('a remote that is down shows the fallback, the rest works, and Retry brings it back without a reload', async ({ page }) => {
  await page.route('**/remotes/mfe-public/**', (route) => route.abort());
  await page.goto('/about');
  await page.mouse.move(5, 5); // a visitor's first act starts the app of a public page
  await expect(page.getByText(FALLBACK)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });

  // Another area still works: the shell's own not-found page, reached by client-side navigation.
  await navigateInPage(page, '/somewhere-else');
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  await page.goBack();
  await expect(page.getByText(FALLBACK)).toBeVisible();

  await page.unroute('**/remotes/mfe-public/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-build]')).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('a route whose remote is not built shows the same fallback', async ({ page }) => {
  // Every remote of this checkout is built, so the test takes one out of remotes.json (as before its first deploy): the
  // learning area's, which the 'points' project's journeys, running beside this one, never open (DOWN below).
  const file = path.join(e2eWebDir, 'remotes.json');
  const original = fs.readFileSync(file, 'utf8');
  const { mfe_learning: _left, ...others } = JSON.parse(original) as Record<string, string>;
  fs.writeFileSync(file, JSON.stringify(others, null, 2));
  try {
    await signIn(page, 'member');
    await page.goto('/practice');
    await expect(page.getByText(FALLBACK)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  } finally {
    fs.writeFileSync(file, original);
  }
});

// --- An outage of one remote's files (the folder gone while the server runs) ------------------------------------

// The remote these tests take away: the learning area's, which no journey of the 'points' project (run beside this
// spec, playwright.config.ts) opens; taking the boards' away failed those journeys when both ran at once.
const DOWN = 'mfe_learning';
const down = AREAS.find((area) => area.name === DOWN)!;
/** For each other area, the first address a signed-in member may open (public-only pages redirect members away). */
const otherAreas = AREAS.filter((area) => area.name !== DOWN)
  .map((area) => ({ name: area.name, to: area.paths.filter((entry) => entry.guard === 'signed-in' || entry.guard === 'public').map(addressOf)[0] }))
  .filter((area): area is { name: string; to: string } => Boolean(area.to));

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function expectArea(page: Page, name: string, address: string) {
  await expect(page).toHaveURL(new RegExp(`${address.replace(/[/]/g, '\\/')}$`));
  await expect(page.locator(`[data-remote="${name}"]`)).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
}

/** Signs in, opens the practice page while its area's files are away, and checks that area shows the fallback. */
async function openWhileDown(page: Page) {
  await signInQuickly(page, 'member');
  await page.goto(addressOf(down.paths[0]));
  await expect(page.getByText(FALLBACK)).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
}

test("an outage of one remote's files shows the fallback in its area only: every other area renders at once", async ({ page }) => {
  const outage = takeRemoteFilesAway(down.pkg);
  try {
    await openWhileDown(page);
    // Through the navigation bar, no Retry pressed: each other remote renders its page.
    for (const [label, area, address] of [
      ['Leaderboard', 'mfe_leaderboard', '/leaderboard/overall'],
      ['Dashboard', 'mfe_dashboard', '/dashboard'],
    ] as const) {
      await mainNav(page).getByRole('link', { name: label }).click();
      await expectArea(page, area, address);
    }
    for (const area of otherAreas) {
      await navigateInPage(page, area.to);
      await expectArea(page, area.name, area.to);
    }
    // And the learning area still says so.
    await mainNav(page).getByRole('link', { name: 'Practice' }).click();
    await expect(page.getByText(FALLBACK)).toBeVisible();
  } finally {
    outage.restore();
  }
});

test("once a remote's files are back, Retry renders it in the same page", async ({ page }) => {
  const outage = takeRemoteFilesAway(down.pkg);
  try {
    await openWhileDown(page);
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    outage.restore();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectArea(page, DOWN, addressOf(down.paths[0]));
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true); // no reload
  } finally {
    outage.restore();
  }
});

test('after a Retry, navigating to every other remote renders that remote', async ({ page }) => {
  const outage = takeRemoteFilesAway(down.pkg);
  try {
    await openWhileDown(page);
    outage.restore();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectArea(page, DOWN, addressOf(down.paths[0]));
    for (const [label, area, address] of [
      ['Leaderboard', 'mfe_leaderboard', '/leaderboard/overall'],
      ['Dashboard', 'mfe_dashboard', '/dashboard'],
    ] as const) {
      await mainNav(page).getByRole('link', { name: label }).click();
      await expectArea(page, area, address);
      await expect(mainNav(page).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    }
    for (const area of otherAreas) {
      await navigateInPage(page, area.to);
      await expectArea(page, area.name, area.to);
    }
  } finally {
    outage.restore();
  }
});

test('a remote whose manifest does not answer at start-up leaves the landing page and the other remotes working', async ({ page }) => {
  // The learning area's manifest never answers (a stalled server), from the first request of the page on.
  await page.route('**/remotes/mfe-learning/**', () => new Promise<void>(() => undefined));
  try {
    await page.goto('/');
    await expect(page.locator('[data-remote="mfe_public"]')).toBeVisible({ timeout: 5_000 });
    await expect(page.getByRole('heading').first()).toBeVisible();
    await signIn(page, 'member'); // the login form (mfe_public), then the dashboard (mfe_dashboard)
    await expect(page.locator('[data-remote="mfe_dashboard"]')).toBeVisible({ timeout: 5_000 });
    for (const area of otherAreas) {
      await navigateInPage(page, area.to);
      await expect(page.locator(`[data-remote="${area.name}"]`)).toBeVisible({ timeout: 5_000 });
    }
    // The stalled remote's own area gives up within its time-out and says so; the page stays usable.
    await mainNav(page).getByRole('link', { name: 'Practice' }).click();
    await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 20_000 });
    await mainNav(page).getByRole('link', { name: 'Leaderboard' }).click();
    await expectArea(page, 'mfe_leaderboard', '/leaderboard/overall');
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});
