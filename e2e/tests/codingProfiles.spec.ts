import { expect, test } from '@playwright/test';
import { sandboxUrl } from '../fixtures/env.mjs';
import { signIn, toast } from '../fixtures/session';

// Coding profiles through the browser: link a handle, prove it with the code on the (sandboxed) platform, see it verified.
test('a member links a LeetCode handle and verifies it with the code placed on the profile', async ({ page, request }) => {
  // Waits on the platform sandbox as well as the app: half again the default journey.
  test.setTimeout(135_000);
  await signIn(page, 'member');
  await page.goto('/profile/edit');

  await page.getByRole('button', { name: 'Edit LeetCode Username' }).click();
  await page.getByRole('textbox', { name: 'LeetCode Username' }).fill('alice_lc');
  await page.getByRole('button', { name: 'Confirm LeetCode Username' }).click();
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'Verify LeetCode' }).click();
  const dialog = page.getByRole('dialog');
  // The code arrives from the server: wait for it rather than read the spinner's label.
  await expect(dialog.getByLabel('Your code')).toHaveText(/^\s*CHAPTER-[A-Z0-9]{8}\s*$/);
  const code = (await dialog.getByLabel('Your code').textContent())?.trim() ?? '';
  await expect(dialog.getByRole('button', { name: 'Verify', exact: true })).toBeDisabled();

  // The member edits their LeetCode name: here, the sandbox's admin endpoint does it.
  const placed = await request.post(`${sandboxUrl}/__sandbox/profile`, { data: { platform: 'leetcode', handle: 'alice_lc', realName: `Alice ${code}` } });
  expect(placed.ok()).toBe(true);

  await expect(dialog.getByRole('button', { name: 'Verify', exact: true })).toBeEnabled({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(toast(page, 'LeetCode profile verified successfully')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/profile');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'LeetCode', exact: true }) });
  await expect(card).toContainText('alice_lc');
  await expect(card).toContainText('Verified');
  await expect(card).toContainText('Updated Daily');

  // Refresh my figures: the verified handle is fetched now, through the job queue, with progress and what changed.
  const figures = page.getByRole('region', { name: 'Your figures' });
  const refresh = figures.getByRole('button', { name: 'Refresh my figures' });
  await expect(refresh).toBeEnabled();
  await refresh.click();
  const outcome = figures.getByRole('status');
  await expect(outcome).toContainText('Refreshed at', { timeout: 90_000 });
  await expect(outcome.getByRole('listitem').first()).toContainText(/^LeetCode: |^No change/);
  await expect(refresh).toBeDisabled();
  await expect(figures.getByText(/^You can refresh again in \d+:\d\d$/)).toBeVisible();

  // The server keeps the cool-down whatever the screen shows: 429 with the time left.
  const token = await page.evaluate(() => localStorage.getItem('auth'));
  const again = await page.request.post('/api/v1/user/refresh-my-figures', { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(again.status()).toBe(429);
  const body = await again.json();
  expect(body.retryAfterSeconds).toBeGreaterThan(0);
  expect(again.headers()['retry-after']).toBe(String(body.retryAfterSeconds));
});
