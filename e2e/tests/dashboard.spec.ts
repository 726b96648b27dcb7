import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { demoMember } from '../../api/src/demo/demoMembers';
import { accounts, demoMembers, e2eDataDir } from '../fixtures/env.mjs';
import { bearerHeaders, signIn, type AccountName } from '../fixtures/session';

// Issue 13 through the browser: announcements, the calendar, compare and the dashboard's sections on the real API.

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
// The e2e server runs on UTC (CHAPTER_TIMEZONE), and so does the browser here unless told otherwise.
const today = isoDay(new Date());
const lastDayOfMonth = isoDay(new Date(new Date().getFullYear(), new Date().getMonth() + 1, 0));
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function signedInPage(browser: Browser, who: AccountName): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, who);
  return page;
}

/** Every mail in the outbox whose subject mentions `text`, as { to, subject }. */
function mailsAbout(text: string): Array<{ to: string; subject: string }> {
  const outbox = path.join(e2eDataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    .map((mail) => ({ to: /^To: (.*)$/m.exec(mail)?.[1] ?? '', subject: /^Subject: (.*)$/m.exec(mail)?.[1] ?? '' }))
    .filter((mail) => mail.subject.includes(text));
}

const dashboardSection = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

async function openAddEvent(page: Page) {
  await dashboardSection(page, 'Calendar').getByRole('button', { name: 'Add Event' }).click();
  return page.getByRole('dialog', { name: 'Add Event' });
}

async function openToday(page: Page) {
  await dashboardSection(page, 'Calendar')
    .getByRole('button', { name: /, today, / })
    .click();
  return page.getByRole('dialog');
}

test('a core member adds an announcement with two links; a member sees it in the carousel and cannot delete it', async ({ browser }) => {
  const title = unique('Hack night');
  const core = await signedInPage(browser, 'core');
  const panel = dashboardSection(core, 'Announcements');
  await panel.getByRole('button', { name: 'Add Announcement' }).click();
  const form = core.getByRole('dialog', { name: 'Add Announcement' });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Description/).fill('Bring a laptop and a friend.');
  await form.getByLabel('Link 1 URL').fill('https://example.org/agenda');
  await form.getByLabel('Link 1 text').fill('Agenda');
  await form.getByRole('button', { name: 'Add link' }).click();
  await form.getByLabel('Link 2 URL').fill('https://example.org/venue');
  await form.getByLabel('Link 2 text').fill('Venue');
  await form.getByRole('button', { name: 'Add Announcement' }).click();
  await expect(form).toBeHidden();

  const member = await signedInPage(browser, 'member');
  const carousel = member.getByRole('region', { name: 'Latest announcements' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const dot = carousel.getByRole('button', { name: new RegExp(`^Show announcement \\d+: ${title}$`) });
  if (await dot.count()) await dot.click();
  const slide = carousel.getByRole('group');
  await expect(slide.getByRole('heading', { name: title })).toBeVisible();
  await expect(slide.getByRole('link', { name: 'Agenda' })).toHaveAttribute('href', 'https://example.org/agenda');
  await expect(slide.getByRole('link', { name: 'Venue' })).toHaveAttribute('href', 'https://example.org/venue');
  await expect(slide.getByRole('button', { name: `Delete ${title}` })).toHaveAttribute('aria-disabled', 'true');
  // Inert, not disabled: it keeps focus for its tooltip, and Enter does nothing.
  await slide.getByRole('button', { name: `Delete ${title}` }).press('Enter');
  await expect(member.getByRole('dialog')).toHaveCount(0);
  await expect(dashboardSection(member, 'Announcements').getByRole('button', { name: 'Add Announcement' })).toHaveCount(0);
  await core.close();
  await member.close();
});

test('a core member adds a meeting mailed to members, adds and deletes its minutes, adds and deletes a festival', async ({ browser }) => {
  test.setTimeout(120_000); // seventy-odd mails go out through the job queue
  const meeting = unique('Planning meeting');
  const festival = unique('Founders Day');
  const page = await signedInPage(browser, 'core');

  let form = await openAddEvent(page);
  await form.getByLabel(/^Title/).fill(meeting);
  await form.getByLabel(/^Date/).fill(today);
  await form.getByLabel(/^Meeting link/).fill('https://meet.example.org/planning');
  await form.getByLabel(/^Start time/).fill('18:30');
  await form.getByLabel(/^Description/).fill('Next month’s contests.');
  await form.getByLabel(/^Attendees/).selectOption('MEMBER');
  await form.getByLabel('E-mail the members about it').check();
  await form.getByRole('button', { name: 'Add Event' }).click();
  await expect(form).toBeHidden();

  // One mail per member: every recipient once, every seeded member and role above among them (all are subscribed).
  const members = [accounts.member.email, accounts.core.email, accounts.admin.email, ...Array.from({ length: demoMembers }, (_, i) => demoMember(i + 1).email)];
  await expect.poll(() => mailsAbout(meeting).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(members.length);
  const recipients = mailsAbout(meeting).map((mail) => mail.to.toLowerCase());
  expect(recipients.length).toBe(new Set(recipients).size);
  // Other suites may promote someone on the shared server, so the seeded members are checked as a subset.
  for (const email of members) expect(recipients).toContain(email.toLowerCase());

  let day = await openToday(page);
  // The item's toggle and what the eye sees agree: expanded shows the details, collapsed hides them. (Other journeys
  // may hold a meeting today too: everything below is looked for inside this meeting's item.)
  const meetingToggle = { name: new RegExp(`^${meeting}`) };
  const toggle = day.getByRole('button', meetingToggle);
  const item = day.getByRole('listitem').filter({ has: page.getByRole('button', meetingToggle) });
  const details = item.getByText('Next month’s contests.');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(details).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(details).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(details).toBeHidden();
  await toggle.click();
  await item.getByLabel('Minutes of meeting link').fill('https://docs.example.org/minutes');
  await item.getByRole('button', { name: 'Add minutes' }).click();
  await expect(item.getByRole('link', { name: 'Minutes of meeting' })).toHaveAttribute('href', 'https://docs.example.org/minutes');
  await item.getByRole('button', { name: 'Delete minutes' }).click();
  await expect(item.getByLabel('Minutes of meeting link')).toBeVisible();
  await expect(item.getByRole('link', { name: 'Minutes of meeting' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  form = await openAddEvent(page);
  await form.getByLabel(/^Event type/).selectOption('festival');
  await form.getByLabel(/^Title/).fill(festival);
  await form.getByLabel(/^Date/).fill(today);
  await form.getByRole('button', { name: 'Add Event' }).click();
  await expect(form).toBeHidden();

  day = await openToday(page);
  await day.getByRole('button', { name: new RegExp(`^${festival}`) }).click();
  await day.getByRole('button', { name: `Delete ${festival}` }).click();
  await day.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(day.getByText(festival)).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The calendar read back from the server: the meeting stays, the festival is gone.
  await page.reload();
  day = await openToday(page);
  await expect(day.getByRole('button', { name: new RegExp(`^${meeting}`) })).toBeVisible();
  await expect(day.getByText(festival)).toHaveCount(0);
  await page.close();
});

test("a contest on the month's last day is refused, in the form and by the server", async ({ browser, request }) => {
  const page = await signedInPage(browser, 'core');
  const form = await openAddEvent(page);
  await form.getByLabel(/^Event type/).selectOption('contest');
  await form.getByLabel(/^Title/).fill('Last day round');
  await form.getByLabel(/^Date/).fill(lastDayOfMonth);
  await form.getByLabel(/^Contest link/).fill('https://codeforces.com/contest/2000');
  await form.getByLabel(/^Start time/).fill('20:00');
  await form.getByLabel(/^End time/).fill('22:00');
  await form.getByLabel(/^Platform/).selectOption('Codeforces');
  await form.getByRole('button', { name: 'Add Event' }).click();
  // The form's own alert (a suggested contest on that day says the same beside it).
  await expect(form.getByRole('alert').filter({ hasText: 'Contests cannot be scheduled on the last day of the month' })).toBeVisible();
  await page.close();

  const response = await request.post('/api/v1/core-member/create-contest', {
    headers: await bearerHeaders(request, accounts.core),
    data: {
      contestName: 'Last day round',
      contestLink: 'https://codeforces.com/contest/2000',
      platform: 'Codeforces',
      startTime: '20:00:00',
      endTime: '22:00:00',
      date: lastDayOfMonth,
      toSendEmail: false,
    },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).message).toBe('Contests cannot be scheduled on the last day of the month');
});

test('a member compares themselves with another member', async ({ page }) => {
  const other = demoMember(1);
  await signIn(page, 'member');
  await page.goto('/profile/compare');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Comparison' })).toBeVisible();
  const first = page.getByRole('button', { name: /^Select First Profile/ });
  await expect(first).toBeDisabled();
  await expect(page.getByRole('heading', { level: 2, name: accounts.member.name })).toBeVisible();

  await page.getByRole('button', { name: 'Select Second Profile' }).click();
  await page.getByRole('option', { name: `${other.name}, Member` }).click();
  const side = page.getByRole('region', { name: other.name }).first();
  await expect(page.getByRole('heading', { level: 2, name: other.name })).toBeVisible();
  const points = page.getByLabel(`${other.name}'s performance`).locator('div', { hasText: 'Points' }).locator('dd');
  await expect(points).toHaveText(String(other.points));
  await expect(side.getByRole('region', { name: 'Achievements' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Monthly Activity/ })).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Platform Activity' })).toHaveCount(2);
});

test("a USER looking at a member's profile gets no mail link (the API withholds the address)", async ({ page, request }) => {
  const other = demoMember(1);
  const everyone = await request.get('/api/v1/user/get-all-users-with-id-and-name', { headers: await bearerHeaders(request, accounts.user) });
  const { data } = (await everyone.json()) as { data: Array<{ _id: string; name: string }> };
  const id = data.find((entry) => entry.name === other.name)?._id;
  expect(id).toBeTruthy();
  await signIn(page, 'user');
  // That member's profile read, not the dashboard's own (which may still be under way when the page moves on).
  const response = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/user/get-profile-data') && r.request().method() === 'POST' && r.request().postDataJSON()?.userId === id,
  );
  await page.goto(`/profile/${id}`);
  expect((await (await response).json()).data.email).toBeNull();
  await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible();
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
});

test('a member creates an iCalendar feed that calendar apps can read, and revokes it', async ({ page, request }) => {
  await signIn(page, 'member');
  const card = dashboardSection(page, 'Calendar Feed');
  await card.getByRole('button', { name: 'Create calendar feed' }).click();
  const field = card.getByRole('textbox', { name: 'Calendar feed address' });
  await expect(field).toHaveValue(/\.ics|feed/);
  const address = new URL(await field.inputValue(), page.url());
  const feed = await request.get(address.pathname + address.search);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await card.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog', { name: 'Revoke Calendar Feed' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(card.getByRole('button', { name: 'Create calendar feed' })).toBeVisible();
  expect((await request.get(address.pathname + address.search)).status()).toBe(404);
});

/** The seeded board's first five names (points, then name), as the dashboard's top 5 lists them. */
function expectedTopFive(): string[] {
  return Array.from({ length: demoMembers }, (_, i) => demoMember(i + 1))
    .filter((member) => member.points > 0)
    .sort((a, b) => b.points - a.points || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, 5)
    .map((member) => member.name);
}

interface SeededDashboard {
  potd: Record<'leetcode' | 'geeksforgeeks', { problemName: string; difficulty: string } | null>;
  profile: { points: number; currentRank: number | null; prevMonthData: { prevRank: number | null }; dailyActivity: Array<{ date: string; count: number }> };
}

/** What the API holds for the member: the screen must show exactly this. */
async function seededDashboard(request: APIRequestContext): Promise<SeededDashboard> {
  const headers = await bearerHeaders(request, accounts.member);
  const potd = await (await request.get('/api/v1/user/get-potd', { headers })).json();
  const profile = await (await request.post('/api/v1/user/get-profile-data', { headers, data: {} })).json();
  return { potd: potd.data, profile: profile.data };
}

for (const width of [1280, 390]) {
  test(`the dashboard at ${width} px: problems of the day, stats tiles, top 5 and heat map from the seeded data`, async ({ page, request }) => {
    const seeded = await seededDashboard(request);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'member');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Max' })).toBeVisible();

    const potd = dashboardSection(page, 'Problem of the Day');
    for (const [key, name] of [
      ['leetcode', 'LeetCode'],
      ['geeksforgeeks', 'GeeksForGeeks'],
    ] as const) {
      const problem = seeded.potd[key];
      const tile = potd.getByRole('article', { name });
      if (problem) {
        await expect(tile.getByText(problem.problemName)).toBeVisible();
        await expect(tile.getByText(problem.difficulty, { exact: true })).toBeVisible();
      } else {
        await expect(tile).toContainText("Today's problem is not available yet.");
      }
    }

    const stats = dashboardSection(page, 'Your stats');
    const rank = (value: number | null) => (value === null ? '—' : String(value));
    const tiles: Array<[string, string]> = [
      ['Points', String(seeded.profile.points)],
      ['Current Rank', rank(seeded.profile.currentRank)],
      ['Previous Rank', rank(seeded.profile.prevMonthData.prevRank)],
    ];
    for (const [label, value] of tiles) await expect(stats.locator('div', { hasText: label }).locator('dd')).toHaveText(value);

    const top = dashboardSection(page, 'Top 5 Users of the Month');
    const names = expectedTopFive();
    await expect(top.getByRole('listitem').filter({ has: page.getByRole('link') })).toHaveCount(5);
    for (const name of names) await expect(top.getByRole('link', { name })).toBeVisible();
    await top.getByRole('img', { name: names[0] }).first().hover();
    await expect(page.getByRole('tooltip').filter({ hasText: names[0] })).toBeVisible();

    const heat = dashboardSection(page, /^Monthly Activity · /);
    const now = new Date();
    await expect(heat.getByLabel(/^\d+ [A-Z][a-z]+: \d+ problems? solved$/)).toHaveCount(new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate());
    const month = isoDay(now).slice(0, 7);
    const total = seeded.profile.dailyActivity.filter((day) => day.date.startsWith(month)).reduce((sum, day) => sum + day.count, 0);
    await expect(heat.locator('div', { hasText: 'Total' }).locator('dd')).toHaveText(String(total));
    await expect(heat.locator('div', { hasText: 'Average per day' }).locator('dd')).toHaveText((total / now.getDate()).toFixed(2));

    // Nothing spills sideways at phone width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
