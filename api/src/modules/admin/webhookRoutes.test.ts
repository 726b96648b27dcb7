import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { assertDeclared } from '../../../test/contract';
import { startWebhookSink, type WebhookSink } from '../../../test/webhookSink';
import { startWebhookPosts } from '../../jobs/webhookPosts';
import type { JobsHandle, WebhookQueue } from '../deps';
import { urlCipher } from '../webhooks/urlCipher';

type Method = 'GET' | 'POST' | 'DELETE';
const quiet = { info() {}, warn() {}, error() {} };

/** Waits (up to a hang guard) until `done` holds. */
async function until(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('admin: group-chat webhooks', () => {
  let t: TestApp;
  let sink: WebhookSink;
  let queues: WebhookQueue[] = [];
  let admin: string;
  let core: string;
  let member: string;
  const jobs: JobsHandle = { queue: null, mail: null, webhooks: null };
  /** Every URL added, and every answer's body: no answer may carry a URL in full. */
  const urls: string[] = [];
  const answers: string[] = [];

  const call = async (token: string | null, method: Method, url: string, payload?: object) => {
    const response = await t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
    answers.push(response.body);
    const body = response.body ? response.json() : null;
    if (url.startsWith('/admin/')) assertDeclared(method, url, response.statusCode, body);
    return { status: response.statusCode, body };
  };
  const list = async () => {
    const { status, body } = await call(admin, 'GET', '/admin/webhooks');
    assert.equal(status, 200);
    return body.data as Array<Record<string, unknown>>;
  };
  const add = async (name: string, kind: string, path: string) => {
    const url = `${sink.origin}${path}`;
    urls.push(url);
    const response = await call(admin, 'POST', '/admin/webhooks', { name, kind, url });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body.data as { id: string; maskedUrl: string };
  };

  before(async () => {
    sink = await startWebhookSink();
    t = await startTestApp({}, undefined, undefined, jobs);
    // Two queues on one database stand for two API processes: each post still arrives once.
    const context = {
      db: t.database.db,
      cipher: urlCipher(t.config.jwtSecret),
      publicUrl: t.config.publicUrl,
      chapterName: 'Coding Chapter',
      timeZone: t.config.timeZone,
      log: quiet,
    };
    queues = [
      await startWebhookPosts({ database: t.database }, context, { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 }),
      await startWebhookPosts({ database: t.database }, context, { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 }),
    ];
    jobs.webhooks = queues[0]!;
    const [a, c, m] = [await addUser(t.database, 'ADMIN'), await addUser(t.database, 'COREMEMBER'), await addUser(t.database, 'MEMBER')];
    admin = await loginAs(t.app, a.email, a.password);
    core = await loginAs(t.app, c.email, c.password);
    member = await loginAs(t.app, m.email, m.password);
  });
  after(async () => {
    for (const queue of queues) await queue.stop();
    await t.close();
    await sink.close();
  });

  it('is for admins only: a member or core member gets 403 on every route, a visitor 401', async () => {
    const routes: Array<[Method, string]> = [
      ['GET', '/admin/webhooks'],
      ['POST', '/admin/webhooks'],
      ['DELETE', '/admin/webhooks/00000000-0000-0000-0000-000000000000'],
      ['POST', '/admin/webhooks/00000000-0000-0000-0000-000000000000/test'],
    ];
    for (const [method, url] of routes) {
      for (const token of [member, core]) assert.equal((await call(token, method, url, method === 'GET' ? undefined : {})).status, 403, `${method} ${url}`);
      assert.equal((await call(null, method, url, method === 'GET' ? undefined : {})).status, 401, `${method} ${url}`);
    }
  });

  it('refuses a bad webhook with a plain message and stores nothing', async () => {
    const base = { name: 'Chat', kind: 'discord', url: 'https://discord.com/api/webhooks/1/secret' };
    const cases: Array<[object, string]> = [
      [{ name: ' ' }, 'Name is required'],
      [{ name: 'x'.repeat(61) }, 'Name must be at most 60 characters'],
      [{ kind: 'teams' }, 'Choose Discord, Slack or JSON'],
      [{ url: '' }, 'URL is required'],
      [{ url: 'discord.com/api/webhooks/1/secret' }, 'Enter the full address, starting with https://'],
      [{ url: 'http://chat.example.org/hook' }, 'Use an https:// address (http:// only for localhost)'],
      [{ url: `https://example.org/${'a'.repeat(2048)}` }, 'URL must be at most 2048 characters'],
    ];
    for (const [change, message] of cases) {
      const response = await call(admin, 'POST', '/admin/webhooks', { ...base, ...change });
      assert.equal(response.status, 400, JSON.stringify(change));
      assert.equal(response.body.message, message, JSON.stringify(change));
    }
    assert.deepEqual(await list(), []);
  });

  it('adds webhooks, shows only their masked URL, and refuses the same URL twice', async () => {
    const discord = await add('Chapter Discord', 'discord', '/api/webhooks/123/discord-secret-AbCd');
    assert.equal(discord.maskedUrl, `${sink.origin}/…AbCd`);
    await add('Slack #general', 'slack', '/services/T0/B0/slack-secret-WxYz');
    const [first, second] = await list();
    assert.deepEqual(
      { ...first, id: undefined, createdAt: undefined },
      {
        id: undefined,
        createdAt: undefined,
        name: 'Chapter Discord',
        kind: 'discord',
        maskedUrl: `${sink.origin}/…AbCd`,
        state: 'new',
        lastSuccessAt: null,
        lastFailureAt: null,
        lastError: null,
        failingSince: null,
      },
    );
    assert.equal(second!.maskedUrl, `${sink.origin}/…WxYz`);
    const again = await call(admin, 'POST', '/admin/webhooks', { name: 'Again', kind: 'json', url: `${sink.origin}/api/webhooks/123/discord-secret-AbCd` });
    assert.equal(again.status, 400);
    assert.equal(again.body.message, 'This URL is already added, as "Chapter Discord"');
    const stored = await t.database.db.selectFrom('webhooks').select('url_sealed').execute();
    assert.ok(
      stored.every((row) => !urls.some((url) => row.url_sealed.includes(url))),
      'stored encrypted',
    );
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'after']).where('action', '=', 'add-webhook').execute();
    assert.equal(audit.length, 2);
    assert.ok(!JSON.stringify(audit).includes('discord-secret'), 'the audit log keeps the masked URL only');
  });

  it('"Send test" posts to the endpoint and answers whether it took it', async () => {
    const good = await add('Test sink', 'json', '/hook/test-good-token');
    const bad = await add('Broken sink', 'json', '/hook/test-bad-token');
    sink.status.set('/hook/test-bad-token', 500);
    const ok = await call(admin, 'POST', `/admin/webhooks/${good.id}/test`);
    assert.equal(ok.status, 200);
    assert.deepEqual(ok.body, { message: 'Test post to "Test sink" delivered', data: { delivered: true, status: 204, error: null } });
    assert.equal(sink.delivered('/hook/test-good-token')[0]!.body.type, 'test');
    const failed = await call(admin, 'POST', `/admin/webhooks/${bad.id}/test`);
    assert.equal(failed.status, 200);
    assert.equal(failed.body.data.delivered, false);
    assert.equal(failed.body.data.status, 500);
    assert.match(failed.body.data.error, /^HTTP 500 Internal Server Error/);
    assert.match(failed.body.message, /^Test post to "Broken sink" failed: HTTP 500/);
    assert.equal((await call(admin, 'POST', '/admin/webhooks/00000000-0000-0000-0000-000000000000/test')).status, 404);
    assert.equal((await call(admin, 'POST', '/admin/webhooks/not-an-id/test')).status, 404);
    for (const webhook of [good, bad]) assert.equal((await call(admin, 'DELETE', `/admin/webhooks/${webhook.id}`)).status, 200);
  });

  it('a new announcement and a new contest reach each webhook once, through the queue', async () => {
    const announcement = await call(core, 'POST', '/core-member/create-announcement', { title: 'Hackathon', description: 'Teams of four.' });
    assert.equal(announcement.status, 200);
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const lastDay = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const day = date === lastDay ? new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10) : date;
    const contest = await call(core, 'POST', '/core-member/create-contest', {
      contestName: 'Chapter Round 7',
      contestLink: 'https://codeforces.com/contest/2000',
      platform: 'Codeforces',
      startTime: '20:00:00',
      endTime: '22:00:00',
      date: day,
      toSendEmail: false,
    });
    assert.equal(contest.status, 200, JSON.stringify(contest.body));
    const discord = '/api/webhooks/123/discord-secret-AbCd';
    const slack = '/services/T0/B0/slack-secret-WxYz';
    await until(() => sink.delivered(discord).length >= 2 && sink.delivered(slack).length >= 2, 'both posts at both webhooks');
    // Time for any second post to arrive, had there been one.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // Once each; in either order: the queue runs the two jobs side by side.
    assert.deepEqual(
      sink
        .delivered(discord)
        .map((post) => String(post.body.content).split('\n')[0])
        .sort(),
      ['**Announcement: Hackathon**', '**New contest: Chapter Round 7**'],
    );
    assert.equal(sink.delivered(slack).length, 2);
    assert.ok((await list()).every((webhook) => webhook.state === 'ok'));
  });

  it('a failing endpoint is retried and shows as failing; once it recovers the post arrives once and the mark clears', async () => {
    const path = '/hook/flaky-token';
    const flaky = await add('Flaky', 'json', path);
    sink.status.set(path, 500);
    assert.equal((await call(core, 'POST', '/core-member/create-announcement', { title: 'Room change', description: 'Lab 3.' })).status, 200);
    await until(async () => (await list()).find((webhook) => webhook.id === flaky.id)!.state === 'failing', 'the failure to show');
    const failing = (await list()).find((webhook) => webhook.id === flaky.id)!;
    assert.match(String(failing.lastError), /^HTTP 500 Internal Server Error/);
    assert.ok(failing.failingSince);
    assert.equal(sink.delivered(path).length, 0);

    sink.status.delete(path);
    await until(() => sink.delivered(path).length > 0, 'the retry to deliver');
    await until(async () => (await list()).find((webhook) => webhook.id === flaky.id)!.state === 'ok', 'the mark to clear');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    assert.equal(sink.delivered(path).length, 1);
    assert.ok(sink.posts.filter((post) => post.path === path).length >= 2, 'it was tried more than once');
    const recovered = (await list()).find((webhook) => webhook.id === flaky.id)!;
    assert.equal(recovered.failingSince, null);
    // The other webhooks had it once, on the first try.
    assert.equal(sink.delivered('/services/T0/B0/slack-secret-WxYz').filter((post) => String(post.body.text).includes('Room change')).length, 1);
  });

  it('removing a webhook stops its posts; an unknown one is not found', async () => {
    const [first] = await list();
    const removed = await call(admin, 'DELETE', `/admin/webhooks/${String(first!.id)}`);
    assert.equal(removed.status, 200);
    assert.equal(removed.body.message, 'Webhook "Chapter Discord" removed');
    assert.ok(!(await list()).some((webhook) => webhook.id === first!.id));
    assert.equal((await call(admin, 'DELETE', `/admin/webhooks/${String(first!.id)}`)).status, 404);
  });

  it('never answers with a URL in full', () => {
    assert.ok(urls.length >= 4 && answers.length > 20);
    for (const url of urls) {
      const path = url.slice(sink.origin.length);
      assert.ok(!answers.some((body) => body.includes(url) || body.includes(path)), `${url} appears in an answer`);
    }
  });
});
