import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { createPlatformClients, platformSettingsFromEnv, type PlatformClients } from '../platforms';
import { sandboxPlatformEnv, startSandbox, type Sandbox } from '../platforms/sandbox';
import { dateIn } from '../clock';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../test/app';
import type { JobContext } from './context';
import { processEndedContests } from './contests';
import { runPractice } from './practice';
import { refreshNow } from './refreshNow';

// The whole loop on the platform sandbox: verify a handle on each platform, earn, re-run, survive an outage.
const SAMPLE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'platforms', 'sandbox', 'sample-data.json');
const quiet = { info() {}, warn() {}, error() {} };

/** The profile field where each platform shows the verification code, as the sandbox names it. */
const CODE_FIELD = { leetcode: 'realName', codeforces: 'firstName', codechef: 'name', geeksforgeeks: 'name' } as const;
const HANDLES = { leetcode: 'alice_lc', codeforces: 'alice_cf', codechef: 'alice_cc', geeksforgeeks: 'alice_gfg' } as const;
type Platform = keyof typeof HANDLES;

describe('points engine on the platform sandbox', () => {
  let sandbox: Sandbox;
  let clients: PlatformClients;
  let t: TestApp;
  let ctx: JobContext;
  let member: { id: string; token: string };
  let admin: string;
  const today = dateIn(new Date(), 'UTC');

  const api = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const sandboxAdmin = (action: string, body: object) =>
    fetch(`${sandbox.url}/__sandbox/${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const total = async () => (await api(member.token, 'POST', '/user/get-points-history', {})).json().data.total as number;
  const addContest = (platform: 'Codeforces' | 'CodeChef', link: string) =>
    t.database.db
      .insertInto('contests')
      .values({
        name: `${platform} round`,
        link,
        platform,
        date: today,
        start_time: '00:00:00',
        end_time: '00:01:00',
        starts_at: new Date(Date.now() - 4 * 3_600_000),
        ends_at: new Date(Date.now() - 2 * 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

  before(async () => {
    sandbox = await startSandbox({ dataFile: SAMPLE });
    const settings = platformSettingsFromEnv(sandboxPlatformEnv(sandbox.url));
    settings.http = { ...settings.http, timeoutMs: 800, retries: 1, retryMinDelayMs: 1, retryMaxDelayMs: 5 };
    for (const platform of ['leetcode', 'codeforces', 'codechef', 'geeksforgeeks'] as const) settings[platform].rateLimit = { limit: 100, intervalMs: 1_000 };
    clients = createPlatformClients(settings);
    const noWait = { leetcode: [], codeforces: [], codechef: [], geeksforgeeks: [] };
    t = await startTestApp({ timeZone: 'UTC' }, undefined, { clients, verifyRetryDelaysMs: noWait });
    ctx = { db: t.database.db, clients, timeZone: 'UTC', backupDir: t.config.backupDir, log: quiet };
    const user = await addUser(t.database, 'MEMBER');
    member = { id: user.id, token: await loginAs(t.app, user.email, user.password) };
    const boss = await addUser(t.database, 'ADMIN');
    admin = await loginAs(t.app, boss.email, boss.password);
  });
  after(async () => {
    await t.close();
    await sandbox.close();
  });

  it('verifies a handle on each platform once the code is on the profile', async () => {
    for (const platform of Object.keys(HANDLES) as Platform[]) {
      const refusedWithoutHandle = await api(member.token, 'POST', '/user/generate-verification-code', { platform });
      assert.equal(refusedWithoutHandle.statusCode, 400);
      const field = `${platform}Username`;
      const linked = await api(member.token, 'POST', '/user/edit-profile', { [field]: HANDLES[platform] });
      assert.equal(linked.statusCode, 200, linked.body);

      const generated = await api(member.token, 'POST', '/user/generate-verification-code', { platform });
      assert.equal(generated.statusCode, 200, generated.body);
      const code: string = generated.json().data.verificationCode;
      assert.match(code, /^CHAPTER-[A-Z0-9]{8}$/);

      const early = await api(member.token, 'POST', '/user/verify-platform', { platform });
      assert.equal(early.statusCode, 400);
      assert.match(early.json().message, /Verification code not found/);

      await sandboxAdmin('profile', { platform, handle: HANDLES[platform], [CODE_FIELD[platform]]: `Alice ${code}` });
      const verified = await api(member.token, 'POST', '/user/verify-platform', { platform });
      assert.equal(verified.statusCode, 200, verified.body);
      assert.match(verified.json().message, /verified successfully/);

      // The code is single use.
      const again = await api(member.token, 'POST', '/user/verify-platform', { platform });
      assert.equal(again.statusCode, 400);
    }
  });

  it('a day of LeetCode and GFG solving gives 2 points, not more, and a re-run changes nothing', async () => {
    const first = await runPractice(ctx, today);
    assert.equal(first.failed, 0);
    assert.equal(await total(), 2);
    const second = await runPractice(ctx, today);
    assert.equal(second.awarded, 0);
    assert.equal(await total(), 2);
  });

  it('a calendar contest on Codeforces gives 3 per problem solved in it; Codeforces practice gives nothing', async () => {
    await addContest('Codeforces', 'https://codeforces.com/contest/2057');
    const [result] = await processEndedContests(ctx);
    assert.equal(result?.awarded, 6); // A and B during the contest
    assert.equal(await total(), 8);
  });

  it("CodeChef awards by the member's stars, once", async () => {
    await addContest('CodeChef', 'https://www.codechef.com/START170D');
    const [result] = await processEndedContests(ctx);
    assert.equal(result?.awarded, 12); // 1723 is three stars: 4 × 3 problems
    assert.deepEqual(await processEndedContests(ctx), []);
    assert.equal(await total(), 20);
  });

  it('a platform that times out fills the error queue; a re-run after it recovers empties it and awards the points', async () => {
    await sandboxAdmin('contest', {
      platform: 'codechef',
      code: 'START171D',
      name: 'Starters 171',
      standings: [{ handle: 'alice_cc', rank: 3, solved: ['P1', 'P2'] }],
    });
    const contest = await addContest('CodeChef', 'https://www.codechef.com/START171D');
    await sandboxAdmin('outage', { platform: 'codechef', mode: 'hang' }); // accepts the request and never answers
    const [failed] = await processEndedContests(ctx);
    assert.equal(failed?.failed, 1);
    const queue = (await api(admin, 'GET', '/admin/get-all-contest-error')).json().data.contestErrorData;
    assert.equal(queue.length, 1);
    assert.equal(queue[0].contestId, contest.id);
    assert.equal(queue[0].users[0].platformUsername, 'alice_cc');
    assert.match(queue[0].users[0].errorMessage, /unreachable/i);
    assert.equal(await total(), 20);

    assert.equal((await api(member.token, 'POST', '/admin/re-run-contest-error', { contestId: contest.id })).statusCode, 403);
    await sandboxAdmin('outage', { platform: 'codechef', mode: 'none' });
    const rerun = await api(admin, 'POST', '/admin/re-run-contest-error', { contestId: contest.id });
    assert.equal(rerun.statusCode, 200, rerun.body);
    assert.equal(rerun.json().errorCount, 0);
    assert.equal(await total(), 28);
    assert.deepEqual((await api(admin, 'GET', '/admin/get-all-contest-error')).json().data.contestErrorData, []);
    assert.equal((await api(admin, 'POST', '/admin/re-run-contest-error', { contestId: contest.id })).statusCode, 404);
  });

  it('a failed practice fetch is queued per day and a re-run clears it', async () => {
    await sandboxAdmin('outage', { platform: 'leetcode', mode: 'down' });
    const run = await runPractice(ctx, today);
    assert.equal(run.failed, 1);
    const days = (await api(admin, 'GET', '/admin/get-all-contest-error')).json().data.practiceQuestionErrorData;
    assert.deepEqual(
      days.map((day: { practiceQuestionId: string }) => day.practiceQuestionId),
      [today],
    );
    assert.equal(days[0].users[0].leetcodeUsername, 'alice_lc');

    await sandboxAdmin('outage', { platform: 'leetcode', mode: 'none' });
    const rerun = await api(admin, 'POST', '/admin/re-run-practice-question-error', { practiceQuestionId: today });
    assert.equal(rerun.json().errorCount, 0);
    assert.equal(await total(), 28); // today's LeetCode point was already in the ledger
  });

  it("the profile shows the month's points, rank, activity and the platforms' stats", async () => {
    await refreshNow(ctx, 'overall'); // what an admin's update-leaderboard queues
    const profile = (await api(member.token, 'POST', '/user/get-profile-data', {})).json().data;
    assert.equal(profile.points, 28);
    assert.equal(profile.currentRank, 1);
    assert.equal(profile.platforms.leetcode.verified, true);
    assert.equal(profile.platforms.leetcode.stats.totalProblemSolved, 321);
    assert.equal(profile.platforms.codechef.stats.rating, 3);
    assert.ok(profile.platforms.leetcode.refreshedAt);
    assert.ok(profile.dailyActivity.some((day: { date: string; count: number }) => day.date === today && day.count >= 3));
  });

  it('a changed handle is unverified and earns nothing until verified again', async () => {
    const changed = await api(member.token, 'POST', '/user/edit-profile', { leetcodeUsername: 'bob_lc' });
    assert.equal(changed.statusCode, 200);
    const account = await t.database.db
      .selectFrom('platform_accounts')
      .select('verified_at')
      .where('user_id', '=', member.id)
      .where('platform', '=', 'leetcode')
      .executeTakeFirstOrThrow();
    assert.equal(account.verified_at, null);
    const run = await runPractice(ctx, today);
    assert.equal(run.members, 1); // only GFG is still verified
  });
});
