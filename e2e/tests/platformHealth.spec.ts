import { expect, test } from '@playwright/test';
import { signInQuickly } from '../fixtures/areas';
import { takePlatformDown } from '../fixtures/platformOutage';

// LeetCode answers Cloudflare's 403 pages (the sandbox's `blocked` mode) until the API's breaker pauses it: members
// see a banner on the boards and on their profile, admins see it down in the Platform health panel; once LeetCode
// answers again the banner goes.

test('while LeetCode is down, the boards and the profile say so, on a phone too; the admin panel shows it paused', async ({ page, browser, playwright }) => {
  test.setTimeout(120_000);
  const outage = await takePlatformDown(playwright, 'leetcode');
  try {
    await signInQuickly(page, 'member');
    await page.goto('/leaderboard/overall');
    const banner = page.getByRole('status', { name: 'Platform status' });
    await expect(banner).toHaveText(/^LeetCode is not answering since \d{1,2}:\d{2}( [AP]M)?(; its figures are from .+)?$/);
    // The board says when it was last updated, relative to now.
    await expect(page.getByText(/^Updated (just now|\d+ (min|hours?|days?) ago)$/)).toBeVisible();
    await page.goto('/leaderboard/platform/leetcode');
    await expect(banner).toContainText('LeetCode is not answering since');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/profile');
    const profileBanner = page.getByRole('region', { name: 'Platform Activity' }).getByRole('status', { name: 'Platform status' });
    await expect(profileBanner).toContainText('LeetCode is not answering since');
    const box = (await profileBanner.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const admin = await adminContext.newPage();
    await signInQuickly(admin, 'admin');
    await admin.goto('/admin/controls');
    const panel = admin.getByRole('region', { name: 'Platform health' });
    const leetcode = panel.getByRole('row', { name: /^LeetCode/ });
    await expect(leetcode).toContainText('Down (paused)');
    await expect(leetcode).toContainText(/held back|failed/);
    // Still refused: the probe goes at once, fails, and the pause grows.
    await leetcode.getByRole('button', { name: 'Probe now: LeetCode' }).click();
    await expect(admin.getByText(/^LeetCode did not answer: .*refused \(HTTP 403\)/)).toBeVisible();
    await expect(leetcode).toContainText('Down (paused)');
    await adminContext.close();
  } finally {
    await outage.end();
  }
  await page.reload();
  await expect(page.getByRole('region', { name: 'Platform Activity' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Platform Activity' }).getByRole('status', { name: 'Platform status' })).toBeEmpty();
});
