import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { firstReadPaths } from '../fixtures/areas';
import { accounts } from '../fixtures/env.mjs';
import { actOn, holdLiveEvents, hydrated, problems } from '../fixtures/prerendered';
import { signInAs } from '../fixtures/session';

// A member's pages come drawn for them by the server (docs/architecture.md, "Members' pages drawn by the server"): the
// session cookie the app keeps beside its token names them, the server answers the page's first reads as them and
// draws the page, and the app takes that markup over instead of drawing it again.

const member = accounts.member;
const greeting = (page: Page) => page.getByRole('heading', { level: 1, name: 'Hello, Max' });
/** The dashboard's first reads (shared/src/areas/areas.json). */
const FIRST_READS = firstReadPaths('/dashboard');

/** The session token the page holds. */
const token = (page: Page) => page.evaluate(() => window.localStorage.getItem('auth'));

// No live event reaches the pages here (holdLiveEvents): an event that changes what a drawn page shows starts its app as
// an act does (docs/architecture.md; live.spec.ts shows it), and the journeys running beside this spec (the 'points'
// project) give points. These tests are about what happens until the member acts.

/** A browser with this one's cookies and storage but JavaScript off: what the server sends, before any script. */
async function withoutScripts(browser: Browser, context: BrowserContext): Promise<BrowserContext> {
  return browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
}

test("a member's dashboard comes drawn for them, and the app takes it over, then reads its first reads once to catch up", async ({
  browser,
  context,
  page,
}) => {
  await signInAs(page, member);
  await expect(greeting(page)).toBeVisible();

  // The bell's count as the API gives it just before and just after the drawing: a notice another journey posts in
  // between (an announcement reaches every member) may be in the page or not, either is right.
  const unreadNow = async () =>
    (
      (await (await page.request.get('/api/v1/notifications/unread-count', { headers: { authorization: `Bearer ${await token(page)}` } })).json()) as {
        unread: number;
      }
    ).unread;
  const bellName = (unread: number) => (unread ? `Notifications, ${unread} unread` : 'Notifications');
  const bare = await withoutScripts(browser, context);
  const before = await bare.newPage();
  const unreadBefore = await unreadNow();
  await before.goto('/dashboard');
  const unreadAfter = await unreadNow();
  await expect(greeting(before)).toBeVisible();
  await expect(before.locator('#root')).toHaveAttribute('data-member', /.+/);
  // Every part of the first view comes drawn: nothing waits for a read the app would make, the bell's count neither.
  await expect(before.getByText(/^Loading/)).toHaveCount(0);
  const bell = before.getByRole('button', { name: /^Notifications/ }).first();
  expect([bellName(unreadBefore), bellName(unreadAfter)]).toContain(await bell.getAttribute('aria-label'));
  await bare.close();

  const seen = problems(page);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await holdLiveEvents(page);
  await page.goto('/dashboard');
  await expect(greeting(page)).toBeVisible();
  // Until the member acts, the page is the server's: nothing but the page's own files and the live stream is asked.
  expect(asked.filter((path) => path.startsWith('/api/v1/') && !path.startsWith('/api/v1/stream'))).toEqual([]);
  // Nor is the app's code run: only the start script is, and the shell's entry (the federation runtime, which sets
  // __FEDERATION__) waits for the act (docs/architecture.md, "The start script").
  expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(false);
  await actOn(page);
  await expect.poll(() => page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(true);
  // The app runs: it checks the session beside the page, as on every start.
  await expect.poll(() => asked.includes('/api/v1/auth/verify-auth-token')).toBe(true);
  await expect(greeting(page)).toBeVisible();
  // Drawn a moment before, each is read once more now the app runs (changes since then, the live stream tells no more).
  await expect.poll(() => asked.filter((path) => FIRST_READS.includes(path)).sort()).toEqual([...FIRST_READS].sort());
  expect(seen).toEqual([]);
});

test('after signing out, the next page on that browser is drawn for nobody', async ({ browser, context, page }) => {
  await signInAs(page, member);
  await expect(greeting(page)).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'chapter_session')).toBe(true);

  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await context.cookies()).some((cookie) => cookie.name === 'chapter_session')).toBe(false);

  const bare = await withoutScripts(browser, context);
  const after = await bare.newPage();
  const response = await after.goto('/dashboard');
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('data-member');
  expect(html).not.toContain(member.name);
  await bare.close();
});

test("a member's page is drawn in their browser's time zone and locale, and the app takes it over as drawn", async ({ browser }) => {
  // A zone whose calendar day is not the server's (UTC) now, by half an hour at least: the calendar's today is the
  // member's, not the server's (docs/architecture.md, "The reader's clock").
  const utcHour = new Date().getUTCHours() + new Date().getUTCMinutes() / 60;
  const timezoneId = utcHour >= 10.5 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  const context = await browser.newContext({ timezoneId, locale: 'en-IN' });
  const page = await context.newPage();
  await signInAs(page, member);
  await expect(greeting(page)).toBeVisible();
  const today = await page.evaluate(() => {
    const now = new Date();
    return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
  });
  expect(today).not.toBe(new Date().toISOString().slice(0, 10));
  const todayCell = (on: Page) => on.locator(`button[data-date="${today}"]`);

  const bare = await browser.newContext({ javaScriptEnabled: false, timezoneId, locale: 'en-IN', storageState: await context.storageState() });
  const drawn = await bare.newPage();
  await drawn.goto('/dashboard');
  await expect(drawn.locator('#root')).toHaveAttribute('data-clock', `${timezoneId} en-IN`);
  await expect(todayCell(drawn)).toHaveAccessibleName(/, today, /);
  await bare.close();

  const seen = problems(page);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await holdLiveEvents(page);
  await page.goto('/dashboard');
  await expect(todayCell(page)).toHaveAccessibleName(/, today, /);
  // Drawn for this browser's clock, the page waits for the member's act and is hydrated as it is, without a mismatch.
  expect(asked.filter((path) => path.startsWith('/api/v1/') && !path.startsWith('/api/v1/stream'))).toEqual([]);
  await actOn(page);
  await expect(todayCell(page)).toHaveAccessibleName(/, today, /);
  expect(seen).toEqual([]);
  await context.close();
});

test('a member whose time zone changed since gets the page drawn afresh at once, in the new zone, and the cookie follows', async ({ browser }) => {
  // The start script knows the browser's clock without Intl while its languages and UTC offsets are unchanged
  // (shared/src/clock/readerClock.ts); a move to a zone of other offsets must still be seen before the member acts.
  const before = await browser.newContext({ timezoneId: 'Pacific/Pago_Pago', locale: 'en-IN' });
  const signingIn = await before.newPage();
  await signInAs(signingIn, member);
  await expect(greeting(signingIn)).toBeVisible();
  const storageState = await before.storageState();
  await before.close();

  const after = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-IN', storageState });
  const page = await after.newPage();
  await holdLiveEvents(page);
  const seen = problems(page);
  const checked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/auth/verify-auth-token');
  const response = await page.goto('/dashboard');
  expect(await response?.text()).toContain('data-clock="Pacific/Pago_Pago en-IN"');
  // No act: the app starts by itself, draws the page afresh and keeps the new clock for the next page.
  await checked;
  await expect(greeting(page)).toBeVisible();
  await expect.poll(async () => (await after.cookies()).find((cookie) => cookie.name === 'chapter_clock')?.value).toBe(encodeURIComponent('Asia/Tokyo en-IN'));
  const next = await page.goto('/dashboard');
  expect(await next?.text()).toContain('data-clock="Asia/Tokyo en-IN"');
  expect(seen).toEqual([]);
  await after.close();
});

// A drawn page's first reads that came with an ETag are read again with it once the app runs: a board's (a POST, which
// no browser revalidates) and the dashboard's top 5 (a GET, whose answer the browser's cache never saw).
const drawnWithEtags = [
  {
    what: 'the overall board',
    path: '/leaderboard/overall',
    route: 'POST /user/get-leaderboard-data',
    shown: (page: Page) =>
      page
        .getByRole('region', { name: /Overall Leaderboard, page/ })
        .locator('tbody tr')
        .first(),
  },
  { what: "the dashboard's top 5", path: '/dashboard', route: 'GET /user/get-top-5-users', shown: (page: Page) => page.getByText('Top 5 Users of the Month') },
];
for (const { what, path, route, shown } of drawnWithEtags) {
  test(`${what} comes drawn with the ETag of its answer, and the app reads it again with that ETag: unchanged, a 304 without a body`, async ({ page }) => {
    await signInAs(page, member);
    await expect(greeting(page)).toBeVisible();
    await holdLiveEvents(page);
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-member', /.+/);
    const given = await page.evaluate(() => JSON.parse(document.getElementById('chapter-answers')?.textContent ?? '{}').etags ?? {});
    const etag = (given as Record<string, string>)[route];
    expect(etag).toMatch(/^W\/".+"$/);

    const pathname = `/api/v1${route.split(' ')[1]}`;
    const read = page.waitForResponse((response) => new URL(response.url()).pathname === pathname);
    await actOn(page);
    const answer = await read;
    expect(answer.request().headers()['if-none-match']).toBe(etag);
    // A points change elsewhere since the drawing moves the boards' version: then a new answer with a new ETag.
    if (answer.status() === 200) expect(answer.headers()['etag']).not.toBe(etag);
    else expect(answer.status()).toBe(304);
    await expect(shown(page)).toBeVisible();
  });
}

test("a drawn page sleeps through live events it does not show, and its app starts on the member's own points", async ({ page }) => {
  // /profile shows the member's points and the platforms' health (shared/src/areas/areas.json: wakeOn), not the boards:
  // a board's move or another member's points leave the server's page as it is, with no script of the app's fetched
  // (docs/architecture.md, "Members' pages drawn by the server"). The stream here is the test's: its first connection
  // brings a board's move and another member's points, then ends; the next one, held until the test has looked, brings
  // the member's own points; any later one (the app's own stream) stays quiet.
  await signInAs(page, member);
  await expect(greeting(page)).toBeVisible();
  const memberId = /data-member="([^"]+)"/.exec(await (await page.request.get('/profile')).text())?.[1];
  expect(memberId, 'the profile is drawn for the member').toBeTruthy();
  const notMine = `event: board\ndata: {}\nid: 101\n\nevent: points\ndata: {"userId":"not-${memberId}","points":5}\nid: 102\n\n`;
  const own = `event: points\ndata: {"userId":"${memberId}","points":5}\nid: 103\n\n`;
  let looked!: () => void;
  const lookedAt = new Promise<void>((resolve) => (looked = resolve));
  let connections = 0;
  await page.route(
    (url) => url.pathname === '/api/v1/stream',
    async (route) => {
      const connection = (connections += 1);
      if (connection === 2) await lookedAt;
      const body = connection === 1 ? notMine : connection === 2 ? own : ': quiet\n\n';
      await route.fulfill({ status: 200, contentType: 'text/event-stream', body });
    },
  );
  // The events the page's stream has received, counted before the start script's own listeners hear them.
  await page.addInitScript(() => {
    const Native = window.EventSource;
    const received: string[] = ((window as unknown as { received: string[] }).received = []);
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        for (const type of ['board', 'points']) this.addEventListener(type, () => received.push(type));
      }
    };
  });

  await page.goto('/profile');
  await expect(page.locator('#root')).toHaveAttribute('data-member', memberId!);
  await expect.poll(() => page.evaluate(() => (window as unknown as { received: string[] }).received.join(' '))).toBe('board points');
  // Heard and slept through: the app's code was not asked for.
  expect(await page.evaluate(() => Array.from(document.scripts).filter((script) => script.src.includes('/main.')).length)).toBe(0);
  expect(await page.evaluate(() => '__FEDERATION__' in globalThis)).toBe(false);

  // The member's own points: the app starts with no act of the member's, and takes the page over.
  looked();
  await expect.poll(() => page.evaluate(() => '__FEDERATION__' in globalThis), { timeout: 30_000 }).toBe(true);
  await hydrated(page);
});
