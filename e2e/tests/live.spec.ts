import { expect, test, type Page } from '@playwright/test';
import type { LeaderboardResponse } from '@chapter/contract';
import { accountApi } from '../fixtures/accountApi';
import { accounts, liveMember } from '../fixtures/env.mjs';
import { signInAs, toast } from '../fixtures/session';

// Issue 29: pages follow the points as they land. Two browsers: an admin adds points to a member while the member has
// the overall board open; the member's row moves to its new place and a toast names their points, with no reload.
// Then the member's connection drops while the admin adds more; when it comes back the stream replays what it missed.
// The member is one of its own, whom no other spec reads; the lead it gets moves everyone else's rank, so the spec runs
// in the 'points' project, one after another with the specs that read the seeded ranks (playwright.config.ts).

const member = liveMember;
/** The points this spec gave the member, taken back after it. */
let added = 0;

// Visible rows only: each member's phone details row stays hidden at this width.
const tableRows = (page: Page) =>
  page
    .getByRole('region', { name: /Overall Leaderboard, page/ })
    .locator('tbody tr')
    .filter({ visible: true });
const memberRow = (page: Page) => tableRows(page).filter({ has: page.getByRole('link', { name: member.name }) });
/** The polite live region of the board, where a summary of each live update is read. */
const announcer = (page: Page) => page.locator('[role="status"][aria-live="polite"][aria-atomic="true"]');

test('an admin adds points: the member’s open board moves the row at once, and catches up after a dropped connection', async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  const admin = await accountApi(playwright, accounts.admin);
  const self = await accountApi(playwright, member);
  const { userId } = await self.call<{ userId: string }>('GET', '/auth/verify-auth-token');
  const board = await self.call<LeaderboardResponse>('POST', '/user/get-leaderboard-data', { page: 1, limit: 20, search: '' });
  const top = board.data[0]!;
  const before = top._id === userId ? top.points : (await self.call<{ data: { points: number } }>('POST', '/user/get-profile-data', {})).data.points;

  // The member, in a browser of their own, signs in through the form and opens the overall board.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, member);
  const streamOpened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/stream' && response.status() === 200);
  // The board comes drawn by the server and the member only watches it: the page holds the stream until its app
  // starts, and the first change starts it (docs/architecture.md, "Members' pages drawn by the server"); the app's own
  // stream then replays that change, so it moves the board, is announced and toasted as if the app had been running.
  await page.goto('/leaderboard/overall');
  await expect(tableRows(page).first()).toBeVisible();
  await streamOpened;
  // A mark on the window: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  const samePage = () => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

  // The admin adds enough points to put the member first (from wherever they were, on this page or beyond it).
  const first = top._id === userId ? 1 : top.points - before + 1;
  await admin.call('POST', '/admin/update-points', { userId, delta: first, reason: 'Live board check' });
  added += first;
  const changedAt = Date.now();
  await expect(tableRows(page).first()).toContainText(member.name);
  const took = Date.now() - changedAt;
  await expect(tableRows(page).first()).toContainText(String(before + first));
  // The aim is 2 s; speed is the bench's to hold (docs/benchmarks.md, "Live streams"), so a busy machine only
  // reports it here: the expect's own time-out above guards against a board that never moves.
  test.info().annotations.push({ type: 'row moved after', description: `${took} ms (aim: 2,000 ms)` });
  console.log(`live board: the row moved ${took} ms after the change`);
  await expect(announcer(page)).toContainText(/^Leaderboard updated: /);
  await expect(toast(page, `+${first} points from an admin`)).toBeVisible();
  expect(await samePage()).toBe(true);

  // The connection drops (the stream with it); meanwhile the admin adds 3 more points.
  const dropped = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === '/api/v1/stream');
  await context.setOffline(true);
  await dropped;
  await admin.call('POST', '/admin/update-points', { userId, delta: 3, reason: 'Live board check, while offline' });
  added += 3;
  await expect(memberRow(page)).toContainText(String(before + first));
  await expect(memberRow(page)).not.toContainText(String(before + first + 3));

  // Back online: the page reopens its stream from the last event it had, the server replays the missed points (their
  // toast says so: only an event makes one), and the board shows them, still without a reload.
  const resumed = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/v1/stream' && (url.searchParams.has('lastEventId') || request.headers()['last-event-id'] !== undefined);
  });
  await context.setOffline(false);
  await resumed;
  await expect(toast(page, '+3 points from an admin')).toBeVisible({ timeout: 30_000 });
  await expect(memberRow(page)).toContainText(String(before + first + 3));
  expect(await samePage()).toBe(true);

  await context.close();
  await admin.dispose();
  await self.dispose();
});

// The later specs expect the seeded boards: the member's points go back to what they were.
test.afterEach(async ({ playwright }) => {
  if (added === 0) return;
  const admin = await accountApi(playwright, accounts.admin);
  const self = await accountApi(playwright, member);
  const { userId } = await self.call<{ userId: string }>('GET', '/auth/verify-auth-token');
  await admin.call('POST', '/admin/update-points', { userId, delta: -added, reason: 'Live board check, undone' });
  added = 0;
  await admin.dispose();
  await self.dispose();
});
