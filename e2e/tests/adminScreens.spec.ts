import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInQuickly } from '../fixtures/areas';
import { accounts, e2ePort } from '../fixtures/env.mjs';
import { bearerHeaders } from '../fixtures/session';

// Issue 25's admin screens on the real API: /admin/users shows every row action at a laptop's 1280 px without sideways
// scrolling and keeps each one reachable and usable on a 390 px phone, a long e-mail included; the admin tabs sit
// in one row at 1280. With ADMIN_SCREENS_DIR set, each screen is also photographed at both widths for a person to look at.

const stamp = Date.now().toString(36);
/** Two sign-ups with addresses as long as real ones get (USERs, so every action applies): one for each width. */
const newcomer = {
  name: `Longfellow Wordsworth ${stamp}`,
  email: `firstname.middlename.lastname.${stamp}.computer-science@students.university-of-somewhere.example.edu`,
};
const phoneNewcomer = {
  name: `Philippa Montgomery-Hartley ${stamp}`,
  email: `philippa.montgomery-hartley.${stamp}.electronics-and-communication@students.university-of-somewhere.example.edu`,
};
const ACTIONS = ['Promote', 'Demote', 'Protect', 'Manage points of', 'Delete'];
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function photograph(page: Page, name: string) {
  const dir = process.env.ADMIN_SCREENS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

/** A member's row of the users table, found by a search for their name. */
async function rowOf(page: Page, name: string): Promise<Locator> {
  await page.goto('/admin/users');
  await page.getByRole('searchbox').fill(name);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  return row;
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Every button's box lies inside the viewport's width and is at least `min` px tall and wide (WCAG 2.2 target size). */
async function expectWithinWidth(buttons: Locator, width: number, min: number) {
  for (const button of await buttons.all()) {
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(min);
  }
}

/** Confirms the open confirmation dialog with its button `name` and waits for the toast saying `text`. */
async function confirm(page: Page, name: string, text: RegExp) {
  await page.getByRole('dialog').last().getByRole('button', { name, exact: true }).click();
  await expect(page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first()).toBeVisible();
}

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${e2ePort}` });
  const headers = await bearerHeaders(api, accounts.admin);
  const people = [newcomer, phoneNewcomer];
  const allowed = await api.post('/api/v1/admin/add-allowed-emails', {
    headers,
    data: { emails: people.map((person) => person.email) },
  });
  expect(allowed.ok(), await allowed.text()).toBe(true);
  for (const [index, person] of people.entries()) {
    const registered = await api.post('/api/v1/auth/register', {
      multipart: {
        name: person.name,
        bio: 'Here for the contests.',
        email: person.email,
        password: 'long-pass-1',
        phoneNumber: `987650432${index}`,
        registrationNumber: `RA${stamp}${index}`,
        academicYear: '2',
        linkedinUsername: 'long-name',
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
  }
  await api.dispose();
});

test('at 1280 px every row action is in view without sideways scrolling, and each works', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(LAPTOP);
  await signInQuickly(page, 'admin');

  // A whole page of members: every row's five buttons inside the table's box, the table not scrolling sideways.
  await page.goto('/admin/users');
  const table = page.getByRole('region', { name: 'Users' });
  await expect(table.getByRole('row')).toHaveCount(21);
  expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  const right = await table.evaluate((box) => box.getBoundingClientRect().right);
  const outside = await table
    .getByRole('button')
    .evaluateAll(
      (buttons, edge) => buttons.filter((button) => button.getBoundingClientRect().right > edge).map((button) => button.getAttribute('aria-label')),
      right,
    );
  expect(outside).toEqual([]);
  await photograph(page, 'users');

  // The newcomer's row: the long e-mail stays inside its cell, each action shows its whole word.
  const row = await rowOf(page, newcomer.name);
  await expect(row.getByText(newcomer.email)).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  const group = row.getByRole('group', { name: `Actions for ${newcomer.name}` });
  await expect(group.getByRole('button')).toHaveText(['Promote', 'Demote', 'Protect', 'Points', 'Delete']);
  for (const action of ACTIONS) await expect(group.getByRole('button', { name: `${action} ${newcomer.name}` })).toBeInViewport();
  await expectWithinWidth(group.getByRole('button'), LAPTOP.width, 24);
  await photograph(page, 'users-long-email');

  // Each action, carried out: promote, points, protect (delete refused), unprotect, demote, delete.
  await group.getByRole('button', { name: `Promote ${newcomer.name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Promote user' })).toContainText('from User to Member');
  await confirm(page, 'Promote', /MEMBER/);
  await expect(row.getByRole('cell', { name: 'Member', exact: true })).toBeVisible();

  await group.getByRole('button', { name: `Manage points of ${newcomer.name}` }).click();
  const form = page.getByRole('dialog', { name: `Manage points of ${newcomer.name}` });
  await form.getByLabel('Points').fill('3');
  await form.getByLabel('Reason').fill(`Layout check ${stamp}`);
  await form.getByRole('button', { name: 'Add points' }).click();
  await confirm(page, 'Add', /3 points/);
  await expect(form).toHaveCount(0);
  await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();

  await group.getByRole('button', { name: `Protect ${newcomer.name}` }).click();
  await confirm(page, 'Protect', /protect/i);
  await expect(row.getByText('Protected', { exact: true })).toBeVisible();
  await expect(group.getByRole('button', { name: `Delete ${newcomer.name}` })).toBeDisabled();
  await group.getByRole('button', { name: `Unprotect ${newcomer.name}` }).click();
  await confirm(page, 'Unprotect', /protect/i);
  await expect(row.getByText('Protected', { exact: true })).toHaveCount(0);

  await group.getByRole('button', { name: `Demote ${newcomer.name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Demote user' })).toContainText('from Member to User');
  await confirm(page, 'Demote', /USER/);
  await expect(row.getByRole('cell', { name: 'User', exact: true })).toBeVisible();

  await group.getByRole('button', { name: `Delete ${newcomer.name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Delete user' })).toContainText(newcomer.email);
  await confirm(page, 'Delete', /delete/i);
  await expect(page.getByText('No users found')).toBeVisible();
});

test('at 390 px each row action of a member with a long e-mail is reachable on their card, and works', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInQuickly(page, 'admin');
  await page.goto('/admin/users');
  await expect(page.getByRole('region', { name: 'Users' }).getByRole('row').nth(1)).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await photograph(page, 'users');

  const row = await rowOf(page, phoneNewcomer.name);
  await row.getByText(phoneNewcomer.email).scrollIntoViewIfNeeded();
  await expect(row.getByText(phoneNewcomer.email)).toBeInViewport({ ratio: 1 });
  const group = row.getByRole('group', { name: `Actions for ${phoneNewcomer.name}` });
  for (const action of ACTIONS) await expect(group.getByRole('button', { name: `${action} ${phoneNewcomer.name}` })).toBeVisible();
  await expectWithinWidth(group.getByRole('button'), PHONE.width, 24);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await photograph(page, 'users-long-email');

  // From the keyboard: Points opens its form, Escape closes it with focus back on the button; Promote goes through.
  const points = group.getByRole('button', { name: `Manage points of ${phoneNewcomer.name}` });
  await points.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: `Manage points of ${phoneNewcomer.name}` });
  await expect(form).toBeVisible();
  await photograph(page, 'users-points-dialog');
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(points).toBeFocused();
  await group.getByRole('button', { name: `Promote ${phoneNewcomer.name}` }).click();
  await confirm(page, 'Promote', /MEMBER/);
  await expect(row.getByRole('cell', { name: 'Member', exact: true })).toBeVisible();
});

test('the admin tabs sit in one row at 1280 px; at 390 px they scroll on their own, the current one in view', async ({ page }) => {
  await signInQuickly(page, 'admin');
  await page.setViewportSize(LAPTOP);
  await page.goto('/admin/users');
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const tabs = nav.getByRole('link');
  await expect(tabs).toHaveCount(9);
  const tops = await tabs.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  expect(await nav.getByRole('list').evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(0);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });

  await page.setViewportSize(PHONE);
  await page.goto('/admin/audit');
  await expect(page.getByRole('link', { name: 'Audit Log' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Audit Log' })).toBeInViewport({ ratio: 1 });
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  // The keyboard walks every tab in order, each scrolled into view as it takes focus.
  await page.getByRole('link', { name: 'User Management' }).focus();
  for (const name of ['Allowed Emails', 'Scheduler Controls', 'Error Controllers', 'Extra Controls', 'Month End', 'Webhooks', 'Deployments', 'Audit Log']) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name })).toBeFocused();
    await expect(page.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
  }
});

test('Extra Controls and Month End read on a phone: every job shows its next run, in a named zone; nothing scrolls sideways', async ({ page }) => {
  await signInQuickly(page, 'admin');
  for (const viewport of [LAPTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/controls');
    const jobs = page.getByRole('region', { name: 'Scheduled jobs' });
    await expect(jobs.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(/(the chapter's time zone: |in your time zone, )\S+/)).toBeVisible();
    for (const row of (await jobs.getByRole('row').all()).slice(1)) {
      const next = row.getByRole('cell').nth(3);
      await next.scrollIntoViewIfNeeded();
      await expect(next).toBeInViewport({ ratio: 1 });
    }
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await photograph(page, 'controls');

    await page.goto('/admin/month-end');
    await expect(page.getByRole('heading', { name: /^Removed at the passing mark|^Preview/ }).first()).toBeVisible();
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await photograph(page, 'month-end');
  }
});
