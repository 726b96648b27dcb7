import { expect, test, type Locator, type Page } from '@playwright/test';
import { addressOf, AREAS, signInQuickly } from '../fixtures/areas';
import { violations } from '../fixtures/axe';
import { coreMemberApi, type CoreMemberApi } from '../fixtures/coreMember';
import { takePlatformDown } from '../fixtures/platformOutage';
import { accounts, longEmailMember } from '../fixtures/env.mjs';
import { problems } from '../fixtures/prerendered';
import { bearerHeaders } from '../fixtures/session';

// axe-core over every route (the paths areas.json declares, the four platform boards and the not-found
// page), for a visitor and each role, at a laptop and a phone width, failing on any violation of any rule; then the
// menus and dialogs a reader opens on top of those pages.

const VIEWPORTS = [
  { name: '1280 px', width: 1280, height: 800 },
  { name: '390 px', width: 390, height: 844 },
];

type Visitor = 'visitor' | keyof typeof accounts;
const ROLES: Visitor[] = ['visitor', 'user', 'member', 'core', 'admin'];
type Guard = (typeof AREAS)[number]['paths'][number]['guard'];
type Route = { path: string; address: string; guard: Guard };

const ROUTES: Route[] = [
  ...AREAS.flatMap((area) => area.paths.map((entry) => ({ path: entry.path, address: addressOf(entry), guard: entry.guard }))),
  { path: '*', address: '/no/such/page', guard: 'public' },
];
// There are four platform boards; areas.json gives one example of the platform route, and the role only changes the
// shell's chrome (checked on that example for every role), so the other three boards, with their own columns, and a
// learning item that does not exist are checked for the member.
const MEMBER_ONLY: Route[] = [
  ...['codechef', 'codeforces', 'gfg'].map((platform) => ({
    path: '/leaderboard/platform/:platform',
    address: `/leaderboard/platform/${platform}`,
    guard: 'signed-in' as Guard,
  })),
  { path: '/practice/:id', address: '/practice/no-such-set', guard: 'signed-in' },
];

/** Where `role` ends up when it opens a route with this guard (docs/rules.md §11 guards, §1 the admin area). */
function landingOf(role: Visitor, guard: Guard, address: string): string {
  if (role === 'visitor') return guard === 'signed-in' || guard === 'admin' ? '/auth/login' : address;
  if (guard === 'public-only') return '/dashboard';
  if (guard === 'admin' && role !== 'admin') return '/dashboard';
  return address;
}

/** The page's console problems, per page, so a page that never draws says what it met (see settle). */
const seen = new WeakMap<Page, string[]>();
const watch = (page: Page) => seen.set(page, problems(page));

/** Waits until the page has drawn its content: the shell's remote area has text, nothing is loading any more. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  try {
    await expect(page.locator('main')).toHaveText(/\S/);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${await whatIsShown(page)}`);
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

/** What a page that never drew its content shows instead, and the errors it logged: a failure that explains itself. */
async function whatIsShown(page: Page): Promise<string> {
  const shown = await page
    .evaluate(() => `title "${document.title}", body: ${document.body?.innerText.replace(/\s+/g, ' ').slice(0, 300) ?? '(none)'}`)
    .catch((error: unknown) => `unreadable (${String(error)})`);
  return [`The page at ${page.url()}: ${shown}`, ...(seen.get(page) ?? [])].join('\n');
}

/** Signs `role` in for the whole context (no-op for the visitor): one session serves every page of the run. */
async function signInAs(page: Page, role: Visitor): Promise<void> {
  if (role !== 'visitor') await signInQuickly(page, role);
}

// A practice set with a problem and a video resource with a video, so /practice/:id and /resources/:id show a
// real item (the e2e seed has none); made by the core member through the API, removed afterwards.
const learning = { practice: '', videos: '', meeting: { dateId: '', noticeId: '' } };
let coreApi: CoreMemberApi;
test.beforeAll(async ({ playwright }) => {
  coreApi = await coreMemberApi(playwright);
  const post = coreApi.post;
  learning.practice = (await post('create-resource', { title: 'Graphs for the a11y check', description: 'Breadth-first search and friends.' }))._id;
  await post('add-question', {
    resourceId: learning.practice,
    title: 'Number of Islands',
    link: 'https://leetcode.com/problems/number-of-islands/',
    description: 'Count the islands.',
    difficulty: 'MEDIUM',
    platform: 'LeetCode',
  });
  learning.videos = (await post('create-video-resource', { title: 'Lectures for the a11y check', description: 'Dynamic programming.' }))._id;
  await post('add-video', { videoResourceId: learning.videos, title: 'Knapsack', description: 'The 0/1 knapsack.', link: 'https://youtu.be/dQw4w9WgXcQ' });
  // A meeting today, so the calendar's day dialog has an item to open (the e2e server counts days in UTC).
  const meeting = await post<{ dateId: string; noticeId: string }>('create-meeting', {
    title: 'Stand-up for the a11y check',
    description: 'Who solved what this week.',
    meetingLink: 'https://meet.example.org/a11y',
    meetingDate: new Date().toISOString().slice(0, 10),
    meetingTime: '23:59',
    compulsory: false,
    toSendEmail: false,
    attendees: 'MEMBER',
  });
  learning.meeting = { dateId: meeting.dateId, noticeId: meeting.noticeId };
});
test.afterAll(async () => {
  const remove = coreApi.remove;
  if (learning.practice) await remove('delete-resource', { resourceId: learning.practice });
  if (learning.videos) await remove('delete-video-resource', { videoResourceId: learning.videos });
  if (learning.meeting.noticeId) await remove('delete-meeting', learning.meeting);
  await coreApi.dispose();
});

/** The address to open: the learning items made above stand in for areas.json's examples. */
function openedAt(route: Route): string {
  if (route.path === '/practice/:id' && route.address === '/practice/1') return `/practice/${learning.practice}`;
  if (route.path === '/resources/:id') return `/resources/${learning.videos}`;
  return route.address;
}

/**
 * The embedded player is YouTube's page, not ours, and the e2e machine is offline: a small stand-in page answers for
 * it, so axe checks our frame (its title) and does not wait on a network error page.
 */
async function standInForYouTube(page: Page): Promise<void> {
  await page.route(/^https:\/\/www\.youtube(-nocookie)?\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Video player</title><p>Video player</p></html>' }),
  );
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Fades and slides finish at once, so axe measures the colours a reader ends up seeing.
    test.beforeEach(async ({ page }) => {
      watch(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await standInForYouTube(page);
    });

    for (const role of ROLES) {
      test(`every route as ${role === 'visitor' ? 'a visitor' : `the ${accounts[role].role}`} has no violations`, async ({ page }) => {
        const routes = role === 'member' ? [...ROUTES, ...MEMBER_ONLY] : ROUTES;
        test.setTimeout(routes.length * 30_000);
        await signInAs(page, role);
        const found: Record<string, string[]> = {};
        const checked = new Set<string>();
        for (const route of routes) {
          const address = openedAt(route);
          const landing = landingOf(role, route.guard, address);
          // A guard's redirect is checked once where it lands (with its toast, if any), not once per refused path.
          const state = landing === address ? address : `${landing} (redirected from a ${route.guard} page)`;
          if (checked.has(state)) continue;
          checked.add(state);
          await test.step(state, async () => {
            await page.goto(address);
            await expect(page).toHaveURL((url) => url.pathname === landing);
            await settle(page);
            const problems = await violations(page);
            if (problems.length) found[state] = problems;
          });
        }
        test.info().annotations.push({ type: 'pages checked', description: String(checked.size) });
        expect(found).toEqual({});
      });
    }

    test('open menus and dialogs have no violations', async ({ page }) => {
      test.setTimeout(300_000);
      await signInAs(page, 'member');
      const found: Record<string, string[]> = {};
      const check = async (state: string) => {
        const problems = await violations(page);
        if (problems.length) found[state] = problems;
      };

      await page.goto('/leaderboard/overall');
      await settle(page);
      await page.getByRole('button', { name: 'Platforms' }).click();
      await expect(page.getByRole('navigation', { name: 'Leaderboards' }).getByRole('link', { name: 'LeetCode', exact: true })).toBeVisible();
      await check('the Platforms menu');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Open profile menu' }).click();
      await expect(page.getByRole('menu', { name: 'Profile' })).toBeVisible();
      await check('the profile menu');
      await page.keyboard.press('Escape');

      if (viewport.width < 600) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
        await check('the phone menu');
        await page.getByRole('button', { name: 'Close menu' }).click();
      }

      await page.goto('/dashboard');
      await settle(page);
      await page.getByRole('switch', { name: 'Notifications' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('the notifications confirm dialog');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.goto('/profile/compare');
      await settle(page);
      await page.getByRole('button', { name: /^Select Second Profile/ }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await check('the compare picker');
      await page.keyboard.press('Escape');

      await page.goto('/leaderboard/stats');
      await settle(page);
      await page
        .getByRole('button', { name: /^\+\d+ more in / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('the pyramid overflow dialog');
      await page.keyboard.press('Escape');

      expect(found).toEqual({});
    });

    test('the day dialog with an item open, a profile seen by a USER, the users table with a long e-mail: no violations', async ({ page, browser }) => {
      test.setTimeout(180_000);
      const found: Record<string, string[]> = {};
      const check = async (state: string, on: Page = page) => {
        const problems = await violations(on);
        if (problems.length) found[state] = problems;
      };

      await signInAs(page, 'member');
      await page.goto('/dashboard');
      await settle(page);
      await page
        .getByRole('region', { name: 'Calendar' })
        .getByRole('button', { name: /, today, / })
        .click();
      const item = page.getByRole('dialog').getByRole('button', { name: /^Stand-up for the a11y check/ });
      await item.click();
      await expect(item).toHaveAttribute('aria-expanded', 'true');
      await check('the day dialog, an item expanded');
      await item.click();
      await expect(page.getByRole('dialog').getByText('Who solved what this week.')).toBeHidden();
      await check('the day dialog, the item collapsed');

      // axe runs only in pages of a context made by the test (not browser.newPage's own).
      const asUserContext = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      const asUser = await asUserContext.newPage();
      await asUser.emulateMedia({ reducedMotion: 'reduce' });
      await signInAs(asUser, 'user');
      const everyone = await asUser.request.get('/api/v1/user/get-all-users-with-id-and-name', {
        headers: await bearerHeaders(asUser.request, accounts.user),
      });
      const other = ((await everyone.json()).data as Array<{ _id: string; name: string }>).find((entry) => entry.name === accounts.member.name)!;
      await asUser.goto(`/profile/${other._id}`);
      await settle(asUser);
      await expect(asUser.getByRole('heading', { level: 1, name: accounts.member.name })).toBeVisible();
      await check("a member's profile seen by a USER", asUser);
      await asUserContext.close();

      const asAdminContext = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      const asAdmin = await asAdminContext.newPage();
      await asAdmin.emulateMedia({ reducedMotion: 'reduce' });
      await signInAs(asAdmin, 'admin');
      await asAdmin.goto('/admin/users');
      await settle(asAdmin);
      await asAdmin.getByRole('searchbox', { name: 'Search' }).fill(longEmailMember.name);
      await expect(asAdmin.getByText(longEmailMember.email)).toBeVisible();
      await check('the users table with a long e-mail', asAdmin);
      await asAdminContext.close();

      expect(found).toEqual({});
    });

    test('/auth/forgot-password after a cold load: no console error, no violations', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/auth/forgot-password');
      await settle(page);
      expect(await violations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('the platform banner on a board and the admin Platform health panel, LeetCode down: no violations', async ({ page, browser, playwright }) => {
      test.setTimeout(120_000);
      const found: Record<string, string[]> = {};
      const outage = await takePlatformDown(playwright, 'leetcode');
      try {
        await signInAs(page, 'member');
        await page.goto('/leaderboard/overall');
        await settle(page);
        await expect(page.getByRole('status', { name: 'Platform status' })).toContainText('LeetCode is not answering since');
        const board = await violations(page);
        if (board.length) found['the board with the banner'] = board;

        const asAdminContext = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
        const asAdmin = await asAdminContext.newPage();
        await asAdmin.emulateMedia({ reducedMotion: 'reduce' });
        await signInAs(asAdmin, 'admin');
        await asAdmin.goto('/admin/controls');
        await settle(asAdmin);
        await expect(asAdmin.getByRole('region', { name: 'Platform health' }).getByText('Down')).toBeVisible();
        await asAdmin.getByText('By hour').first().click();
        const panel = await violations(asAdmin);
        if (panel.length) found['the Platform health panel, LeetCode down'] = panel;
        await asAdminContext.close();
      } finally {
        await outage.end();
      }
      expect(found).toEqual({});
    });

    test("a core member's form dialog has no violations", async ({ page }) => {
      await signInAs(page, 'core');
      await page.goto('/practice');
      await settle(page);
      await page.getByRole('button', { name: 'Create Resource' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
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
  // On a busy machine this Enter can come before the prerendered form's script has attached: the form then sends
  // itself once it has (prerender.spec.ts holds the script back to check exactly that).
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

test('keyboard only: a confirm dialog keeps the focus inside and gives it back to its switch', async ({ page }) => {
  await signInQuickly(page, 'member');
  await page.goto('/dashboard');
  const toggle = page.getByRole('switch', { name: 'Notifications' });
  const before = await toggle.getAttribute('aria-checked');
  await tabTo(page, toggle, 80);
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: /Notifications$/ });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (let presses = 0; presses < 8; presses += 1) {
    await page.keyboard.press(presses % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-checked', before!);
});

// WCAG 2.4.7 (focus visible) and 2.4.11 (focus not obscured): every stop of the Tab order, forwards and back up the
// page, draws an outline (or ring) and is not hidden under the sticky navigation bar.
for (const [who, path] of [
  ['visitor', '/about'],
  ['member', '/leaderboard/overall'],
] as const) {
  test(`the keyboard focus is drawn and never hidden under the bar (${who} on ${path})`, async ({ page }) => {
    if (who === 'member') await signInQuickly(page, 'member');
    await page.goto(path);
    await settle(page);
    const problems: string[] = [];
    const look = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        const bar = document.querySelector('header')!.getBoundingClientRect();
        const drawn = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
        // Above the bar's lower edge and drawn beneath it (the skip link is drawn over it, and is seen).
        const onTop = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        const underBar = !element.closest('header') && rect.bottom <= bar.bottom && !(onTop && element.contains(onTop));
        const offScreen = rect.bottom <= 0 || rect.top >= window.innerHeight;
        return { what: element.outerHTML.slice(0, 100), drawn, underBar, offScreen };
      });
    for (const key of [...Array<string>(40).fill('Tab'), ...Array<string>(40).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      const focus = await look();
      if (!focus) continue;
      if (!focus.drawn) problems.push(`no focus indicator: ${focus.what}`);
      if (focus.underBar || focus.offScreen) problems.push(`focus out of sight: ${focus.what}`);
    }
    expect([...new Set(problems)]).toEqual([]);
  });
}
