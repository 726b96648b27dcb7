// GET /calendar/upcoming-contests and its refresh, as core members and members meet them: members are refused (403);
// core members get the platforms' contests still ahead with the add-contest form's values in the chapter's zone, and
// a contest added from a suggestion (its values as they are) is marked added, its code read back from its link.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isLastDayOfMonth } from '@chapter/shared/schemas';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { assertDeclared } from '../../../test/contract';
import { PlatformUnavailable, type Platform, type PlatformClients, type UpcomingContest } from '../../platforms';
import { contestCodeFromLink } from '../../platforms/contestCode';
import { dateIn } from '../../clock';
import { UPCOMING_ACCESS } from './routes';
import { UNAVAILABLE } from './suggestions';

const HOUR = 3_600_000;
const ZONE = 'Asia/Kolkata';

/** 14:35 UTC (20:05 in India) on the first day from two days ahead whose next day is not a month's last either. */
function contestDay(): number {
  for (let days = 2; ; days += 1) {
    const midnight = Math.floor(Date.now() / 86_400_000 + days) * 86_400_000;
    const date = (offset: number) => dateIn(new Date(midnight + offset * 86_400_000 + 14.5 * HOUR), ZONE);
    if (!isLastDayOfMonth(date(0)) && !isLastDayOfMonth(date(1))) return midnight;
  }
}

const contest = (platform: Platform, code: string, link: string, startsAt: number, hours = 2): UpcomingContest => ({
  platform,
  code,
  name: `${platform} ${code}`,
  link,
  startsAt: new Date(startsAt),
  endsAt: new Date(startsAt + hours * HOUR),
});

describe('upcoming contests for the calendar', () => {
  let t: TestApp;
  let core: string;
  let member: string;
  const day = contestDay();
  const cfStart = day + 14 * HOUR + 35 * 60_000;
  const lists: Record<Platform, UpcomingContest[] | Error> = {
    codeforces: [contest('codeforces', '2100', 'https://codeforces.com/contest/2100', cfStart)],
    codechef: [
      contest('codechef', 'START180', 'https://www.codechef.com/START180', day + 86_400_000 + 14.5 * HOUR),
      // 23:00 to 01:00 in India: two calendar days.
      contest('codechef', 'START181', 'https://www.codechef.com/START181', day + 17.5 * HOUR),
    ],
    leetcode: [contest('leetcode', 'weekly-contest-500', 'https://leetcode.com/contest/weekly-contest-500', day + 2.5 * HOUR, 1.5)],
    geeksforgeeks: new PlatformUnavailable('geeksforgeeks', 'HTTP 503', null, { kind: 'server-error' }),
  };

  const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    const body = response.json();
    assertDeclared(method, url, response.statusCode, body);
    return { status: response.statusCode, body };
  };
  const suggestions = async () => {
    const { status, body } = await call(core, 'GET', '/calendar/upcoming-contests');
    assert.equal(status, 200);
    return body.data.contests as Array<Record<string, unknown>>;
  };

  before(async () => {
    const clients = Object.fromEntries(
      (Object.keys(lists) as Platform[]).map((platform) => [
        platform,
        {
          fetchUpcomingContests: async () => {
            const list = lists[platform];
            if (list instanceof Error) throw list;
            return list;
          },
        },
      ]),
    ) as unknown as PlatformClients;
    t = await startTestApp({ timeZone: ZONE }, undefined, { clients });
    const c = await addUser(t.database, 'COREMEMBER');
    const m = await addUser(t.database, 'MEMBER');
    core = await loginAs(t.app, c.email, c.password);
    member = await loginAs(t.app, m.email, m.password);
  });
  after(() => t.close());

  it('refuses members: 403, the list and the refresh alike', async () => {
    for (const [method, url] of [
      ['GET', '/calendar/upcoming-contests'],
      ['POST', '/calendar/upcoming-contests/refresh'],
    ] as const) {
      const { status, body } = await call(member, method, url);
      assert.equal(status, 403);
      assert.equal(body.message, UPCOMING_ACCESS);
    }
  });

  it('is empty before the platforms were read; the refresh reads them and names the one that did not answer', async () => {
    assert.deepEqual(await suggestions(), []);
    const { status, body } = await call(core, 'POST', '/calendar/upcoming-contests/refresh');
    assert.equal(status, 200);
    assert.equal(body.message, 'Upcoming contests checked; no answer from GeeksforGeeks');
    assert.equal(body.data.contests.length, 4);
    assert.ok(body.data.checkedAt);
  });

  it("gives the form's values in the chapter's zone, soonest first, and says which the calendar cannot take", async () => {
    const list = await suggestions();
    assert.deepEqual(
      list.map((s) => s.code),
      ['weekly-contest-500', '2100', 'START181', 'START180'],
    );
    const date = dateIn(new Date(cfStart), ZONE);
    assert.deepEqual(list[1], {
      platform: 'codeforces',
      platformName: 'Codeforces',
      code: '2100',
      name: 'codeforces 2100',
      link: 'https://codeforces.com/contest/2100',
      startsAt: new Date(cfStart).toISOString(),
      endsAt: new Date(cfStart + 2 * HOUR).toISOString(),
      date,
      startTime: '20:05',
      endTime: '22:05',
      added: false,
      unavailable: null,
    });
    assert.equal(list[0]!.platformName, 'LeetCode');
    assert.equal(list[0]!.unavailable, UNAVAILABLE.platform);
    assert.deepEqual([list[2]!.startTime, list[2]!.endTime, list[2]!.unavailable], ['23:00', '01:00', UNAVAILABLE.days]);
    assert.equal(list[3]!.unavailable, null);
  });

  it('marks a suggestion added once the calendar has it, by its code (a CodeChef division too)', async () => {
    const cf = (await suggestions()).find((s) => s.code === '2100')!;
    // One click: the suggestion's values, as they are, are the contest.
    const created = await call(core, 'POST', '/core-member/create-contest', {
      contestName: cf.name,
      contestLink: cf.link,
      platform: cf.platformName,
      date: cf.date,
      startTime: cf.startTime,
      endTime: cf.endTime,
      toSendEmail: false,
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    // What the contest results job will read: the code, from the stored link.
    const row = await t.database.db.selectFrom('contests').select(['link', 'platform', 'start_time', 'ends_at']).executeTakeFirstOrThrow();
    assert.equal(contestCodeFromLink(row.platform, row.link), '2100');
    assert.equal(row.start_time, '20:05:00');
    assert.equal(new Date(row.ends_at).toISOString(), cf.endsAt);

    const cc = (await suggestions()).find((s) => s.code === 'START180')!;
    await call(core, 'POST', '/core-member/create-contest', {
      contestName: 'Starters 180 (Div 4)',
      contestLink: 'https://www.codechef.com/START180D?tab=problems',
      platform: 'CodeChef',
      date: cc.date,
      startTime: cc.startTime,
      endTime: cc.endTime,
    });
    const added = Object.fromEntries((await suggestions()).map((s) => [s.code, s.added]));
    assert.deepEqual(added, { 'weekly-contest-500': false, '2100': true, START181: false, START180: true });
  });

  it('leaves out contests that have started', async () => {
    await t.database.db
      .insertInto('upcoming_contests')
      .values({
        platform: 'codeforces',
        code: '2099',
        name: 'Started',
        link: 'https://codeforces.com/contest/2099',
        starts_at: new Date(Date.now() - HOUR),
        ends_at: new Date(Date.now() + HOUR),
      })
      .execute();
    assert.ok(!(await suggestions()).some((s) => s.code === '2099'));
  });
});
