import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { e2eRoot } from '../fixtures/env.mjs';
import { signIn } from '../fixtures/session';

/** Pages a visitor sees. */
const publicPages = [
  ['landing', '/'],
  ['about', '/about'],
  ['login', '/auth/login'],
  ['register', '/auth/register'],
  ['forgot-password', '/auth/forgot-password'],
  ['terms', '/support/terms'],
  ['report-issue', '/support/report-issue'],
  ['not-found', '/no-such-page'],
] as const;

/** Pages a signed-in member sees. */
const memberPages = [
  ['user-manual', '/support/user-manual'],
  ['dashboard', '/dashboard'],
  ['profile', '/profile'],
  ['leaderboard', '/leaderboard/overall'],
  ['leaderboard-leetcode', '/leaderboard/platform/leetcode'],
  ['leaderboard-stats', '/leaderboard/stats'],
  ['practice', '/practice'],
  ['roadmaps', '/roadmaps'],
] as const;

const screenshotDir = path.join(e2eRoot, '.tmp', 'screenshots');

async function shoot(page: Page, name: string, url: string, project: string) {
  await page.goto(url);
  // Every page has a title (h1); a page whose code is still loading shows only a spinner.
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(screenshotDir, `${name}-${project}.png`), fullPage: true });
}

for (const [name, url] of publicPages) {
  test(`${name} page`, async ({ page }, info) => shoot(page, name, url, info.project.name));
}

for (const [name, url] of memberPages) {
  test(`${name} page (signed in)`, async ({ page }, info) => {
    await signIn(page, 'member');
    await shoot(page, name, url, info.project.name);
  });
}
