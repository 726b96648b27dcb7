import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createTestDatabase } from '../../test/database';
import { startWebhookSink, type WebhookSink } from '../../test/webhookSink';
import type { DatabaseHandle } from '../db';
import { zonedInstant } from '../clock';
import type { WebhookItem, WebhookQueue } from '../modules/deps';
import { createUser } from '../modules/users/service';
import { addWebhook, listWebhooks } from '../modules/webhooks/service';
import { urlCipher } from '../modules/webhooks/urlCipher';
import { queueDayOfPosts } from './dayOfPosts';
import { postWebhookItem, type WebhookPostContext } from './webhookPosts';

const quiet = { info() {}, warn() {}, error() {} };
const zone = 'Asia/Kolkata';
const cipher = urlCipher('test-secret-that-is-long-enough-for-hs256-0123456789');

describe('group-chat webhook posts', () => {
  let database: DatabaseHandle;
  let sink: WebhookSink;
  let adminId: string;
  let n = 0;

  const ctx = (): WebhookPostContext => ({
    db: database.db,
    cipher,
    publicUrl: 'https://chapter.example.edu',
    chapterName: 'Coding Chapter',
    timeZone: zone,
    log: quiet,
  });
  /** A webhook on the sink at its own path. */
  const hook = async (kind: 'discord' | 'slack' | 'json') => {
    const path = `/hook/${kind}-${++n}-secret-token`;
    const webhook = await addWebhook(database.db, cipher, { name: `${kind} ${n}`, kind, url: `${sink.origin}${path}` }, adminId);
    return { ...webhook, path };
  };
  const announcement = async (title: string) =>
    (
      await database.db
        .insertInto('announcements')
        .values({
          title,
          description: 'Teams of up to four. @everyone',
          date: '2031-03-01',
          time: null,
          links: JSON.stringify([{ link: 'https://hack.example.org', linkText: 'Register' }]),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const contest = async (name: string, date: string, start: string, end: string) =>
    (
      await database.db
        .insertInto('contests')
        .values({
          name,
          link: 'https://codeforces.com/contest/2001',
          platform: 'Codeforces',
          date,
          start_time: start,
          end_time: end,
          starts_at: zonedInstant(date, start, zone),
          ends_at: zonedInstant(date, end, zone),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const meeting = async (title: string, date: string, time: string, attendees: 'ALL' | 'MEMBER' | 'COREMEMBER') =>
    (
      await database.db
        .insertInto('meetings')
        .values({ title, description: 'Plans', link: 'https://meet.example.org/abc', date, time, attendees })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  before(async () => {
    database = await createTestDatabase();
    sink = await startWebhookSink();
    adminId = (await createUser(database.db, { email: 'admin.hooks@example.edu', name: 'Admin', password: 'secret-pass', role: 'ADMIN' })).id;
  });
  after(async () => {
    await sink.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('webhooks').execute();
    sink.posts.length = 0;
    sink.status.clear();
  });

  it("posts an announcement to each webhook once, in each kind's shape; a second run posts nothing", async () => {
    const [discord, slack, json] = [await hook('discord'), await hook('slack'), await hook('json')];
    const id = await announcement('Hackathon <open> & more');
    assert.deepEqual(await postWebhookItem(ctx(), { kind: 'announcement', id }), { sent: 3, failed: 0, skipped: 0 });
    assert.deepEqual(await postWebhookItem(ctx(), { kind: 'announcement', id }), { sent: 0, failed: 0, skipped: 3 });
    assert.equal(sink.posts.length, 3);

    const [toDiscord] = sink.delivered(discord.path);
    assert.match(
      String(toDiscord!.body.content),
      /^\*\*Announcement: Hackathon <open> & more\*\*\nTeams of up to four\. @everyone\nRegister: https:\/\/hack\.example\.org\nhttps:\/\/chapter\.example\.edu\/dashboard$/,
    );
    assert.deepEqual(toDiscord!.body.allowed_mentions, { parse: [] }, 'nobody is pinged');
    const [toSlack] = sink.delivered(slack.path);
    assert.match(String(toSlack!.body.text), /^\*Announcement: Hackathon &lt;open&gt; &amp; more\*\n/);
    const [toJson] = sink.delivered(json.path);
    assert.deepEqual(toJson!.body, {
      type: 'announcement',
      title: 'Announcement: Hackathon <open> & more',
      text: 'Teams of up to four. @everyone\nRegister: https://hack.example.org',
      link: 'https://chapter.example.edu/dashboard',
      chapter: 'Coding Chapter',
      key: `announcement:${id}`,
    });
    assert.equal(
      (await listWebhooks(database.db)).every((webhook) => webhook.state === 'ok' && webhook.lastSuccessAt !== null),
      true,
    );
  });

  it('two runs side by side post each webhook once', async () => {
    const hooks = [await hook('json'), await hook('discord')];
    const id = await contest('Chapter Round 9', '2031-03-05', '20:00:00', '22:00:00');
    const results = await Promise.all([postWebhookItem(ctx(), { kind: 'contest', id }), postWebhookItem(ctx(), { kind: 'contest', id })]);
    for (const webhook of hooks) assert.equal(sink.delivered(webhook.path).length, 1, webhook.kind);
    assert.equal(results[0]!.sent + results[1]!.sent, 2);
    assert.equal(sink.delivered(hooks[0]!.path)[0]!.body.title, 'New contest: Chapter Round 9');
    assert.match(String(sink.delivered(hooks[0]!.path)[0]!.body.text), /^Codeforces, 2031-03-05, 20:00–22:00 \(Asia\/Kolkata\)/);
  });

  it('a failing endpoint fails the run and shows as failing; the retry posts only there and clears the mark', async () => {
    const [good, bad] = [await hook('json'), await hook('slack')];
    sink.status.set(bad.path, 500);
    const id = await announcement('Room change');
    await assert.rejects(
      postWebhookItem(ctx(), { kind: 'announcement', id }),
      /1 webhook posts of announcement:.* failed \(last: HTTP 500 Internal Server Error: \{"message": "sink is down"\}\)/,
    );
    const failing = (await listWebhooks(database.db)).find((webhook) => webhook.id === bad.id)!;
    assert.equal(failing.state, 'failing');
    assert.match(failing.lastError ?? '', /^HTTP 500/);
    assert.ok(failing.failingSince);
    assert.equal((await listWebhooks(database.db)).find((webhook) => webhook.id === good.id)!.state, 'ok');

    // Still down on the next try: failing since the first failure.
    await assert.rejects(postWebhookItem(ctx(), { kind: 'announcement', id }));
    assert.equal((await listWebhooks(database.db)).find((webhook) => webhook.id === bad.id)!.failingSince, failing.failingSince);

    sink.status.delete(bad.path);
    assert.deepEqual(await postWebhookItem(ctx(), { kind: 'announcement', id }), { sent: 1, failed: 0, skipped: 1 });
    assert.equal(sink.delivered(good.path).length, 1);
    assert.equal(sink.delivered(bad.path).length, 1);
    const recovered = (await listWebhooks(database.db)).find((webhook) => webhook.id === bad.id)!;
    assert.equal(recovered.state, 'ok');
    assert.equal(recovered.failingSince, null);
    assert.match(recovered.lastError ?? '', /^HTTP 500/, 'the last failure stays on record');
    const row = await database.db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', bad.id).executeTakeFirstOrThrow();
    assert.equal(row.attempts, 3);
  });

  it('an unreachable endpoint or a URL sealed under another key is a failure in words, without the URL', async () => {
    const closed = await addWebhook(database.db, cipher, { name: 'closed', kind: 'json', url: 'http://127.0.0.1:9/hook/secret-token' }, adminId);
    const foreign = await addWebhook(
      database.db,
      urlCipher('another-secret-that-is-long-enough-0123456789'),
      { name: 'foreign', kind: 'json', url: `${sink.origin}/foreign` },
      adminId,
    );
    await assert.rejects(postWebhookItem(ctx(), { kind: 'announcement', id: await announcement('Lab closed') }));
    const byId = new Map((await listWebhooks(database.db)).map((webhook) => [webhook.id, webhook]));
    assert.match(byId.get(closed.id)!.lastError ?? '', /^Could not reach the endpoint/);
    assert.doesNotMatch(byId.get(closed.id)!.lastError ?? '', /secret-token/);
    assert.match(byId.get(foreign.id)!.lastError ?? '', /JWT_SECRET changed/);
    assert.equal(sink.posts.length, 0);
  });

  it('a claim left by a worker that died mid-post is taken again after the lease; a fresh claim is not', async () => {
    const [stale, fresh] = [await hook('json'), await hook('json')];
    const id = await announcement('Leases');
    await database.db
      .insertInto('webhook_deliveries')
      .values([
        { webhook_id: stale.id, item_key: `announcement:${id}`, claimed_at: sql<Date>`now() - interval '11 minutes'`, attempts: 1 },
        { webhook_id: fresh.id, item_key: `announcement:${id}`, claimed_at: sql<Date>`now()`, attempts: 1 },
      ])
      .execute();
    assert.deepEqual(await postWebhookItem(ctx(), { kind: 'announcement', id }), { sent: 1, failed: 0, skipped: 1 });
    assert.equal(sink.delivered(stale.path).length, 1);
    assert.equal(sink.delivered(fresh.path).length, 0);
  });

  it("the day-of job queues today's contests and meetings for members, each posted once per day", async () => {
    const webhook = await hook('json');
    const day = '2031-04-10';
    const now = zonedInstant(day, '08:00', zone);
    const evening = await contest('Evening Round', day, '20:00:00', '22:00:00');
    await contest('Night Round, over', day, '00:30:00', '02:30:00');
    await contest('Tomorrow Round', '2031-04-11', '20:00:00', '22:00:00');
    const sync = await meeting('Weekly sync', day, '18:30:00', 'MEMBER');
    await meeting('Core planning', day, '19:00:00', 'COREMEMBER');
    await meeting('Breakfast, over', day, '07:00:00', 'ALL');

    const queued: WebhookItem[] = [];
    const queue: WebhookQueue = { enqueue: async (_db, item) => void queued.push(item), stop: async () => {} };
    assert.equal(await queueDayOfPosts({ db: database.db, timeZone: zone, webhooks: () => queue }, now), 2);
    assert.deepEqual(queued, [
      { kind: 'day-of', event: 'contest', id: evening, day },
      { kind: 'day-of', event: 'meeting', id: sync, day },
    ]);
    // The job runs again the same day (a retry, a second instance): still one post per event.
    await queueDayOfPosts({ db: database.db, timeZone: zone, webhooks: () => queue }, new Date(now.getTime() + 60_000));
    for (const item of queued) await postWebhookItem(ctx(), item);
    const titles = sink.delivered(webhook.path).map((post) => post.body.title);
    assert.deepEqual(titles, ['Today: Evening Round', 'Today: Weekly sync']);
    assert.equal(sink.delivered(webhook.path)[1]!.body.text, 'Meeting at 18:30 (Asia/Kolkata)\nPlans');

    // The next day's run posts that day's events; a day-of item of another day (a moved event) posts nothing.
    assert.deepEqual(await postWebhookItem(ctx(), { kind: 'day-of', event: 'contest', id: evening, day: '2031-04-09' }), { sent: 0, failed: 0, skipped: 0 });
  });

  it('posts nothing for an item deleted before its post went out, and queues nothing without webhooks', async () => {
    await hook('json');
    const id = await announcement('Gone');
    await database.db.deleteFrom('announcements').where('id', '=', id).execute();
    assert.deepEqual(await postWebhookItem(ctx(), { kind: 'announcement', id }), { sent: 0, failed: 0, skipped: 0 });
    await database.db.deleteFrom('webhooks').execute();
    const queued: WebhookItem[] = [];
    const queue: WebhookQueue = { enqueue: async (_db, item) => void queued.push(item), stop: async () => {} };
    await contest('Lonely Round', '2031-05-01', '20:00:00', '22:00:00');
    assert.equal(await queueDayOfPosts({ db: database.db, timeZone: zone, webhooks: () => queue }, zonedInstant('2031-05-01', '08:00', zone)), 0);
    assert.equal(sink.posts.length, 0);
  });
});
