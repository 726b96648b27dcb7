import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { PlatformHealth, PlatformHealthDetail, ProfileData } from '@chapter/shared/types';
import { dateIn } from '../clock';
import { createBreakerStore } from '../modules/platformHealth/breakerStore';
import { probeDuePlatforms } from '../modules/platformHealth/probe';
import { createPlatformClients, platformSettingsFromEnv, type PlatformBreaker } from '../platforms';
import { sandboxPlatformEnv, startSandbox, type Sandbox } from '../platforms/sandbox';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../test/app';
import type { JobContext } from './context';
import { runPractice } from './practice';
import { refreshProfiles } from './profiles';
import { ON_DEMAND, PLATFORM_RECOVERED_JOB } from './queue';

// LeetCode answers Cloudflare's 403 page for an hour of a test clock while the practice job runs every minute: the
// breaker keeps the calls that reach it few, members are told LeetCode is down, and once it answers again the queued
// recovery fetches the missed day, whose points are counted once.
const SAMPLE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'platforms', 'sandbox', 'sample-data.json');
const quiet = { info() {}, warn() {}, error() {} };
const MINUTE = 60_000;

describe('an hour of LeetCode refusing every call', () => {
  let sandbox: Sandbox;
  let t: TestApp;
  let ctx: JobContext;
  let breaker: PlatformBreaker;
  let member: { id: string; token: string };
  let other: { id: string };
  let admin: string;
  const start = Date.now();
  let offset = 0;
  const clock = () => new Date(start + offset);
  const at = (minute: number) => new Date(start + minute * MINUTE);
  const recovered: string[] = [];
  const today = dateIn(new Date(), 'UTC');

  const sandboxAdmin = async (action: string, body: object) =>
    (await fetch(`${sandbox.url}/__sandbox/${action}`, { method: 'POST', body: JSON.stringify(body) })).json() as Promise<Record<string, number>>;
  const api = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const leetcodeHealth = async (): Promise<PlatformHealth> =>
    (await api(member.token, 'GET', '/user/platform-health')).json().data.find((item: PlatformHealth) => item.platform === 'leetcode');
  const practicePoints = async () => {
    const rows = await t.database.db.selectFrom('points_ledger').select(['user_id', 'source', 'points']).where('kind', '=', 'practice').execute();
    return {
      total: rows.reduce((sum, row) => sum + Number(row.points), 0),
      sources: rows.map((row) => `${row.user_id === member.id ? 'member' : 'other'} ${row.source}`).sort(),
    };
  };

  before(async () => {
    sandbox = await startSandbox({ dataFile: SAMPLE });
    const settings = platformSettingsFromEnv(sandboxPlatformEnv(sandbox.url));
    settings.http = { ...settings.http, timeoutMs: 800, retries: 1, retryMinDelayMs: 1, retryMaxDelayMs: 5 };
    for (const platform of ['leetcode', 'codeforces', 'codechef', 'geeksforgeeks'] as const) settings[platform].rateLimit = { limit: 100, intervalMs: 1_000 };
    t = await startTestApp({ timeZone: 'UTC' });
    const db = t.database.db;
    // The breaker as the server builds it (the default policy: 5 failures, 1 min doubling to 1 h), on the test clock;
    // its state is in the database the app's routes read.
    breaker = createBreakerStore(db, { now: clock, onRecovered: (platform) => void recovered.push(platform) });
    const clients = createPlatformClients(settings, breaker);
    ctx = { db, clients, timeZone: 'UTC', backupDir: t.config.backupDir, log: quiet };

    const user = await addUser(t.database, 'MEMBER');
    member = { id: user.id, token: await loginAs(t.app, user.email, user.password) };
    other = await addUser(t.database, 'MEMBER');
    const boss = await addUser(t.database, 'ADMIN');
    admin = await loginAs(t.app, boss.email, boss.password);
    await db
      .insertInto('platform_accounts')
      .values([
        { user_id: member.id, platform: 'leetcode', handle: 'alice_lc', verified_at: new Date() },
        { user_id: other.id, platform: 'leetcode', handle: 'bob_lc', verified_at: new Date() },
      ])
      .execute();
  });
  after(async () => {
    await t?.close();
    await sandbox?.close();
  });

  it('stays bounded by the breaker while LeetCode answers 403 pages, and members learn it is down', async () => {
    // The stats were fetched five minutes before the outage: the figures members see are from then.
    offset = -5 * MINUTE;
    assert.deepEqual(await refreshProfiles(ctx, ['leetcode']), { refreshed: 2, failed: 0 });

    await sandboxAdmin('outage', { platform: 'leetcode', mode: 'blocked' });
    await sandboxAdmin('calls', {});
    // Bob solves today while LeetCode blocks the chapter's reader.
    await sandboxAdmin('solved', { platform: 'leetcode', handle: 'bob_lc', date: 'today', count: 3 });
    let failed = 0;
    for (let minute = 0; minute < 60; minute += 1) {
      offset = minute * MINUTE;
      failed += (await runPractice(ctx, today)).failed;
      // The schedule's probes (every 5 minutes) run beside the practice job.
      if (minute % 5 === 0) await probeDuePlatforms(ctx.db, ctx.clients, clock());
    }
    const calls = (await (await fetch(`${sandbox.url}/__sandbox/calls`)).json()) as Record<string, number>;
    // Without the breaker: 120 calls (2 members × 60 runs). With it: 5 failures open it at minute 2, then one probe per
    // pause of 1, 2, 4, 8, 16, 32 minutes (minutes 3, 5, 9, 17, 33): 10.
    console.log(`LeetCode calls in an hour of 403s: ${calls.leetcode} (120 practice fetches asked for, ${failed} failed)`);
    assert.equal(failed, 120);
    assert.ok(calls.leetcode <= 12, `${calls.leetcode} calls reached LeetCode`);
    assert.equal(calls.leetcode, 10);
    assert.equal(calls.geeksforgeeks + calls.codeforces + calls.codechef, 0);

    const health = await leetcodeHealth();
    assert.equal(health.state, 'down');
    assert.equal(health.since, at(0).toISOString());
    assert.equal(health.lastSuccessAt, at(-5).toISOString());
    // Both members' days wait in the practice error queue; the held-back fetches say why.
    const errors = await ctx.db.selectFrom('practice_errors').select(['user_id', 'message']).where('day', '=', today).execute();
    assert.equal(errors.length, 2);
    assert.ok(
      errors.every((row) => /Platform unreachable: leetcode.*(refused|paused)/.test(row.message)),
      JSON.stringify(errors),
    );
    assert.deepEqual(await practicePoints(), { total: 0, sources: [] });

    // The member's profile says the figures are older than the last failure.
    const profile: ProfileData = (await api(member.token, 'POST', '/user/get-profile-data', {})).json().data;
    const leetcode = profile.platforms.leetcode;
    assert.ok(leetcode.lastFailure && ['refused', 'paused'].includes(leetcode.lastFailure.kind), JSON.stringify(leetcode));
    assert.ok(leetcode.statsFetchedAt && leetcode.lastFailure.at > leetcode.statsFetchedAt);
    assert.equal(leetcode.solvesFetchedAt, null);

    // The admin's panel: the breaker open, the next probe, the hour's outcomes (most held back without a call).
    const panel = (await api(admin, 'GET', '/admin/platform-health')).json().data as PlatformHealthDetail[];
    const detail = panel.find((item) => item.platform === 'leetcode')!;
    assert.equal(detail.breaker, 'open');
    assert.equal(detail.lastErrorKind, 'refused');
    assert.equal(detail.nextProbeAt, at(65).toISOString());
    const counted = detail.outcomes.reduce((sum, hour) => ({ failed: sum.failed + hour.failed, paused: sum.paused + hour.paused }), { failed: 0, paused: 0 });
    assert.equal(counted.failed, 10);
    assert.equal(counted.paused, 110);
    assert.equal(panel.find((item) => item.platform === 'codeforces')!.state, 'working');

    // Open pages were told when what members see changed: the failures began (degraded), then the breaker paused
    // LeetCode (down). Its five failed probes in the hour (paused, probing, paused) told them nothing (docs/live.md).
    const told = await ctx.db.selectFrom('live_events').select('payload').where('type', '=', 'platform-health').orderBy('id').execute();
    assert.deepEqual(
      told.map((row) => (row.payload as { platform?: string }).platform),
      ['leetcode', 'leetcode'],
    );
  });

  it('after LeetCode answers again, the queued recovery brings the missed day once', async () => {
    await sandboxAdmin('outage', { platform: 'leetcode', mode: 'none' });
    offset = 64 * MINUTE;
    assert.deepEqual(await probeDuePlatforms(ctx.db, ctx.clients, clock()), []);
    offset = 65 * MINUTE;
    assert.deepEqual(await probeDuePlatforms(ctx.db, ctx.clients, clock()), [{ platform: 'leetcode', answered: true }]);
    assert.notEqual((await leetcodeHealth()).state, 'down');
    // The breaker asked for the recovery job once; the worker runs it as pg-boss would.
    assert.deepEqual(recovered, ['leetcode']);
    const job = ON_DEMAND.find((item) => item.name === PLATFORM_RECOVERED_JOB)!;
    await job.run(ctx, { platform: 'leetcode' });

    const points = await practicePoints();
    assert.deepEqual(points.sources, [`member practice:leetcode:${today}`, `other practice:leetcode:${today}`]);
    assert.equal(points.total, 2);
    assert.equal((await ctx.db.selectFrom('practice_errors').select('user_id').execute()).length, 0);

    // A second recovery and the next scheduled practice run add nothing.
    await job.run(ctx, { platform: 'leetcode' });
    await runPractice(ctx, today);
    assert.equal((await practicePoints()).total, 2);
    const profile: ProfileData = (await api(member.token, 'POST', '/user/get-profile-data', {})).json().data;
    assert.ok(profile.platforms.leetcode.solvesFetchedAt);
  });
});
