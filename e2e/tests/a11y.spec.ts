import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInQuickly } from '../fixtures/areas';
import { accounts } from '../fixtures/env.mjs';

// axe-core over the pages of spec §2 at a laptop and a phone width, failing on any violation of any rule.

const VIEWPORTS = [
  { name: '1280 px', width: 1280, height: 800 },
  { name: '390 px', width: 390, height: 844 },
];

const VISITOR_PAGES = [
  '/',
  '/about',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/support/terms',
  '/support/report-issue',
  '/support/user-manual',
  '/no/such/page',
];
// Not yet here: /dashboard and /profile/compare (an avatar's initials inside a named control still fail
// label-content-name-mismatch there; issue 16 goes on).
const MEMBER_PAGES = [
  '/profile',
  '/profile/edit',
  '/leaderboard/overall',
  '/leaderboard/platform/leetcode',
  '/leaderboard/stats',
  '/practice',
  '/resources',
  '/roadmaps',
];
const ADMIN_PAGES = ['/admin/users', '/admin/emails', '/admin/scheduler', '/admin/errors', '/admin/controls', '/admin/audit'];

/** Waits until the page has drawn its content: the shell's remote area has text, nothing is loading any more. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toHaveText(/\S/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

/** Every violation, one line each with the elements it was found on, so a failure says what to fix. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Fades and slides finish at once, so axe measures the colours a reader ends up seeing.
    test.beforeEach(async ({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

    for (const path of VISITOR_PAGES) {
      test(`a visitor's ${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        await settle(page);
        expect(await violations(page)).toEqual([]);
      });
    }

    for (const [who, paths] of [
      ['member', MEMBER_PAGES],
      ['admin', ADMIN_PAGES],
    ] as const) {
      for (const path of paths) {
        test(`a ${who}'s ${path} has no violations`, async ({ page }) => {
          await signInQuickly(page, who);
          await page.goto(path);
          await settle(page);
          expect(await violations(page)).toEqual([]);
        });
      }
    }
  });
}

test.describe('the leaderboard on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('rank, name and points are in view without scrolling sideways; the other figures open per row', async ({ page }) => {
    await signInQuickly(page, 'member');
    await page.goto('/leaderboard/overall');
    const table = page.getByRole('region', { name: /Overall Leaderboard, page/ });
    for (const header of ['Rank', 'Name', 'Points']) {
      const cell = table.getByRole('columnheader', { name: header, exact: true });
      await cell.scrollIntoViewIfNeeded();
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect(table.getByRole('columnheader', { name: 'Points Increased' })).toBeHidden();
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    const firstRow = table.locator('tbody tr').first();
    const toggle = firstRow.getByRole('button', { name: /^Details for / });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(details).toBeVisible();
    await expect(details).toContainText('Points Increased');
  });
});

test('the check itself fails on a page with a violation', async ({ page }) => {
  await page.goto('/support/terms');
  await settle(page);
  await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<p style="color:#aaaaaa;background:#ffffff">Faint text</p>'));
  expect(await violations(page)).toEqual([expect.stringMatching(/^color-contrast \(serious\)/)]);
});

/** Presses Tab until `target` has the focus; fails if it is not reached within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: sign in, open the Platforms menu and pick a board', async ({ page }) => {
  const member = accounts.member;
  await page.goto('/auth/login');
  await tabTo(page, page.getByLabel(/email/i));
  await page.keyboard.type(member.email);
  await tabTo(page, page.getByLabel(/^password/i));
  await page.keyboard.type(member.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  const leaderboard = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard', exact: true });
  await tabTo(page, leaderboard);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/leaderboard\/overall$/);

  const platforms = page.getByRole('button', { name: 'Platforms' });
  await tabTo(page, platforms);
  await page.keyboard.press('Enter');
  await expect(platforms).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Leaderboards' });
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', { name: 'LeetCode', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', { name: 'CodeChef', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/leaderboard\/platform\/codechef$/);
  await expect(page.getByRole('heading', { name: 'CodeChef Leaderboard' })).toBeVisible();
});

test('keyboard only: a dialog keeps the focus inside while open and gives it back on close', async ({ page }) => {
  await signInQuickly(page, 'member');
  await page.goto('/leaderboard/stats');
  const more = page.getByRole('button', { name: /^\+\d+ more in / }).first();
  await tabTo(page, more, 80);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press(presses % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(more).toBeFocused();
});

test('keyboard only: the profile menu opens, moves with the arrows, closes with Escape and leads to My Profile', async ({ page }) => {
  await signInQuickly(page, 'member');
  await page.goto('/leaderboard/overall');
  const trigger = page.getByRole('button', { name: 'Open profile menu' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu', { name: 'Profile' });
  await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Compare Profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
});
