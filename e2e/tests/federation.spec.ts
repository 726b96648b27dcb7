import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eWebDir } from '../fixtures/env.mjs';
import { signIn } from '../fixtures/session';

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

test('shell and remote share one React, one router, one theme, one toast store and one session bus', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('[data-build]')).toBeVisible();
  const { apps, distinct } = (await page.evaluate(report)) as ProbeReport;
  expect(apps).toEqual(['mfe_public', 'shell']);
  expect(distinct).toEqual({ React: 1, routerContext: 1, ThemeContext: 1, toast: 1, session$: 1 });
});

test('a sign-in made in the remote reaches the shell, and the shell session is what the remote reads', async ({ page }) => {
  await signIn(page, 'member'); // the form lives in mfe_public; the shell stores, verifies and redirects
  await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
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
  await expect(page.getByText('This part of the app is unavailable')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.evaluate(() => { (window as unknown as { marker: boolean }).marker = true; });

  // Another area still works: the shell's own not-found page, reached by client-side navigation.
  await page.evaluate(() => { window.history.pushState({}, '', '/somewhere-else'); window.dispatchEvent(new PopStateEvent('popstate')); });
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('This part of the app is unavailable')).toBeVisible();

  await page.unroute('**/remotes/mfe-public/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-build]')).toBeVisible();
  await expect(page.getByText('This part of the app is unavailable')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('a route whose remote is not built shows the same fallback', async ({ page }) => {
  // Every remote of this checkout is built, so the test takes one out of remotes.json (as before its first deploy).
  const file = path.join(e2eWebDir, 'remotes.json');
  const original = fs.readFileSync(file, 'utf8');
  const { mfe_leaderboard: _left, ...others } = JSON.parse(original) as Record<string, string>;
  fs.writeFileSync(file, JSON.stringify(others, null, 2));
  try {
    await signIn(page, 'member');
    await page.goto('/leaderboard/overall');
    await expect(page.getByText('This part of the app is unavailable')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  } finally {
    fs.writeFileSync(file, original);
  }
});
