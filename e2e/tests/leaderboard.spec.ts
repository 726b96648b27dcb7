import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { LeaderboardResponse, LeaderboardRow } from '@chapter/contract';
import { demoMember } from '../../api/src/demo/demoMembers';
import { accounts, demoMembers } from '../fixtures/env.mjs';
import { actOn } from '../fixtures/prerendered';
import { bearerHeaders, signIn } from '../fixtures/session';

// The leaderboards through the browser, on the demo members the e2e server seeds (their points follow demoMember's rule).

interface Expected {
  name: string;
  points: number;
  rank: number;
}

/** The demo members with points, in the order the boards promise (points, then name by code point), ranks shared on ties. */
function expectedWithPoints(): Expected[] {
  const members = Array.from({ length: demoMembers }, (_, i) => demoMember(i + 1)).filter((member) => member.points > 0);
  return members
    .map((member) => ({ name: member.name, points: member.points, rank: 1 + members.filter((other) => other.points > member.points).length }))
    .sort((a, b) => b.points - a.points || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The whole overall board through the API, page by page (for figures computed here, independently of the stats route). */
async function wholeBoard(request: APIRequestContext): Promise<LeaderboardRow[]> {
  const headers = await bearerHeaders(request, accounts.member);
  const rows: LeaderboardRow[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.post('/api/v1/user/get-leaderboard-data', { headers, data: { page, limit: 100 } });
    const body = (await response.json()) as LeaderboardResponse;
    rows.push(...body.data);
    if (page >= body.totalPages) return rows;
  }
}

// Visible rows only: each member's phone details row stays hidden at this width.
const tableRows = (page: Page) =>
  page
    .getByRole('region', { name: /Overall Leaderboard, page/ })
    .locator('tbody tr')
    .filter({ visible: true });

test('the overall board: podium, ranks in ledger order, red rows below the mark, search beyond page 1', async ({ page }) => {
  const expected = expectedWithPoints();
  await signIn(page, 'member');
  await page.goto('/leaderboard');
  await expect(page).toHaveURL(/\/leaderboard\/overall$/);

  const podium = page.getByRole('region', { name: 'Top 3' });
  for (const [index, label] of ['1ST', '2ND', '3RD'].entries()) {
    await expect(podium.getByRole('listitem').nth(index)).toContainText(label);
    await expect(podium.getByRole('listitem').nth(index)).toContainText(expected[index]!.name);
  }
  await expect(page.getByRole('note', { name: 'Performance warning' })).toContainText('below 30 points');

  // Page 1: the first 20 in order, with their ranks and points; none is below the mark.
  const rows = tableRows(page);
  await expect(rows).toHaveCount(20);
  for (let i = 0; i < 20; i += 1) {
    const cells = rows.nth(i).locator('td');
    await expect(cells.nth(0)).toContainText(String(expected[i]!.rank));
    await expect(cells.nth(1)).toContainText(expected[i]!.name);
    await expect(cells.nth(4)).toContainText(String(expected[i]!.points));
  }
  await expect(page.locator('tbody tr[data-below-mark]')).toHaveCount(expected.slice(0, 20).filter((row) => row.points < 30).length);

  // Page 2: the red rows are exactly those under 30 points; the podium is gone.
  await page
    .getByRole('navigation', { name: /Overall Leaderboard pages/ })
    .getByRole('button', { name: 'Page 2', exact: true })
    .click();
  await expect(rows.first()).toContainText(expected[20]!.name);
  await expect(page.getByRole('region', { name: 'Top 3' })).toHaveCount(0);
  const pageTwo = expected.slice(20, 40);
  for (let i = 0; i < pageTwo.length; i += 1) {
    if (pageTwo[i]!.points < 30) await expect(rows.nth(i)).toHaveAttribute('data-below-mark', 'true');
    else await expect(rows.nth(i)).not.toHaveAttribute('data-below-mark');
  }
  expect(pageTwo.some((row) => row.points < 30)).toBe(true);

  // A member from page 4 is found by name, with their rank on the whole board; paging hides while searching.
  const target = expected[62]!;
  await page.getByPlaceholder('Search users...').fill(target.name.toUpperCase());
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(target.name);
  await expect(rows.first().locator('td').first()).toContainText(String(target.rank));
  await expect(page.getByRole('navigation', { name: /Overall Leaderboard pages/ })).toHaveCount(0);

  // The row leads to the member's profile.
  await rows.first().getByRole('link', { name: target.name }).click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: target.name })).toBeVisible();
});

test('each platform board shows its columns and the members verified there, reached from the Platforms menu', async ({ page }) => {
  await signIn(page, 'member');
  await page.goto('/leaderboard/platform');
  await expect(page).toHaveURL(/\/leaderboard\/platform\/leetcode$/);

  const boards = [
    {
      label: 'LeetCode',
      slug: 'leetcode',
      headers: ['Rank', 'Name', 'Academic Year', 'LeetCode Rank', 'Badges', 'Problems Solved'],
      member: 69,
      figure: String(69 * 5),
    },
    {
      label: 'CodeChef',
      slug: 'codechef',
      headers: ['Rank', 'Name', 'Academic Year', 'Country Rank', 'Star'],
      member: 68,
      figure: (90_000 - 6_800).toLocaleString('en-US'),
    },
    {
      label: 'Codeforces',
      slug: 'codeforces',
      headers: ['Rank', 'Name', 'Academic Year', 'Codeforces Rank', 'Rating', 'Problems Solved'],
      member: 70,
      figure: 'specialist',
    },
    { label: 'GeeksforGeeks', slug: 'gfg', headers: ['Rank', 'Name', 'Academic Year', 'Coding Score', 'Problems Solved'], member: 66, figure: String(66 * 4) },
  ];
  for (const board of boards) {
    await page.getByRole('button', { name: 'Platforms' }).click();
    await page.getByRole('navigation', { name: 'Leaderboards' }).getByRole('link', { name: board.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/leaderboard/platform/${board.slug}$`));
    const table = page.getByRole('region', { name: new RegExp(`${board.label} Leaderboard, page`) });
    await expect(table.locator('thead th').filter({ visible: true })).toHaveText(board.headers);
    // The demo member with the board's best measure is first among the demo members and shows its figure.
    const row = table.locator('tbody tr').filter({ hasText: demoMember(board.member).name });
    await expect(row).toContainText(board.figure);
  }
});

test('Performance Analytics shows the figures computed from the whole board', async ({ page, request }) => {
  const board = await wholeBoard(request);
  const points = board.map((row) => row.points).sort((a, b) => a - b);
  const n = points.length;
  const mean = points.reduce((sum, value) => sum + value, 0) / n;
  const median = n % 2 ? points[(n - 1) / 2]! : (points[n / 2 - 1]! + points[n / 2]!) / 2;
  const counts = new Map<number, number>();
  for (const value of points) counts.set(value, (counts.get(value) ?? 0) + 1);
  const mode = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
  const sd = Math.sqrt(points.reduce((sum, value) => sum + (value - mean) ** 2, 0) / n);
  const passed = points.filter((value) => value >= 30).length;

  await signIn(page, 'member');
  await page.goto('/leaderboard/stats');
  const card = (title: string) => page.getByRole('group', { name: title });
  await expect(card('User Base')).toContainText(String(n));
  await expect(card('Average Score')).toContainText(mean.toFixed(1));
  await expect(card('Passing Rate')).toContainText(`${Math.round((passed / n) * 100)}%`);
  const distribution = page.getByRole('region', { name: 'Score Distribution' });
  await expect(distribution).toContainText(`${points[0]!.toFixed(1)} – ${points[n - 1]!.toFixed(1)}`);
  for (const [term, value] of [
    ['Median', median],
    ['Mode', mode],
    ['Standard Deviation', sd],
  ] as const) {
    await expect(
      distribution
        .locator('div')
        .filter({ has: page.locator('dt', { hasText: term }) })
        .locator('dd'),
    ).toHaveText(value.toFixed(1));
  }
});

test('a board read again once stale is revalidated with its ETag: a 304 without a body, and the same rows', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'member');
  // The board comes drawn by the server; its app starts on the member's first act and reads it once more
  // (docs/architecture.md), which is when a return to the tab can first be heard.
  await page.goto('/leaderboard/overall');
  const caughtUp = page.waitForResponse((response) => response.url().endsWith('/get-leaderboard-data') && response.request().method() === 'POST');
  await actOn(page);
  await caughtUp;
  const first = (await tableRows(page).first().textContent()) ?? '';
  const answers: Array<{ status: number; sentEtag: string | undefined }> = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/get-leaderboard-data') && response.request().method() === 'POST')
      answers.push({ status: response.status(), sentEtag: response.request().headers()['if-none-match'] });
  });
  // The board is fresh for 30 s; past that, a return to the tab reads it again.
  await page.clock.fastForward(31_000);
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(() => answers.map((answer) => answer.status)).toContain(304);
  expect(answers.find((answer) => answer.status === 304)!.sentEtag).toMatch(/^W\/"b/);
  await expect(tableRows(page).first()).toHaveText(first);
});
