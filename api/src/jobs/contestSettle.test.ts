import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createPlatformClients, platformSettingsFromEnv, type PlatformClients } from '../platforms';
import { sandboxPlatformEnv, startSandbox, type Sandbox } from '../platforms/sandbox';
import { dateIn } from '../clock';
import { DEFAULT_CONTEST_SETTLE } from '../config';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../test/app';
import type { JobContext } from './context';
import { processContest, processEndedContests, type ContestRow } from './contests';
import { runMonthEnd } from './monthEnd';

// Contest results settle (issue 26): fetched at the end (provisional), again a day and a week later; a difference
// becomes one revision per contest, member and stage, in the audit log, shown as revised; the last re-fetch is final.
const quiet = { info() {}, warn() {}, error() {} };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Member {
  id: string;
  token: string;
  handle: string;
}

interface HistoryEntry {
  kind: string;
  points: number;
  note: string | null;
  provisional: boolean;
  revision: { stage: number; before: number; after: number } | null;
}

describe('contest results settle on the platform sandbox', () => {
  let sandbox: Sandbox;
  let clients: PlatformClients;
  let t: TestApp;
  let ctx: JobContext;
  const members: Record<'ana' | 'ben' | 'cai', Member> = {} as never;

  const api = (token: string, url: string, payload: object = {}) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload });
  const sandboxAdmin = async (action: string, body: object) => {
    const response = await fetch(`${sandbox.url}/__sandbox/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    assert.equal(response.status, 200, await response.text());
  };
  const standings = (code: string, rows: [Member, string[]][]) =>
    sandboxAdmin('contest', {
      platform: 'codeforces',
      code,
      name: `Round ${code}`,
      standings: rows.map(([member, solved], index) => ({ handle: member.handle, rank: index + 1, solved })),
    });
  const history = async (member: Member, month?: string) => {
    const response = await api(member.token, '/user/get-points-history', month ? { month } : {});
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as { total: number; entries: HistoryEntry[] };
  };
  /** What the ledger holds for a contest and member: every row's points summed. */
  const ledgerSum = async (contestId: string, member: Member) => {
    const row = await t.database.db
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('sum'))
      .where('contest_id', '=', contestId)
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    return Number(row.sum);
  };
  const revisionAudits = () =>
    t.database.db.selectFrom('audit_log').select(['target_id', 'before', 'after']).where('action', '=', 'revise-contest-points').orderBy('id').execute();
  const boardRow = async (member: Member) => {
    const response = await api(member.token, '/user/get-leaderboard-data', { limit: 50 });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json().data as { _id: string; points: number; provisional: boolean }[]).find((row) => row._id === member.id);
  };
  const addContest = async (code: string, day: string, endsAt: Date): Promise<ContestRow> => {
    const row = await t.database.db
      .insertInto('contests')
      .values({
        name: `Round ${code}`,
        link: `https://codeforces.com/contest/${code}`,
        platform: 'Codeforces',
        date: day,
        start_time: '00:00:00',
        end_time: '02:00:00',
        starts_at: new Date(endsAt.getTime() - 2 * HOUR),
        ends_at: endsAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, name: `Round ${code}`, link: `https://codeforces.com/contest/${code}`, platform: 'Codeforces', day, ends_at: endsAt };
  };
  const contestState = (id: string) =>
    t.database.db.selectFrom('contests').select(['settle_stage', 'next_settle_at', 'final_at', 'results_at']).where('id', '=', id).executeTakeFirstOrThrow();

  before(async () => {
    sandbox = await startSandbox({});
    const settings = platformSettingsFromEnv(sandboxPlatformEnv(sandbox.url));
    settings.http = { ...settings.http, timeoutMs: 800, retries: 1, retryMinDelayMs: 1, retryMaxDelayMs: 5 };
    settings.codeforces.rateLimit = { limit: 100, intervalMs: 1_000 };
    clients = createPlatformClients(settings);
    t = await startTestApp({ timeZone: 'UTC' }, undefined, { clients });
    ctx = { db: t.database.db, clients, timeZone: 'UTC', backupDir: t.config.backupDir, contestSettle: t.config.contestSettle, log: quiet };
    assert.deepEqual(t.config.contestSettle, DEFAULT_CONTEST_SETTLE);
    for (const name of ['ana', 'ben', 'cai'] as const) {
      const user = await addUser(t.database, 'MEMBER');
      const handle = `${name}_cf`;
      await sandboxAdmin('profile', { platform: 'codeforces', handle, rating: 1400 });
      await t.database.db.insertInto('platform_accounts').values({ user_id: user.id, platform: 'codeforces', handle, verified_at: new Date() }).execute();
      members[name] = { id: user.id, token: await loginAs(t.app, user.email, user.password), handle };
    }
  });
  after(async () => {
    await t.close();
    await sandbox.close();
  });

  it('awards provisionally at the end, applies the day-later difference exactly once, and is final after the week', async () => {
    const { ana, ben, cai } = members;
    const endsAt = new Date(Date.now() - 2 * HOUR);
    const contest = await addContest('3001', dateIn(new Date(), 'UTC'), endsAt);
    await standings('3001', [
      [ana, ['A', 'B', 'C']],
      [ben, ['A', 'B']],
      [cai, ['A']],
    ]);

    // The first fetch: 3 points a problem, provisional.
    const [first] = await processEndedContests(ctx);
    assert.deepEqual(
      { awarded: first?.awarded, stage: first?.stage, revised: first?.revised, final: first?.final },
      { awarded: 18, stage: 0, revised: 0, final: false },
    );
    assert.deepEqual([await ledgerSum(contest.id, ana), await ledgerSum(contest.id, ben), await ledgerSum(contest.id, cai)], [9, 6, 3]);
    const afterFirst = await contestState(contest.id);
    assert.equal(afterFirst.settle_stage, 0);
    assert.equal(afterFirst.next_settle_at?.getTime(), endsAt.getTime() + DAY);
    assert.equal(afterFirst.final_at, null);
    const provisional = await history(ana);
    assert.equal(provisional.total, 9);
    assert.equal(provisional.entries.length, 3);
    assert.ok(provisional.entries.every((entry) => entry.kind === 'contest' && entry.provisional && entry.revision === null));
    assert.equal((await boardRow(ana))?.provisional, true, "the board marks the member's points provisional");
    assert.deepEqual(await processEndedContests(ctx), [], 'nothing is due again before the day-later re-fetch');

    // The platform revises: Ana loses a problem, Cai is removed (a cheater); Ben stands.
    await standings('3001', [
      [ana, ['A', 'B']],
      [ben, ['A', 'B']],
    ]);
    const dayLater = new Date(endsAt.getTime() + DAY + 60_000);
    const [second] = await processEndedContests(ctx, dayLater);
    assert.deepEqual(
      { awarded: second?.awarded, stage: second?.stage, revised: second?.revised, final: second?.final },
      { awarded: -6, stage: 1, revised: 2, final: false },
    );
    assert.deepEqual([await ledgerSum(contest.id, ana), await ledgerSum(contest.id, ben), await ledgerSum(contest.id, cai)], [6, 6, 0]);
    const revisions = await t.database.db
      .selectFrom('points_ledger')
      .select(['user_id', 'source', 'points', 'revision_stage', 'points_before', 'points_after'])
      .where('contest_id', '=', contest.id)
      .where('revision_stage', 'is not', null)
      .orderBy('points_before', 'desc')
      .execute();
    assert.deepEqual(revisions, [
      { user_id: ana.id, source: `contest-revision:${contest.id}:1`, points: -3, revision_stage: 1, points_before: 9, points_after: 6 },
      { user_id: cai.id, source: `contest-revision:${contest.id}:1`, points: -3, revision_stage: 1, points_before: 3, points_after: 0 },
    ]);
    const audits = await revisionAudits();
    assert.deepEqual(
      audits.map((audit) => [audit.target_id, audit.before?.points, audit.after?.points, audit.after?.stage]).sort(),
      [
        [ana.id, 9, 6, 1],
        [cai.id, 3, 0, 1],
      ].sort(),
    );
    const revised = await history(ana);
    assert.equal(revised.total, 6);
    const revisionEntry = revised.entries.find((entry) => entry.revision !== null);
    assert.deepEqual(revisionEntry && { points: revisionEntry.points, revision: revisionEntry.revision, provisional: revisionEntry.provisional }, {
      points: -3,
      revision: { stage: 1, before: 9, after: 6 },
      provisional: true,
    });
    assert.equal((await history(cai)).total, 0, 'a member removed from the standings loses the contest points');
    const state = await contestState(contest.id);
    assert.equal(state.settle_stage, 1);
    assert.equal(state.next_settle_at?.getTime(), endsAt.getTime() + 7 * DAY);

    // A second re-fetch of the same stage (an admin's fetch now, say) with the same standings changes nothing.
    const again = await processContest(ctx, contest, new Date(dayLater.getTime() + 2 * HOUR));
    assert.deepEqual({ awarded: again.awarded, revised: again.revised, stage: again.stage }, { awarded: 0, revised: 0, stage: 1 });
    assert.deepEqual([await ledgerSum(contest.id, ana), await ledgerSum(contest.id, ben), await ledgerSum(contest.id, cai)], [6, 6, 0]);
    assert.equal((await revisionAudits()).length, 2);
    assert.deepEqual(await processEndedContests(ctx, new Date(dayLater.getTime() + 2 * HOUR)), []);

    // The week-later re-fetch, run twice at once (two instances): Ana's problem is back, counted once; then final.
    await standings('3001', [
      [ana, ['A', 'B', 'C']],
      [ben, ['A', 'B']],
    ]);
    const weekLater = new Date(endsAt.getTime() + 7 * DAY + 60_000);
    const both = (await Promise.all([processEndedContests(ctx, weekLater), processEndedContests(ctx, weekLater)])).flat();
    assert.equal(
      both.reduce((sum, result) => sum + result.awarded, 0),
      3,
      'the difference is applied once across both runs',
    );
    assert.ok(both.every((result) => result.stage === 2 && result.final));
    assert.deepEqual([await ledgerSum(contest.id, ana), await ledgerSum(contest.id, ben), await ledgerSum(contest.id, cai)], [9, 6, 0]);
    const final = await contestState(contest.id);
    assert.equal(final.settle_stage, 2);
    assert.equal(final.next_settle_at, null);
    assert.ok(final.final_at);
    const settled = await history(ana);
    assert.equal(settled.total, 9);
    assert.ok(
      settled.entries.every((entry) => !entry.provisional),
      'nothing is provisional once final',
    );
    assert.deepEqual(
      settled.entries.filter((entry) => entry.revision).map((entry) => [entry.points, entry.revision]),
      [
        [3, { stage: 2, before: 6, after: 9 }],
        [-3, { stage: 1, before: 9, after: 6 }],
      ],
    );
    assert.equal((await boardRow(ana))?.provisional, false);
    assert.equal((await boardRow(ana))?.points, 9);
    assert.deepEqual(await processEndedContests(ctx, new Date(endsAt.getTime() + 30 * DAY)), [], 'a final contest is not fetched again');
  });

  it('a re-fetch the platform does not answer is tried again on the next run: the contest does not turn final unfetched', async () => {
    const { ana, ben } = members;
    const endsAt = new Date(Date.now() - 3 * HOUR);
    const contest = await addContest('3004', dateIn(new Date(), 'UTC'), endsAt);
    await standings('3004', [
      [ana, ['A']],
      [ben, ['A']],
    ]);
    const [first] = await processContest(ctx, contest, new Date(endsAt.getTime() + HOUR)).then((result) => [result]);
    assert.equal(first?.awarded, 6);
    await standings('3004', [[ana, ['A']]]);

    await sandboxAdmin('outage', { platform: 'codeforces', mode: 'down' });
    const weekLater = new Date(endsAt.getTime() + 7 * DAY + HOUR);
    const [down] = await processEndedContests(ctx, weekLater);
    assert.deepEqual({ awarded: down?.awarded, failed: down?.failed, final: down?.final }, { awarded: 0, failed: 3, final: false });
    const waiting = await contestState(contest.id);
    assert.equal(waiting.settle_stage, 0);
    assert.equal(waiting.final_at, null);
    assert.equal(waiting.next_settle_at?.getTime(), endsAt.getTime() + DAY, 'still due');

    await sandboxAdmin('outage', { platform: 'codeforces', mode: 'none' });
    const [back] = await processEndedContests(ctx, new Date(weekLater.getTime() + 15 * 60_000));
    assert.deepEqual(
      { awarded: back?.awarded, failed: back?.failed, final: back?.final, stage: back?.stage },
      { awarded: -3, failed: 0, final: true, stage: 2 },
    );
    assert.deepEqual([await ledgerSum(contest.id, ana), await ledgerSum(contest.id, ben)], [3, 0]);
    assert.equal(await t.database.db.selectFrom('contest_errors').select('user_id').where('contest_id', '=', contest.id).executeTakeFirst(), undefined);
  });

  it("a revision after the month end is recorded and shown but leaves that month's ranks and achievements", async () => {
    const { ana, ben } = members;
    const endsAt = new Date('2025-01-30T20:00:00Z');
    const contest = await addContest('3002', '2025-01-30', endsAt);
    await standings('3002', [
      [ana, ['A', 'B', 'C']],
      [ben, ['A']],
    ]);
    const [first] = await processEndedContests(ctx, new Date(endsAt.getTime() + HOUR));
    assert.equal(first?.awarded, 12, JSON.stringify(first));

    // The month end closes January before the week-later re-fetch.
    const closed = await runMonthEnd(ctx, '2025-01', { backupDir: t.config.backupDir });
    assert.ok(closed.stepsRun.includes('ranks') && closed.stepsRun.includes('achievements'));
    const snapshot = async () => ({
      ranks: await t.database.db.selectFrom('monthly_ranks').selectAll().where('month', '=', '2025-01').orderBy('user_id').execute(),
      achievements: await t.database.db
        .selectFrom('achievements')
        .select(['user_id', 'type', 'value'])
        .where('month', '=', '2025-01')
        .orderBy('user_id')
        .orderBy('type')
        .execute(),
      run: await t.database.db.selectFrom('month_end_runs').select(['steps_done', 'finished_at']).where('month', '=', '2025-01').executeTakeFirstOrThrow(),
    });
    const before = await snapshot();
    assert.deepEqual(
      before.ranks.filter((row) => row.user_id === ana.id).map((row) => [row.points, row.rank]),
      [[9, 1]],
    );
    assert.ok(before.achievements.some((award) => award.user_id === ana.id && award.type === 'gold'));

    // Ana is removed from the standings; the re-fetch a week later (both re-fetch times passed: final at once).
    await standings('3002', [[ben, ['A']]]);
    const [late] = await processEndedContests(ctx, new Date(endsAt.getTime() + 7 * DAY + HOUR));
    assert.deepEqual(
      { awarded: late?.awarded, revised: late?.revised, stage: late?.stage, final: late?.final },
      { awarded: -9, revised: 1, stage: 2, final: true },
    );

    // Recorded and shown in January's history, with a note; January stays closed as it was.
    const january = await history(ana, '2025-01');
    assert.equal(january.total, 0);
    const revision = january.entries.find((entry) => entry.revision);
    assert.deepEqual(revision?.revision, { stage: 2, before: 9, after: 0 });
    assert.match(revision?.note ?? '', /After the month end of 2025-01/);
    assert.ok(january.entries.every((entry) => !entry.provisional));
    assert.deepEqual(await snapshot(), before, 'monthly ranks, achievements and the month end run are unchanged');
    assert.equal((await runMonthEnd(ctx, '2025-01', { backupDir: t.config.backupDir })).alreadyDone, true, 'the month is not reopened');
    const audit = (await revisionAudits()).find((entry) => entry.target_id === ana.id && entry.after?.contestId === contest.id);
    assert.equal(audit?.after?.monthClosed, true);
  });
});
