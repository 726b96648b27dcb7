import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { PlatformHealth, PlatformHealthDetail } from '@chapter/shared/types';
import { createPlatformClients, platformSettingsFromEnv } from '../../platforms';
import { sandboxPlatformEnv, startSandbox, type Sandbox } from '../../platforms/sandbox';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { createBreakerStore } from './breakerStore';

const SAMPLE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'platforms', 'sandbox', 'sample-data.json');

describe('platform health routes', () => {
  let sandbox: Sandbox;
  let t: TestApp;
  let member: string;
  let admin: string;
  const calls = async () => ((await (await fetch(`${sandbox.url}/__sandbox/calls`)).json()) as Record<string, number>).codechef;
  const api = (token: string, method: 'GET' | 'POST', url: string) => t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token) });
  const probe = async (platform: string) => {
    const response = await api(admin, 'POST', `/admin/platform-health/${platform}/probe`);
    return { status: response.statusCode, message: response.json().message as string, data: response.json().data as PlatformHealthDetail };
  };

  before(async () => {
    sandbox = await startSandbox({ dataFile: SAMPLE });
    const settings = platformSettingsFromEnv(sandboxPlatformEnv(sandbox.url));
    settings.http = { ...settings.http, timeoutMs: 800, retries: 0, retryMinDelayMs: 1, retryMaxDelayMs: 5 };
    settings.codechef.rateLimit = { limit: 100, intervalMs: 1_000 };
    // A breaker that opens at the second failure in a row, so one probe then another show the pause.
    t = await startTestApp({}, undefined, (db) => {
      const breaker = createBreakerStore(db, { policy: { failureThreshold: 2, baseBackoffMs: 60_000, maxBackoffMs: 3_600_000, probeTimeoutMs: 60_000 } });
      return { clients: createPlatformClients(settings, breaker), breaker };
    });
    const user = await addUser(t.database, 'MEMBER');
    member = await loginAs(t.app, user.email, user.password);
    const boss = await addUser(t.database, 'ADMIN');
    admin = await loginAs(t.app, boss.email, boss.password);
  });
  after(async () => {
    await t?.close();
    await sandbox?.close();
  });

  it('tells every member each platform is working until one fails', async () => {
    const response = await api(member, 'GET', '/user/platform-health');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      (response.json().data as PlatformHealth[]).map((item) => `${item.platform} ${item.state}`),
      ['leetcode working', 'codechef working', 'codeforces working', 'geeksforgeeks working'],
    );
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/user/platform-health' })).statusCode, 401);
  });

  it('keeps the panel and "Probe now" to admins', async () => {
    assert.equal((await api(member, 'GET', '/admin/platform-health')).statusCode, 403);
    assert.equal((await api(member, 'POST', '/admin/platform-health/codechef/probe')).statusCode, 403);
    assert.equal((await probe('myspace')).status, 400);
  });

  it('"Probe now" makes one real request and records it; a paused platform is probed at once', async () => {
    await fetch(`${sandbox.url}/__sandbox/outage`, { method: 'POST', body: JSON.stringify({ platform: 'codechef', mode: 'blocked' }) });
    const first = await probe('codechef');
    assert.equal(first.status, 200);
    assert.match(first.message, /^CodeChef did not answer: codechef .*refused \(HTTP 403\)/);
    assert.equal(first.data.state, 'degraded');
    assert.equal(first.data.consecutiveFailures, 1);
    assert.equal(first.data.lastErrorKind, 'refused');

    const second = await probe('codechef');
    assert.equal(second.data.state, 'down');
    assert.equal(second.data.breaker, 'open');
    assert.ok(second.data.nextProbeAt);
    const down = (await api(member, 'GET', '/user/platform-health')).json().data.find((item: PlatformHealth) => item.platform === 'codechef');
    assert.deepEqual(down, { platform: 'codechef', state: 'down', since: first.data.lastFailureAt, lastSuccessAt: null });

    // Paused: the jobs' requests no longer reach it, but the admin's probe goes now.
    const before = await calls();
    await fetch(`${sandbox.url}/__sandbox/outage`, { method: 'POST', body: JSON.stringify({ platform: 'codechef', mode: 'none' }) });
    const third = await probe('codechef');
    assert.equal(await calls(), before + 1);
    assert.equal(third.message, 'CodeChef answered');
    assert.equal(third.data.breaker, 'closed');
    assert.equal(third.data.state, 'degraded');
    assert.ok(third.data.lastSuccessAt);
    const hours = third.data.outcomes;
    assert.equal(
      hours.reduce((sum, hour) => sum + hour.failed, 0),
      2,
    );
    assert.equal(
      hours.reduce((sum, hour) => sum + hour.succeeded, 0),
      1,
    );

    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'probe-platform').execute();
    assert.equal(audit.length, 3);
  });
});
