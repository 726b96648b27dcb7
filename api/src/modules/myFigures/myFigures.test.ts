import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { dateIn } from '../../clock';
import type { DatabaseHandle } from '../../db';
import { createTestDatabase } from '../../../test/database';
import { runPractice } from '../../jobs/practice';
import { createPlatformClients, platformSettingsFromEnv, type PlatformClients } from '../../platforms';
import { sandboxPlatformEnv, startSandbox, type Sandbox } from '../../platforms/sandbox';
import { addUser, bearer, loginAs, testConfig } from '../../../test/app';
import { startProcesses, type Processes } from '../../../test/processes';

const quiet = { info() {}, warn() {}, error() {} };
const SAMPLE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'platforms', 'sandbox', 'sample-data.json');

describe('Refresh my figures, on the platform sandbox, with two API processes', () => {
  let sandbox: Sandbox;
  let database: DatabaseHandle;
  let clients: PlatformClients;
  let processes: Processes;
  const apps = () => processes.apps;
  const config = testConfig({ timeZone: 'UTC' });
  let member: { id: string; token: string };
  let stranger: string;
  const today = dateIn(new Date(), 'UTC');

  const call = (app: FastifyInstance, token: string, method: 'GET' | 'POST') =>
    app.inject({ method, url: '/api/v1/user/refresh-my-figures', headers: bearer(token) });
  const practicePoints = async () =>
    Number(
      (
        await database.db
          .selectFrom('points_ledger')
          .select((eb) => eb.fn.sum<string>('points').as('total'))
          .where('user_id', '=', member.id)
          .where('kind', '=', 'practice')
          .executeTakeFirst()
      )?.total ?? 0,
    );

  before(async () => {
    sandbox = await startSandbox({ dataFile: SAMPLE });
    const settings = platformSettingsFromEnv(sandboxPlatformEnv(sandbox.url));
    settings.http = { ...settings.http, timeoutMs: 2_000, retries: 1, retryMinDelayMs: 1, retryMaxDelayMs: 5 };
    clients = createPlatformClients(settings);
    database = await createTestDatabase();
    processes = await startProcesses(database, config, clients);
    const user = await addUser(database, 'MEMBER');
    member = { id: user.id, token: await loginAs(apps()[0]!, user.email, user.password) };
    // Verified today, with the stats the last scheduled run stored (older than the sandbox's).
    await database.db
      .insertInto('platform_accounts')
      .values([
        {
          user_id: user.id,
          platform: 'leetcode',
          handle: 'alice_lc',
          verified_at: new Date(),
          profile: JSON.stringify({ totalProblemSolved: 300, ranking: 200000 }),
          refreshed_at: new Date(),
        },
        {
          user_id: user.id,
          platform: 'codeforces',
          handle: 'alice_cf',
          verified_at: new Date(),
          profile: JSON.stringify({ rating: 1500 }),
          refreshed_at: new Date(),
        },
      ])
      .execute();
    const other = await addUser(database, 'MEMBER');
    stranger = await loginAs(apps()[1]!, other.email, other.password);
  });
  after(async () => {
    await processes.close();
    await database.close();
    await sandbox.close();
  });

  it('one run per member across both processes, with progress to the end and what changed', async () => {
    const [a, b] = await Promise.all([call(apps()[0]!, member.token, 'POST'), call(apps()[1]!, member.token, 'POST')]);
    assert.equal(a.statusCode, 202, a.body);
    assert.equal(b.statusCode, 202, b.body);
    assert.equal(a.json().data.id, b.json().data.id);
    assert.deepEqual(new Set([a.json().message, b.json().message]), new Set(['Fetching your figures', 'Your figures are being fetched already']));

    const deadline = Date.now() + 120_000;
    let status = (await call(apps()[1]!, member.token, 'GET')).json().data;
    while (status.run.state === 'queued' || status.run.state === 'active') {
      if (Date.now() > deadline) throw new Error(`still ${status.run.state}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await call(apps()[1]!, member.token, 'GET')).json().data;
    }
    assert.equal(status.run.state, 'completed', status.run.error);
    assert.deepEqual(status.run.progress, { done: 2, total: 2 });
    assert.equal(status.verifiedHandles, 2);
    // The sandbox: 2 LeetCode solves today (one point a day), 150 + 140 + 31 solved; Codeforces rating 1543.
    assert.deepEqual(status.run.changes, ['Codeforces: rating 1500 → 1543', 'LeetCode: +1 point for today', 'LeetCode: problems solved 300 → 321']);
    assert.equal(await practicePoints(), 1);
  });

  it('asking again within the cool-down is a 429 with the time left; the scheduled run adds nothing twice', async () => {
    const again = await call(apps()[0]!, member.token, 'POST');
    assert.equal(again.statusCode, 429, again.body);
    const left = again.json().retryAfterSeconds as number;
    assert.ok(left > 0 && left <= config.refreshCooldownSeconds, `retryAfterSeconds ${left}`);
    assert.equal(again.headers['retry-after'], String(left));
    assert.match(again.json().message, /^You can refresh your figures again in \d+ min( \d+ s)?$/);
    const status = (await call(apps()[1]!, member.token, 'GET')).json().data;
    assert.ok(Date.parse(status.nextAllowedAt) > Date.now());

    await runPractice({ db: database.db, clients, timeZone: 'UTC', backupDir: config.backupDir, log: quiet }, today);
    assert.equal(await practicePoints(), 1);
  });

  it('a member with no verified handle is told what to do first, and nothing is queued', async () => {
    const response = await call(apps()[1]!, stranger, 'POST');
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Verify a platform handle first: there is nothing to fetch yet');
    const status = (await call(apps()[1]!, stranger, 'GET')).json().data;
    assert.equal(status.run, null);
    assert.equal(status.verifiedHandles, 0);
  });

  it("a member's refresh is not listed among the admin's runs", async () => {
    const admin = await addUser(database, 'ADMIN');
    const token = await loginAs(apps()[0]!, admin.email, admin.password);
    const response = await apps()[0]!.inject({ method: 'GET', url: '/api/v1/admin/job-status', headers: bearer(token) });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(JSON.stringify(response.json()).includes('member-refresh'), false);
  });
});
