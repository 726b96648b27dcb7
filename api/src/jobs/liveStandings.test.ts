import assert from 'node:assert/strict';
import type { LiveStandings } from '@chapter/contract';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createPlatformClients, platformSettingsFromEnv, type PlatformClients } from '../platforms';
import { sandboxPlatformEnv, startSandbox, type Sandbox } from '../platforms/sandbox';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../test/app';
import { assertDeclared } from '../../test/contract';
import type { JobContext } from './context';
import { LIVE_AFTER_END_MS, LIVE_READ_GAP_MS, readLiveStandings } from './liveStandings';

// Live chapter standings: while a calendar contest runs, the job reads its standings for the chapter's verified
// handles at most once per LIVE_READ_GAP_MS (whichever instance runs it), stores them with each member's place in the
// chapter, and tells open pages through the live event log; GET /calendar/live-standings serves them.
const quiet = { info() {}, warn() {}, error() {} };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Member {
  id: string;
  handle: string;
  name: string;
}

describe('live chapter standings over the platform sandbox', () => {
  let sandbox: Sandbox;
  let clients: PlatformClients;
  let t: TestApp;
  let ctx: JobContext;
  let token: string;
  const members: Member[] = [];

  const sandboxAdmin = async (action: string, body: object = {}) => {
    const response = await fetch(`${sandbox.url}/__sandbox/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    assert.equal(response.status, 200, text);
    return JSON.parse(text) as Record<string, unknown>;
  };
  /** Requests that reached the sandbox's Codeforces and CodeChef since the last count. */
  const platformCalls = async () => {
    const calls = await sandboxAdmin('calls');
    return { codeforces: calls.codeforces as number, codechef: calls.codechef as number };
  };
  /** A Codeforces round in the sandbox that started `minutesAgo` before now (its standings grow with the time since). */
  const sandboxRound = async (code: string, start: number, durationSeconds = 7200) =>
    sandboxAdmin('contest', {
      platform: 'codeforces',
      code,
      name: `Live Round ${code}`,
      startTimeSeconds: start,
      durationSeconds,
      problems: ['A', 'B', 'C', 'D'],
      // Index 0 solves a problem a minute, index 1 one every two minutes, index 2 one every three.
      standings: [
        { handle: members[0]!.handle, rank: 40, solved: ['A', 'B', 'C', 'D'] },
        { handle: members[1]!.handle, rank: 300, solved: ['A', 'B', 'C'] },
        { handle: members[2]!.handle, rank: 900, solved: ['A', 'B'] },
      ],
    });
  const calendarContest = async (code: string, startsAt: Date, endsAt: Date, platform: 'Codeforces' | 'CodeChef' = 'Codeforces') => {
    const link = platform === 'Codeforces' ? `https://codeforces.com/contest/${code}` : `https://www.codechef.com/${code}`;
    const row = await t.database.db
      .insertInto('contests')
      .values({
        name: `Live Round ${code}`,
        link,
        platform,
        date: startsAt.toISOString().slice(0, 10),
        start_time: startsAt.toISOString().slice(11, 19),
        end_time: endsAt.toISOString().slice(11, 19),
        starts_at: startsAt,
        ends_at: endsAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const standingsEvents = async (contestId: string) => {
    const rows = await t.database.db.selectFrom('live_events').select(['type', 'user_id', 'payload']).where('type', '=', 'standings').orderBy('id').execute();
    return rows.filter((row) => (row.payload as { contestId?: string }).contestId === contestId);
  };
  const answer = async (): Promise<LiveStandings[]> => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/calendar/live-standings', headers: bearer(token) });
    assert.equal(response.statusCode, 200, response.body);
    assertDeclared('GET', '/calendar/live-standings', 200, response.json());
    return response.json().data as LiveStandings[];
  };
  const table = (contest: LiveStandings | undefined) => contest?.rows.map((row) => [row.chapterRank, row.name, row.solved, row.penalty, row.platformRank]);

  before(async () => {
    sandbox = await startSandbox({});
    const settings = platformSettingsFromEnv(sandboxPlatformEnv(sandbox.url));
    settings.http = { ...settings.http, timeoutMs: 800, retries: 1, retryMinDelayMs: 1, retryMaxDelayMs: 5 };
    settings.codeforces.rateLimit = { limit: 100, intervalMs: 1_000 };
    settings.codechef.rateLimit = { limit: 100, intervalMs: 1_000 };
    clients = createPlatformClients(settings);
    t = await startTestApp({ timeZone: 'UTC' }, undefined, { clients });
    ctx = { db: t.database.db, clients, timeZone: 'UTC', backupDir: t.config.backupDir, log: quiet };
    for (const [index, name] of ['Asha', 'Bilal', 'Chen', 'Dora'].entries()) {
      const user = await addUser(t.database, 'MEMBER');
      await t.database.db.updateTable('users').set({ name }).where('id', '=', user.id).execute();
      const handle = `${name.toLowerCase()}_cf`;
      await sandboxAdmin('profile', { platform: 'codeforces', handle, rating: 1400 });
      // Dora is verified but takes no part; an unverified account is never asked for.
      await t.database.db.insertInto('platform_accounts').values({ user_id: user.id, platform: 'codeforces', handle, verified_at: new Date() }).execute();
      members.push({ id: user.id, handle, name });
      if (index === 0) token = await loginAs(t.app, user.email, user.password);
    }
    const stranger = await addUser(t.database, 'MEMBER');
    await t.database.db
      .insertInto('platform_accounts')
      .values({ user_id: stranger.id, platform: 'codeforces', handle: 'unverified_cf', verified_at: null })
      .execute();
  });
  after(async () => {
    await t.close();
    await sandbox.close();
  });
  beforeEach(async () => {
    await t.database.db.deleteFrom('contests').execute();
    await sandboxAdmin('outage', { platform: 'codeforces', mode: 'none' });
    await platformCalls();
  });

  it('updates the standings while the contest runs, ranks the chapter, and tells open pages each time', async () => {
    const now = Date.now();
    const start = Math.floor(now / 1000) - 150;
    await sandboxRound('3101', start);
    const contestId = await calendarContest('3101', new Date(start * 1000), new Date(start * 1000 + 2 * HOUR));
    assert.deepEqual(
      await answer().then((list) => list.map((c) => [c.name, c.phase, c.updatedAt, c.rows.length])),
      [['Live Round 3101', 'running', null, 0]],
      'listed before its first read',
    );

    // Two and a half minutes in: Asha has A and B (a problem a minute), Bilal A (one every two), Chen nothing yet.
    const first = new Date(now);
    const [outcome] = await readLiveStandings(ctx, first);
    assert.deepEqual(outcome, { contestId, read: true, rows: 3, problem: null });
    let [shown] = await answer();
    assert.equal(shown?.updatedAt, first.toISOString());
    assert.deepEqual(table(shown), [
      [1, 'Asha', 2, 3, 2040],
      [2, 'Bilal', 1, 2, 2300],
      [3, 'Chen', 0, 0, 2900],
    ]);
    assert.deepEqual(
      shown?.rows[0],
      { userId: members[0]!.id, name: 'Asha', handle: 'asha_cf', chapterRank: 1, platformRank: 2040, solved: 2, penalty: 3 },
      'Dora, who took no part, has no row',
    );
    const events = await standingsEvents(contestId);
    assert.equal(events.length, 1);
    assert.deepEqual(events[0], { type: 'standings', user_id: null, payload: { contestId, updatedAt: first.toISOString() } });

    // The contest goes on (the sandbox round moved seven minutes earlier): the next minute's read moves the rows.
    await sandboxRound('3101', start - 7 * 60);
    const second = new Date(now + MINUTE);
    await readLiveStandings(ctx, second);
    [shown] = await answer();
    assert.equal(shown?.updatedAt, second.toISOString());
    assert.deepEqual(table(shown), [
      [1, 'Asha', 4, 10, 40],
      [2, 'Bilal', 3, 12, 300],
      [3, 'Chen', 2, 9, 900],
    ]);
    assert.equal((await standingsEvents(contestId)).length, 2, 'one event per read');
    assert.deepEqual(await platformCalls(), { codeforces: 2, codechef: 0 }, 'one contest.standings call per read: the handles go in one batch');
  });

  it('reads a contest at most once per LIVE_READ_GAP_MS, with several runs and two instances at once', async () => {
    const now = Date.now();
    const start = Math.floor(now / 1000) - 10 * 60;
    await sandboxRound('3102', start);
    const contestId = await calendarContest('3102', new Date(start * 1000), new Date(start * 1000 + 2 * HOUR));

    // Two instances' runs at the same moment: one reads, the other leaves the contest alone.
    const otherInstance: JobContext = { ...ctx };
    const both = await Promise.all([readLiveStandings(ctx, new Date(now)), readLiveStandings(otherInstance, new Date(now))]);
    assert.deepEqual(
      both
        .flat()
        .map((outcome) => outcome.read)
        .sort(),
      [false, true],
    );

    // A run every 10 s for 3 minutes (late schedules, retries, several instances): a read only when 50 s have passed.
    let reads = 1;
    for (let at = now + 10_000; at <= now + 3 * MINUTE; at += 10_000) {
      const [outcome] = await readLiveStandings(ctx, new Date(at));
      if (outcome?.read) reads += 1;
    }
    assert.equal(reads, 1 + Math.floor((3 * MINUTE) / LIVE_READ_GAP_MS), 'reads at 0, 50, 100 and 150 s');
    const calls = await platformCalls();
    assert.equal(calls.codeforces, reads, 'the platform got one call per read, no more');
    assert.ok(calls.codeforces <= Math.ceil((3 * MINUTE) / MINUTE) + 1, `${calls.codeforces} calls in 3 minutes stays within about one a minute`);
    assert.equal((await standingsEvents(contestId)).length, reads);
  });

  it('a failed read keeps the last rows and says why; the same failure again tells pages nothing new', async () => {
    const now = Date.now();
    const start = Math.floor(now / 1000) - 10 * 60;
    await sandboxRound('3103', start);
    const contestId = await calendarContest('3103', new Date(start * 1000), new Date(start * 1000 + 2 * HOUR));
    await readLiveStandings(ctx, new Date(now));
    const before = (await answer())[0]!;

    await sandboxAdmin('outage', { platform: 'codeforces', mode: 'down' });
    const [failed] = await readLiveStandings(ctx, new Date(now + MINUTE));
    assert.equal(failed?.read, true);
    assert.match(failed?.problem ?? '', /^Platform unreachable: codeforces: .*503/);
    let shown = (await answer())[0]!;
    assert.deepEqual(shown.rows, before.rows, 'the last rows stay');
    assert.equal(shown.updatedAt, before.updatedAt, 'the last update is still the last read that worked');
    assert.equal(shown.problem, failed?.problem);
    assert.equal((await standingsEvents(contestId)).length, 2, 'the new reason is announced');
    await readLiveStandings(ctx, new Date(now + 2 * MINUTE));
    assert.equal((await standingsEvents(contestId)).length, 2, 'the same reason is not announced again');

    await sandboxAdmin('outage', { platform: 'codeforces', mode: 'none' });
    await readLiveStandings(ctx, new Date(now + 3 * MINUTE));
    shown = (await answer())[0]!;
    assert.equal(shown.problem, null);
    assert.equal(shown.updatedAt, new Date(now + 3 * MINUTE).toISOString());
  });

  it('reads a contest once more after its end, then leaves it; the route shows it as finished for 3 hours', async () => {
    const now = Date.now();
    const endsAt = new Date(now - 2 * MINUTE);
    const start = Math.floor((endsAt.getTime() - 2 * HOUR) / 1000);
    await sandboxRound('3104', start);
    const contestId = await calendarContest('3104', new Date(start * 1000), endsAt);
    const [closing] = await readLiveStandings(ctx, new Date(now));
    assert.deepEqual(closing, { contestId, read: true, rows: 3, problem: null });
    assert.deepEqual(await readLiveStandings(ctx, new Date(now + MINUTE)), [], 'read after its end: not due again');
    const [shown] = await answer();
    assert.equal(shown?.phase, 'finished');
    assert.deepEqual(table(shown), [
      [1, 'Asha', 4, 10, 40],
      [2, 'Bilal', 3, 12, 300],
      [3, 'Chen', 2, 9, 900],
    ]);

    // A contest that ended longer ago than LIVE_AFTER_END_MS is not read at all.
    await calendarContest('3105', new Date(now - 3 * HOUR), new Date(now - LIVE_AFTER_END_MS - MINUTE));
    assert.deepEqual(await readLiveStandings(ctx, new Date(now + MINUTE)), []);
    // One not started yet neither; and the route lists neither (the second one ended; it has no rows).
    await calendarContest('3106', new Date(now + HOUR), new Date(now + 3 * HOUR));
    assert.deepEqual(await readLiveStandings(ctx, new Date(now + MINUTE)), []);
    assert.deepEqual(
      (await answer()).map((contest) => [contest.name, contest.phase]),
      [
        ['Live Round 3105', 'finished'],
        ['Live Round 3104', 'finished'],
      ],
    );
    assert.equal((await platformCalls()).codeforces, 1);
  });

  it('a CodeChef contest is read a few ranking pages deep; a link naming no contest is a problem, not a call', async () => {
    const now = Date.now();
    await sandboxAdmin('contest', {
      platform: 'codechef',
      code: 'START300D',
      startTimeSeconds: 'now-5',
      standings: [{ handle: 'asha_cc', rank: 3, solved: ['P1', 'P2', 'P3'] }],
    });
    await sandboxAdmin('profile', { platform: 'codechef', handle: 'asha_cc', name: 'Asha' });
    await t.database.db
      .insertInto('platform_accounts')
      .values({ user_id: members[0]!.id, platform: 'codechef', handle: 'asha_cc', verified_at: new Date() })
      .execute();
    const chef = await calendarContest('START300D', new Date(now - 5 * MINUTE), new Date(now + HOUR), 'CodeChef');
    const broken = await t.database.db
      .insertInto('contests')
      .values({
        name: 'No code',
        link: 'https://codeforces.com/blog/entry/1',
        platform: 'Codeforces',
        date: new Date(now).toISOString().slice(0, 10),
        start_time: '00:00:00',
        end_time: '23:59:00',
        starts_at: new Date(now - MINUTE),
        ends_at: new Date(now + HOUR),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const outcomes = new Map((await readLiveStandings(ctx, new Date(now))).map((outcome) => [outcome.contestId, [outcome.rows, outcome.problem]]));
    assert.deepEqual(outcomes.get(chef), [1, null]);
    assert.deepEqual(outcomes.get(broken.id), [0, 'The contest link names no Codeforces contest']);
    assert.equal((await answer()).find((contest) => contest.contestId === broken.id)?.problem, 'The contest link names no Codeforces contest');
    const shown = (await answer()).find((contest) => contest.contestId === chef);
    assert.deepEqual(table(shown), [[1, 'Asha', 3, 6, 3]]);
    assert.deepEqual(await platformCalls(), { codeforces: 0, codechef: 1 });
  });
});
