import path from 'node:path';
import { test } from '@playwright/test';
import { e2eRoot } from '../fixtures/env.mjs';

const pages = [
  ['landing', '/'],
  ['about', '/about'],
  ['login', '/auth/login'],
  ['register', '/auth/register'],
  ['forgot-password', '/auth/forgot-password'],
  ['terms', '/support/terms'],
  ['report-issue', '/support/report-issue'],
  ['user-manual', '/support/user-manual'],
  ['not-found', '/no-such-page'],
] as const;

const screenshotDir = path.join(e2eRoot, '.tmp', 'screenshots');

for (const [name, url] of pages) {
  test(`${name} page`, async ({ page }, info) => {
    await page.goto(url);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${info.project.name}.png`), fullPage: true });
  });
}
