import { expect, test } from '@playwright/test';
import { onTop, signIn, toast } from '../fixtures/session';

// The admin area's everyday screens. The newcomer's whole journey (allowed, promoted, rewarded, deleted) is
// adminNewcomer.spec.ts: it gives points, so it runs beside the specs that read the seeded boards, not against them.

test("an admin reaches the admin area from the profile menu; a member's menu has no such entry", async ({ page }) => {
  await signIn(page, 'admin');
  // Toasts sit below the sticky header, and under a menu it opens: the sign-in toast, still on screen, hides neither.
  const signedIn = toast(page, 'Login successful!');
  const profileMenu = page.getByRole('button', { name: 'Open profile menu' });
  await expect(signedIn).toBeVisible();
  for (const control of [profileMenu, page.getByRole('button', { name: /^Notifications/ })]) {
    await expect.poll(() => onTop(control)).toBe(true);
  }
  await profileMenu.click();
  const menu = page.getByRole('menu', { name: 'Profile' });
  await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
  await expect(signedIn).toBeVisible();
  for (const item of await menu.getByRole('menuitem').all()) expect(await onTop(item)).toBe(true);
  await menu.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('link', { name: 'User Management' })).toHaveAttribute('aria-current', 'page');

  await page.evaluate(() => window.localStorage.removeItem('auth'));
  await signIn(page, 'member');
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
});

test('every admin page fits a 390 px phone without sideways scrolling, and the tab bar works from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  for (const [path, tab] of [
    ['/admin/users', 'User Management'],
    ['/admin/emails', 'Allowed Emails'],
    ['/admin/scheduler', 'Scheduler Controls'],
    ['/admin/errors', 'Error Controllers'],
    ['/admin/controls', 'Extra Controls'],
    ['/admin/deployments', 'Deployments'],
    ['/admin/audit', 'Audit Log'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  await page.goto('/admin/users');
  await page.getByRole('link', { name: 'User Management' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Allowed Emails' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/emails$/);
  await expect(page.getByRole('link', { name: 'Allowed Emails' })).toHaveAttribute('aria-current', 'page');
});

test("fetch now: today's practice runs on the server with its progress shown until it ends, and the job status lists it", async ({ page }) => {
  // Every demo member has a LeetCode handle: 70 reads at LeetCode's 20 per 10 s take 35 s before any work; a wide guard.
  test.setTimeout(240_000);
  await signIn(page, 'admin');
  await page.goto('/admin/controls');
  await page.getByRole('button', { name: "Fetch today's practice" }).click();
  await page.getByRole('dialog', { name: 'Fetch now' }).getByRole('button', { name: 'Fetch now' }).click();
  const runs = page.getByRole('list', { name: 'Jobs started here' });
  await expect(runs.getByRole('progressbar')).toBeVisible();
  await expect(runs.getByText(/^Completed/)).toBeVisible({ timeout: 180_000 });
  await expect(runs.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('list', { name: 'Queued and recent runs' }).getByRole('listitem').first()).toContainText('completed');
});
