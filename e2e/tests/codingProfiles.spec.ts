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
});
