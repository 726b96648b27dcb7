import { expect, test } from '@playwright/test';
import { signIn, toast } from '../fixtures/session';

// Issue 18's journey on the real API and job queue: the admin previews last month's end, runs it (confirmed),
// follows its progress to the end, and finds the month's new backup listed as verified, ready to download.

/** Last month in the chapter's time zone (the e2e server runs in UTC). */
function lastMonth(): { value: string; name: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const value = `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
  return { value, name: first.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }) };
}

test('the admin previews the month end, runs it, and sees the new backup listed as verified', async ({ page }) => {
  test.setTimeout(180_000);
  const month = lastMonth();
  await signIn(page, 'admin');
  await page.goto('/admin/month-end');
  await expect(page.getByRole('link', { name: 'Month End' })).toHaveAttribute('aria-current', 'page');

  // The picker offers finished months only, newest first: last month is chosen.
  const picker = page.getByRole('combobox', { name: /^Month/ });
  await expect(picker).toHaveValue(month.value);
  await expect(picker.locator('option').first()).toHaveText(`${month.name} (not run)`);

  // The preview: the steps not run yet, the tables of what the run would do.
  await expect(page.getByRole('heading', { name: `Preview: ${month.name}` })).toBeVisible();
  const steps = page.getByRole('region', { name: 'Steps' });
  await expect(steps.getByRole('row')).toHaveCount(6);
  await expect(steps.getByText('Not run yet')).toHaveCount(5);
  await expect(page.getByRole('heading', { name: /^Removed at the passing mark/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Spared below the mark' })).toBeVisible();
  const files = page.getByRole('region', { name: 'Backup files' });
  await expect(page.getByText('No backups yet').or(files)).toBeVisible();
  await expect(files.getByRole('cell', { name: `${month.value}.json.gz`, exact: true })).toHaveCount(0);

  // Run it, from the keyboard: confirm, then follow the run to its end.
  await page.getByRole('button', { name: 'Run month end' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Run month end' });
  await expect(dialog).toContainText(`Run the month end of ${month.name} now?`);
  await dialog.getByRole('button', { name: 'Run month end', exact: true }).click();
  await expect(toast(page, `Month end of ${month.value}: queued`)).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Month end progress' });
  await expect(bar).toBeVisible();
  await expect(page.getByText(new RegExp(`^Month end of ${month.value}: \\d steps? done`))).toBeVisible({ timeout: 60_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');

  // The steps read done (auto-kick is switched off by default: skipped, and offered on its own).
  await expect(steps.getByText('Done')).toHaveCount(4);
  await expect(steps.getByText('Skipped (switched off)')).toHaveCount(1);
  await expect(steps.getByRole('button', { name: 'Run this step: Remove members below the passing mark' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run month end' })).toBeDisabled();

  // The new backup is listed with its size, date and verification, and downloads as the file.
  const row = files.getByRole('row').filter({ has: page.getByRole('cell', { name: `${month.value}.json.gz`, exact: true }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Verified')).toBeVisible();
  await expect(row).toContainText(/\d+(\.\d)? (KB|MB|B)/);
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${month.value}.json.gz` }).click();
  expect((await download).suggestedFilename()).toBe(`${month.value}.json.gz`);

  // The audit log names the run.
  await page.goto('/admin/audit');
  await expect(page.getByRole('cell', { name: 'run-month-end', exact: true }).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the month end page fits 390 px: no sideways scrolling of the page, the tables scroll inside their frames', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/month-end');
    // The preview of a month computes its plan: allow a busy machine its time.
    await expect(page.getByRole('region', { name: 'Steps' })).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: 'Run month end' })).toBeInViewport();
  });
});
