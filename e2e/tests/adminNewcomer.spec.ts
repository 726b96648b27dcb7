import { expect, test, type Browser, type Page } from '@playwright/test';
import { accounts } from '../fixtures/env.mjs';
import { actOn } from '../fixtures/prerendered';
import { registerThroughForm, signIn, submitSignIn, toast } from '../fixtures/session';

// Issue 12's journey on the real API: an admin lets two newcomers in by CSV, one signs up, and the admin promotes,
// rewards, protects, unprotects and deletes them; the audit log keeps every step.
// The 5 points it gives put the newcomer on the boards for a while, above every member with fewer: it runs in the
// 'points' project, one after another with the specs that read the seeded ranks (playwright.config.ts).
const stamp = Date.now().toString(36);
const newcomer = { email: `nova.${stamp}@chapter.test`, name: `Nova ${stamp}`, password: 'nova-pass-1' };
const other = `omar.${stamp}@chapter.test`;
const reason = `Ran the DP workshop ${stamp}`;

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

const token = (page: Page) => page.evaluate(() => localStorage.getItem('auth'));

/** Confirms the open confirmation dialog with its button `name` and waits for the toast `text`. */
async function confirm(page: Page, name: string, text: string | RegExp) {
  await page.getByRole('dialog').last().getByRole('button', { name, exact: true }).click();
  await expect(page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first()).toBeVisible();
}

test('an admin allows, promotes, rewards, protects and deletes a newcomer, and the audit log lists each step', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');

  // Two addresses by CSV.
  await page.goto('/admin/emails');
  await page
    .getByLabel('Upload CSV')
    .setInputFiles({ name: `newcomers-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`email\n${newcomer.email}\n${other}\n`) });
  await expect(page.getByRole('dialog', { name: 'Upload CSV' })).toContainText(`newcomers-${stamp}.csv`);
  await confirm(page, 'Upload', '2 emails added');
  await page.getByLabel('Search').fill(stamp);
  await expect(page.getByRole('cell', { name: newcomer.email, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: other, exact: true })).toBeVisible();

  // The newcomer signs up with one and keeps a session open: no core-member buttons yet.
  const nova = await newPage(browser);
  await registerThroughForm(nova, newcomer, {
    bio: 'Here for the contests.',
    phoneNumber: '9876501234',
    registrationNumber: `RA${stamp}`,
    academicYear: '1',
    linkedIn: 'nova-n',
  });
  await submitSignIn(nova, newcomer.email, newcomer.password);
  await expect(nova).toHaveURL(/\/dashboard$/);
  await nova.goto('/practice');
  await expect(nova.getByRole('button', { name: 'Create Resource' })).toHaveAttribute('aria-disabled', 'true');
  const novaToken = await token(nova);
  const createSet = () =>
    nova.request.post('/api/v1/core-member/create-resource', {
      headers: { Authorization: `Bearer ${novaToken}` },
      data: { title: `Set ${stamp}`, description: 'By a new core member' },
    });
  expect((await createSet()).status()).toBe(403);

  // Promoted twice: USER → MEMBER → COREMEMBER.
  await page.goto('/admin/users');
  await page.getByRole('searchbox').fill(newcomer.name);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: newcomer.name }) });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the newcomer
  const userId = ((await row.getByRole('link', { name: newcomer.name }).getAttribute('href')) ?? '').split('/').pop() as string;
  await row.getByRole('button', { name: `Promote ${newcomer.name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Promote user' })).toContainText('from User to Member');
  await confirm(page, 'Promote', /to MEMBER/);
  await expect(row.getByRole('cell', { name: 'Member', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Promote ${newcomer.name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Promote user' })).toContainText('from Member to Core member');
  await confirm(page, 'Promote', /to COREMEMBER/);
  await expect(row.getByRole('cell', { name: 'Core member', exact: true })).toBeVisible();

  // The newcomer's open session gains core-member rights on its next request (same token), and the buttons on the next page load.
  const created = await createSet();
  expect(created.status()).toBe(200);
  const setId = (await created.json()).data._id as string;
  expect(
    (
      await nova.request.delete('/api/v1/core-member/delete-resource', { headers: { Authorization: `Bearer ${novaToken}` }, data: { resourceId: setId } })
    ).status(),
  ).toBe(200);
  await nova.reload();
  await expect(nova.getByRole('button', { name: 'Create Resource' })).not.toHaveAttribute('aria-disabled', 'true');

  // Before the points: the newcomer's dashboard and a member's board have been read (the boards are built and kept).
  const boards = await newPage(browser);
  await signIn(boards, 'member');
  const boardPoints = async (answer: Promise<{ json(): Promise<unknown> }>) =>
    ((await (await answer).json()) as { data: Array<{ name: string; points: number }> }).data.find((entry) => entry.name === newcomer.name)?.points;
  const searchBoard = async () => {
    await expect(boards.getByRole('searchbox', { name: 'Search users' })).toBeVisible();
    const read = boards.waitForResponse((r) => r.url().endsWith('/api/v1/user/get-leaderboard-data') && (r.request().postData() ?? '').includes(newcomer.name));
    await boards.getByRole('searchbox', { name: 'Search users' }).fill(newcomer.name);
    return boardPoints(read);
  };
  await boards.goto('/leaderboard/overall');
  expect(await searchBoard()).toBe(0);
  // The points each of the newcomer's profile reads answers, from here on. A read the page left behind when it was
  // reloaded has no body any more (its live stream told it of the points a moment before): only those read count.
  const ownPoints: number[] = [];
  nova.on('response', (response) => {
    if (!response.url().endsWith('/api/v1/user/get-profile-data') || response.request().method() !== 'POST' || response.status() !== 200) return;
    response.json().then(
      (body: { data: { points: number } }) => ownPoints.push(body.data.points),
      () => {},
    );
  });
  /** The points the newcomer's reads answered since the last call, once at least one has. */
  const ownReads = async () => {
    await expect.poll(() => ownPoints.length).toBeGreaterThan(0);
    return ownPoints.splice(0);
  };
  // The dashboard comes drawn by the server; its app, once the newcomer acts, reads their figures again.
  await nova.goto('/dashboard');
  await actOn(nova);
  expect(new Set(await ownReads())).toEqual(new Set([0]));

  // 5 points with a reason, in the member's history.
  await row.getByRole('button', { name: `Manage points of ${newcomer.name}` }).click();
  const form = page.getByRole('dialog', { name: `Manage points of ${newcomer.name}` });
  await form.getByLabel('Points').fill('5');
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: 'Add points' }).click();
  await expect(page.getByRole('dialog', { name: 'Add points' })).toContainText(`Add 5 points to ${newcomer.name}? Reason: ${reason}`);
  await confirm(page, 'Add', /5 points/);
  await expect(form).toHaveCount(0);
  await expect(row.getByRole('cell', { name: '5', exact: true })).toBeVisible();
  const history = await nova.request.post('/api/v1/user/get-points-history', { headers: { Authorization: `Bearer ${novaToken}` }, data: {} });
  expect(history.status()).toBe(200);
  expect((await history.json()).data.entries).toEqual(expect.arrayContaining([expect.objectContaining({ points: 5, note: reason })]));

  // With the settings users get, the very next read shows them: the newcomer's dashboard and the member's board.
  ownPoints.length = 0;
  await nova.reload();
  await actOn(nova);
  expect(new Set(await ownReads())).toEqual(new Set([5]));
  await expect(nova.getByRole('region', { name: 'Your stats' }).locator('div', { hasText: 'Points' }).locator('dd')).toHaveText('5');
  await boards.reload();
  expect(await searchBoard()).toBe(5);
  await expect(boards.getByRole('row').filter({ has: boards.getByRole('link', { name: newcomer.name }) })).toContainText('5');

  // On the board while they exist.
  await boards.getByRole('searchbox', { name: 'Search users' }).fill(newcomer.name);
  await expect(boards.getByRole('link', { name: newcomer.name })).toBeVisible();

  // Protected: the delete is refused, by the screen and by the API.
  const adminToken = await token(page);
  await row.getByRole('button', { name: `Protect ${newcomer.name}` }).click();
  await confirm(page, 'Protect', /protect/i);
  await expect(row.getByText('Protected', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Delete ${newcomer.name}` })).toBeDisabled();
  const refused = await page.request.delete('/api/v1/admin/delete-user-account', { headers: { Authorization: `Bearer ${adminToken}` }, data: { userId } });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(refused.status()).toBeLessThan(500);

  // Unprotected, then deleted.
  await row.getByRole('button', { name: `Unprotect ${newcomer.name}` }).click();
  await confirm(page, 'Unprotect', /protect/i);
  await expect(row.getByText('Protected', { exact: true })).toHaveCount(0);
  await row.getByRole('button', { name: `Delete ${newcomer.name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Delete user' })).toContainText(newcomer.email);
  await confirm(page, 'Delete', /delete/i);
  await expect(toast(page, 'Update the leaderboard after deleting the required users!')).toBeVisible();
  await expect(page.getByText('No users found')).toBeVisible();

  // Their sign-in fails and the boards no longer list them.
  const again = await newPage(browser);
  await submitSignIn(again, newcomer.email, newcomer.password);
  await expect(toast(again, 'Invalid email or password!')).toBeVisible();
  await boards.reload();
  await boards.getByRole('searchbox', { name: 'Search users' }).fill(newcomer.name);
  await expect(boards.getByText('No users found')).toBeVisible();
  await expect(boards.getByRole('link', { name: newcomer.name })).toHaveCount(0);

  // The audit log lists each step, newest first, each by the admin.
  await page.getByRole('link', { name: 'Audit Log' }).click();
  // The users tab has a "Search" box too and stays drawn until the audit tab's code arrives: type into the log's own.
  const log = page.getByRole('region', { name: 'Audit log' });
  await log.getByLabel('Search').fill(newcomer.name);
  const steps = log.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(steps).toHaveCount(6);
  const actions = await Promise.all((await steps.all()).map((entry) => entry.getByRole('cell').nth(1).textContent()));
  expect(actions).toEqual(['delete-user-account', 'toggle-protected-status', 'toggle-protected-status', 'update-points', 'promote-user', 'promote-user']);
  for (const entry of await steps.all()) await expect(entry.getByRole('cell').nth(2)).toHaveText(accounts.admin.name);
  await expect(steps.nth(1)).toContainText('protected: true → false');
  await expect(steps.nth(3)).toContainText(`reason: – → ${reason}`);
  await expect(steps.nth(5)).toContainText('role: USER → MEMBER');
  // The CSV upload has no member to name: the action filter finds it.
  await log.getByLabel('Search').fill('');
  await log.getByLabel('Action').selectOption('upload-csv-allowed-emails');
  await expect(steps.first()).toContainText('added: – → 2');
});
