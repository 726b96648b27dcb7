// The daily upcoming-contests job on a test clock: every platform's list lands in the table; a platform that fails keeps
// its last list while the others are replaced; contests that have started are dropped; the job then fails naming it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db';
import { PlatformUnavailable, type Platform, type PlatformClients, type UpcomingContest } from '../platforms';
import { refreshUpcomingContests } from '../modules/upcomingContests/refresh';
import { upcomingContestsJob } from './upcomingContests';

const HOUR = 3_600_000;
const quiet = { info() {}, warn() {}, error() {} };

const contest = (platform: Platform, code: string, startsAt: Date): UpcomingContest => ({
  platform,
  code,
  name: `${platform} ${code}`,
  link: `https://example.test/${platform}/${code}`,
  startsAt,
  endsAt: new Date(startsAt.getTime() + 2 * HOUR),
});

/** Clients that list what `lists` holds now, or fail for a platform set to an Error. */
function fakeClients(lists: Record<Platform, UpcomingContest[] | Error>): PlatformClients {
  const client = (platform: Platform) => ({
    fetchUpcomingContests: async () => {
      const list = lists[platform];
      if (list instanceof Error) throw list;
      return list;
    },
  });
  return {
    leetcode: client('leetcode'),
    codeforces: client('codeforces'),
    codechef: client('codechef'),
    geeksforgeeks: client('geeksforgeeks'),
  } as unknown as PlatformClients;
}

describe('the upcoming-contests job', () => {
  let database: DatabaseHandle;
  before(async () => {
    database = await createTestDatabase();
  });
  after(() => database.close());

  const stored = async () =>
    (await database.db.selectFrom('upcoming_contests').select(['platform', 'code', 'fetched_at']).orderBy('platform').orderBy('code').execute()).map(
      (row) => `${row.platform}:${row.code}@${new Date(row.fetched_at).toISOString()}`,
    );

  it("stores every platform's contests still ahead, and replaces them on the next run; one failing platform keeps its own", async () => {
    const day1 = new Date('2026-12-01T00:20:00Z');
    const at = (hours: number) => new Date(day1.getTime() + hours * HOUR);
    const lists: Record<Platform, UpcomingContest[] | Error> = {
      codeforces: [contest('codeforces', '2100', at(60)), contest('codeforces', '2101', at(200))],
      codechef: [contest('codechef', 'START180', at(100))],
      leetcode: [contest('leetcode', 'weekly-contest-500', at(26)), contest('leetcode', 'weekly-contest-499', at(-20))],
      geeksforgeeks: [],
    };
    const ctx = { db: database.db, clients: fakeClients(lists), log: quiet };
    const first = await upcomingContestsJob(ctx, day1);
    assert.deepEqual(
      first.map((outcome) => [outcome.platform, outcome.ok && outcome.stored]),
      [
        ['leetcode', 1],
        ['codeforces', 2],
        ['codechef', 1],
        ['geeksforgeeks', 0],
      ],
    );
    const t1 = day1.toISOString();
    // The LeetCode contest that had already started is not stored.
    assert.deepEqual(await stored(), [`codechef:START180@${t1}`, `codeforces:2100@${t1}`, `codeforces:2101@${t1}`, `leetcode:weekly-contest-500@${t1}`]);

    // Two days later: CodeChef is down; Codeforces no longer lists 2101 (cancelled) and lists a new one; LeetCode's has started.
    const day3 = at(48);
    const t3 = day3.toISOString();
    lists.codechef = new PlatformUnavailable('codechef', 'HTTP 503', null, { kind: 'server-error' });
    lists.codeforces = [contest('codeforces', '2100', at(60)), contest('codeforces', '2102', at(150))];
    lists.leetcode = [];
    lists.geeksforgeeks = [contest('geeksforgeeks', 'gfg-weekly-300', at(70))];
    await assert.rejects(upcomingContestsJob(ctx, day3), /Upcoming contests not read from codechef \(Platform unreachable: codechef: HTTP 503\)/);
    assert.deepEqual(await stored(), [`codechef:START180@${t1}`, `codeforces:2100@${t3}`, `codeforces:2102@${t3}`, `geeksforgeeks:gfg-weekly-300@${t3}`]);

    // Once CodeChef's kept contest has started, it is dropped even while CodeChef stays down.
    const day5 = at(101);
    const outcomes = await refreshUpcomingContests(ctx, day5);
    assert.deepEqual(
      outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.platform),
      ['codechef'],
    );
    assert.deepEqual(
      (await stored()).map((row) => row.split('@')[0]),
      ['codeforces:2102'],
    );
  });

  it('keeps one row per contest when a platform lists one twice', async () => {
    const now = new Date('2026-12-10T00:00:00Z');
    const twice = contest('codeforces', '2200', new Date(now.getTime() + 10 * HOUR));
    const ctx = {
      db: database.db,
      clients: fakeClients({ codeforces: [twice, { ...twice, name: 'renamed' }], codechef: [], leetcode: [], geeksforgeeks: [] }),
      log: quiet,
    };
    await upcomingContestsJob(ctx, now);
    const rows = await database.db.selectFrom('upcoming_contests').select(['code', 'name']).execute();
    assert.deepEqual(rows, [{ code: '2200', name: 'renamed' }]);
  });
});
