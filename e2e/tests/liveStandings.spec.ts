import { expect, test, type Locator } from '@playwright/test';
import { axe } from '../fixtures/axe';
import { accounts, sandboxUrl } from '../fixtures/env.mjs';
import { bearerHeaders, signIn } from '../fixtures/session';

// Issue 29: while a calendar contest runs on Codeforces, the dashboard's "Chapter standings" follow it without a
// reload, read at most once a minute from the platform (docs/notifications.md, "Live chapter standings").
//
// The contest is a sandbox one that started two minutes ago; the sandbox's standings move with the time since the
// start (its first row solves a problem a minute), so two reads a minute apart differ.

const MINUTE = 60_000;
const code = String(200_000 + (Math.floor(Date.now() / 1000) % 700_000));
const name = `Live Round ${code}`;
const start = Math.floor((Date.now() - 2 * MINUTE) / MINUTE) * MINUTE;
// Long enough for two reads a minute apart; short, so its reads stop soon after (the next specs share the sandbox).
const end = start + 8 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();
/** Demo members with a verified Codeforces handle (every fifth, api/src/demo/demoMembers.ts); the first three take part. */
const chapterHandles = Array.from({ length: 14 }, (_, i) => `demo_codeforces_${(i + 1) * 5}`);
const handles = chapterHandles.slice(0, 3);
const lastDayOfMonth = (date: string) => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).toISOString().slice(0, 10) === date;

// On a phone: the panel's table scrolls inside its own box, the page does not.
test.use({ viewport: { width: 390, height: 844 } });

const solvedOf = async (row: Locator) => Number(await row.getByRole('cell').nth(4).textContent());

test('the chapter standings of a running contest move on the dashboard, read at most once a minute', async ({ page, request }) => {
  // Up to a minute for the first read, then a minute for the next one.
  test.setTimeout(300_000);
  const day = iso(start).slice(0, 10);
  test.skip(lastDayOfMonth(day) || iso(end).slice(0, 10) !== day, 'the contest would fall on a month’s last day or cross midnight (UTC)');

  // Every chapter handle exists on the platform: an unknown one would cost a call of its own (the platform refuses a
  // batch naming it, and the client asks again without it).
  for (const handle of chapterHandles) {
    expect((await request.post(`${sandboxUrl}/__sandbox/profile`, { data: { platform: 'codeforces', handle } })).ok()).toBe(true);
  }
  const posted = await request.post(`${sandboxUrl}/__sandbox/contest`, {
    data: {
      platform: 'codeforces',
      code,
      name,
      startTimeSeconds: start / 1000,
      durationSeconds: (end - start) / 1000,
      problems: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
      standings: handles.map((handle, i) => ({ handle, rank: i + 1, solved: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].slice(0, 8 - i) })),
    },
  });
  expect(posted.ok()).toBe(true);

  // A core member puts it on the calendar (the Add Event dialog's own journey is upcomingContests.spec.ts).
  const created = await request.post('/api/v1/core-member/create-contest', {
    headers: await bearerHeaders(request, accounts.core),
    data: {
      contestName: name,
      contestLink: `https://codeforces.com/contest/${code}`,
      platform: 'Codeforces',
      date: day,
      startTime: iso(start).slice(11, 19),
      endTime: iso(end).slice(11, 19),
      toSendEmail: false,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const began = Date.now();

  await signIn(page, 'member');
  const table = page.getByRole('table', { name: new RegExp(`Chapter standings in ${name}`) });
  // The first read comes with the job's next minute; the panel appears without a reload.
  await expect(table).toBeVisible({ timeout: 100_000 });
  const leader = table.getByRole('row').filter({ hasText: handles[0] });
  await expect(leader).toBeVisible();
  const first = await solvedOf(leader);
  // The next read, a minute later, shows the leader with more problems solved: still no reload.
  await expect.poll(() => solvedOf(leader), { timeout: 100_000, intervals: [2_000] }).toBeGreaterThan(first);
  await expect(page.getByText(/Last update \d\d:\d\d/).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('region', { name: 'Chapter standings', exact: true })).toBeVisible();
  expect((await axe(page).include('section[aria-labelledby="live-standings-title"]').analyze()).violations).toEqual([]);

  // At most one read a minute (one call: the chapter's handles go in one batch), plus the minute under way.
  const minutes = Math.ceil((Date.now() - began) / MINUTE);
  const reads = ((await (await request.get(`${sandboxUrl}/__sandbox/standings-calls`)).json()) as Record<string, number>)[`codeforces:${code}`] ?? 0;
  expect(reads).toBeGreaterThanOrEqual(2);
  expect(reads).toBeLessThanOrEqual(minutes + 1);
});
