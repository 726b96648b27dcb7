// `npm run test:cluster`: two compiled API instances on one fresh PostgreSQL database and one Redis, behind HAProxy
// (deploy/haproxy.cfg, round robin), checked as a user of the pair would notice: a picture uploaded through one is
// served by the other, the login limit holds for the pair, points changed through one show on the other's board at
// once, a page streaming live events from one instance gets the changes made through the other (and, reconnecting to
// the other, what it missed), the month end runs once with both up, a remote deployed through the balancer from a
// separate clean checkout with only a deploy token is served by both on their next page (the shell's files untouched),
// a canary at 50 % reaches about half of 40 fresh browsers and each keeps its version, a build needing a newer kit
// than the shell provides is refused with nothing changed, a revoked token or one for another remote deploys nothing
// (the audit log shows the attempts), PostgreSQL and Redis stopped for 20 s each and together under a steady read load
// are answered as docs/operations.md says and recovered from without a restart, a month end and an event mail run cut
// by a PostgreSQL stop complete exactly once, and when one is killed under load the other answers every request.
// The instances serve a copy of dist/web (a test build is made first when there is none).
// Each check counts as one test in the summary (.tmp/results/cluster.json); a missing PostgreSQL, Redis or HAProxy
// fails every check, never skips it. PostgreSQL and Redis are the suite's own processes (scripts/lib/ownServers.mjs:
// initdb into a temporary folder, redis-server without persistence, each on a free port), so it can stop and start
// them; the outage figures also go to .tmp/results/cluster-outages.json.
//
// Settings: CLUSTER_DATABASE (default chapter_cluster), CLUSTER_PORT (the balancer's port, default 4420; the instances
// take the next two), PG_BINDIR (PostgreSQL's initdb and postgres, when neither `pg_config --bindir` nor
// /usr/lib/postgresql/<version>/bin has them).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiRequire, buildApi, cli, cliAsync, clusterSettings, freshDatabase, sharedEnv, startBalancer, startInstance, waitFor } from './lib/cluster.mjs';
import { archiveOf, cleanCheckout, deployFrom, newBrowser, shellFileHashes, webCopy } from './lib/clusterDeploy.mjs';
import { figures, readBoard, startReadLoad } from './lib/outageLoad.mjs';
import { missingBinaries, startPostgres, startRedis } from './lib/ownServers.mjs';
import { createTally, resultsDir } from './lib/results.mjs';
import { openSse } from './lib/sse.mjs';

const CHECKS = {
  roundRobin: 'the balancer sends requests to both instances in turn (round robin)',
  picture: 'a picture uploaded through one instance is served by the other',
  loginLimit: 'the login limit holds for the pair, not per instance',
  board: 'points changed through one instance show on the board read through the other at once',
  stream: 'a page streaming from one instance gets the event of a change made through the other',
  replay: 'a page whose stream dropped reconnects to the other instance and gets what it missed (Last-Event-ID)',
  monthEndOnce: 'the month end runs once with both instances up (one run, one backup)',
  achievements: 'the month end awards each achievement once (no doubles)',
  deploy:
    'mfe-admin deployed through the balancer from a separate clean checkout with only a deploy token: both instances serve it on their next page, the shell unchanged',
  canary: 'a canary at 50 % reaches about half of 40 fresh browsers, and each keeps its version over 3 reloads',
  refused: 'a deploy needing a newer @chapter/shared than the shell provides is refused with the message, and nothing changes',
  tokens: 'a revoked deploy token cannot deploy, nor a token for another remote; the audit log shows the attempts',
  redisDown:
    'Redis stopped for 20 s under a steady signed-in read load: every read succeeds, sign-in past the limit is still refused (429), and after it is back every request succeeds within 10 s',
  postgresDown:
    "PostgreSQL stopped for 20 s under the load: 503 with the database message and Retry-After: 30 (from the instances, then HAProxy's page), no 500, no wait past the 5 s bound; after it is back every request succeeds within 10 s, no API restart",
  bothDown:
    'PostgreSQL and Redis stopped together for 20 s under the load: the same answers; after both are back every request succeeds within 10 s, no API restart',
  jobsThroughOutage:
    'a month end and an event mail run in progress when PostgreSQL stops complete exactly once after it returns (one backup, each achievement once, each mail once)',
  kill: 'one instance killed (SIGKILL) under load: the other answers, no failure beyond the requests in flight on the killed one',
};
/** Sign-ins per minute per address and e-mail in this suite (LOGIN_RATE_LIMIT_MAX). */
const LOGIN_LIMIT = 6;
const TOO_MANY_REQUESTS = 'Too many requests! Please try later.';
/** What the API (and HAProxy's own 503 page, deploy/haproxy-503.http) answers while PostgreSQL does not (api/src/db/outage.ts). */
const DATABASE_DOWN = "The chapter's database is not answering; try again in a minute";
/** How long a request may wait while PostgreSQL is away: the pool's 5 s connect bound (docs/operations.md) and a margin. */
const WAIT_BOUND_MS = 6_500;
/** How long each outage lasts (issue 34), and how soon after the end every request must succeed again. */
const OUTAGE_MS = 20_000;
const RECOVERY_BOUND_MS = 10_000;
/** Demo members seeded for the jobs check, so its month end and mail run last long enough to be cut in the middle. */
const JOB_MEMBERS = Number(process.env.CLUSTER_JOB_MEMBERS ?? 600);

const settings = clusterSettings();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-cluster-'));
const results = new Map();
const started = [];
/** The suite's own PostgreSQL and Redis, once started. */
const servers = { postgres: null, redis: null };
/** Per outage phase: answers by status, longest wait, recovery time (printed at the end, and saved). */
const phases = [];
const begun = performance.now();

async function check(key, run, seconds = 90) {
  const t0 = performance.now();
  try {
    const detail = await Promise.race([
      run(),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`hung for ${seconds} s`)), seconds * 1000).unref()),
    ]);
    results.set(key, { ok: true, detail });
    console.log(`  ✓ ${CHECKS[key]} (${Math.round(performance.now() - t0)} ms)${detail ? `\n      ${detail}` : ''}`);
  } catch (error) {
    results.set(key, { ok: false, detail: error.message });
    console.log(
      `  ✗ ${CHECKS[key]}\n      ${String(error.stack ?? error)
        .split('\n')
        .slice(0, 6)
        .join('\n      ')}`,
    );
  }
}

/** One call through `base` (the balancer or an instance): status, which instance answered (X-Served-By), body. */
async function call(base, method, route, { token, body, form, headers = {} } = {}) {
  const response = await fetch(`${base}/api/v1/${route}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: form ?? (body !== undefined ? JSON.stringify(body) : undefined),
    signal: AbortSignal.timeout(20_000),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  let json = null;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    /* not JSON */
  }
  return { status: response.status, servedBy: response.headers.get('x-served-by'), json, bytes, headers: response.headers };
}

/** The PostgreSQL stops of the jobs check, in words. */
const describeCuts = (cuts) =>
  cuts
    .map(({ what, downMs, at }) =>
      what === 'mail run'
        ? `PostgreSQL stopped ${(downMs / 1000).toFixed(1)} s with ${at.sent} mails of the run sent`
        : `PostgreSQL stopped ${(downMs / 1000).toFixed(1)} s in the month end's run`,
    )
    .join(', then ');

/** The mail files in an instance's outbox (no SMTP_URL: each mail is a file in DATA_DIR/outbox). */
function outboxFiles(instance) {
  const dir = path.join(instance.dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((file) => path.join(dir, file)) : [];
}

/** Repeats `send` until an instance other than `not` answers (round robin: the next request, or the one after). */
async function throughOther(not, send) {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const response = await send();
    if (response.servedBy && response.servedBy !== not) return response;
  }
  throw new Error(`no answer from an instance other than ${not} in 6 requests`);
}

async function login(base, email, password) {
  const response = await call(base, 'POST', 'auth/login', { body: { email, password } });
  assert.equal(response.status, 200, `sign-in of ${email}: ${response.bytes}`);
  return response.json.token;
}

async function main() {
  const missing = missingBinaries();
  if (missing.length > 0) throw new Error(`cannot run: ${missing.join('; ')}`);
  buildApi();

  let t0 = performance.now();
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  started.push({ stop: () => postgres.remove() }, redis);
  servers.postgres = postgres;
  servers.redis = redis;
  console.log(`PostgreSQL (port ${postgres.port}) and Redis (port ${redis.port}) of the suite's own started in ${Math.round(performance.now() - t0)} ms`);
  const pg = apiRequire('pg');
  const databaseUrl = await freshDatabase(postgres.url, settings.database);
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  sql.on('error', () => {}); // an idle connection closed by a PostgreSQL stop (the outage checks)
  started.push({ stop: () => sql.end() });
  t0 = performance.now();
  const webDir = await webCopy(path.join(work, 'web'));
  console.log(`The built apps copied for the instances to serve in ${Math.round(performance.now() - t0)} ms`);
  const env = sharedEnv({
    databaseUrl,
    redisUrl: redis.url,
    overrides: { RATE_LIMIT_MAX: '1000000', LOGIN_RATE_LIMIT_MAX: String(LOGIN_LIMIT), WEB_DIR: webDir },
  });

  // Accounts, through the operator CLI on the shared database (it migrates it first).
  const stamp = Date.now().toString(36);
  const admin = { email: `admin-${stamp}@cluster.test`, name: 'Cluster Admin', password: 'cluster-admin-pass' };
  const members = [1, 2, 3].map((n) => ({ email: `member${n}-${stamp}@cluster.test`, name: `Cluster Member ${n}`, password: `member-${n}-pass` }));
  // The outage checks' own accounts: three readers of the board and one whose sign-ins meet the limit.
  const readers = [1, 2, 3].map((n) => ({ email: `reader${n}-${stamp}@cluster.test`, name: `Cluster Reader ${n}`, password: `reader-${n}-pass` }));
  const limited = { email: `limited-${stamp}@cluster.test`, name: 'Cluster Limited', password: 'limited-pass' };
  t0 = performance.now();
  cli(env, 'create-admin', '--email', admin.email, '--name', admin.name, '--password', admin.password);
  // The database is migrated now: the members can be created side by side.
  await Promise.all(
    [...members, ...readers, limited].map((member) =>
      cliAsync(env, 'create-user', '--email', member.email, '--name', member.name, '--password', member.password, '--role', 'MEMBER'),
    ),
  );
  console.log(`Accounts created through the CLI in ${Math.round(performance.now() - t0)} ms`);
  const ids = new Map((await sql.query('select email, id from users')).rows.map((row) => [row.email, row.id]));

  t0 = performance.now();
  const api = [1, 2].map((n) => startInstance({ name: `api${n}`, port: settings.port + n, env, dataDir: path.join(work, `api${n}`) }));
  started.push(...api);
  await Promise.all(api.map((instance) => instance.ready()));
  console.log(`Both instances answering in ${Math.round(performance.now() - t0)} ms`);
  const balancer = await startBalancer({ port: settings.port, servers: api.map((instance) => `127.0.0.1:${instance.port}`) });
  started.push(balancer);
  const lb = balancer.base;
  // Both servers pass HAProxy's health checks before the checks start.
  await waitFor(async () => {
    const seen = new Set();
    for (let i = 0; i < 4; i += 1) seen.add((await call(lb, 'GET', 'health')).servedBy);
    return seen.has('api1') && seen.has('api2');
  }, 'both instances to be up behind the balancer');
  console.log(
    `\nTwo API instances (ports ${api.map((i) => i.port).join(', ')}) behind HAProxy on ${lb}, ready in ${Math.round(performance.now() - begun)} ms\n`,
  );

  await check('roundRobin', async () => {
    const order = [];
    for (let i = 0; i < 6; i += 1) order.push((await call(lb, 'GET', 'health')).servedBy);
    for (let i = 1; i < order.length; i += 1) assert.notEqual(order[i], order[i - 1], `two requests in a row went to ${order[i]}: ${order.join(' ')}`);
    assert.deepEqual(new Set(order), new Set(['api1', 'api2']));
    return order.join(' → ');
  });

  await check('picture', async () => {
    const [member] = members;
    const token = await login(lb, member.email, member.password);
    const sharp = apiRequire('sharp');
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 60, b: 90 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('profilePicture', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const uploaded = await call(lb, 'POST', 'user/edit-profile-picture', { token, form });
    assert.equal(uploaded.status, 200, String(uploaded.bytes));
    const { url } = uploaded.json.data.profilePicture;
    const route = url.replace(/^\/api\/v1\//, '');
    const read = await throughOther(uploaded.servedBy, () => call(lb, 'GET', route));
    assert.equal(read.status, 200, `GET ${url} through ${read.servedBy}: ${read.status}`);
    assert.equal(read.headers.get('content-type'), 'image/webp');
    const meta = await sharp(read.bytes).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 400, 400]);
    // The same bytes from each instance directly.
    const direct = await Promise.all(api.map((instance) => fetch(`${instance.base}${url}`).then(async (r) => Buffer.from(await r.arrayBuffer()))));
    assert.ok(
      direct.every((bytes) => bytes.equals(read.bytes)),
      'both instances serve the same bytes',
    );
    for (const instance of api) assert.equal(fs.existsSync(path.join(instance.dataDir, 'uploads')), false, `${instance.name} wrote no file`);
    return `uploaded through ${uploaded.servedBy}, read through ${read.servedBy} (${read.bytes.length} bytes of WebP)`;
  });

  await check('loginLimit', async () => {
    const member = members[1];
    const answeredBy = [];
    for (let i = 0; i < LOGIN_LIMIT; i += 1) {
      const response = await call(lb, 'POST', 'auth/login', { body: { email: member.email, password: member.password } });
      assert.equal(response.status, 200, `sign-in ${i + 1} of ${LOGIN_LIMIT}: ${response.status} ${response.bytes}`);
      answeredBy.push(response.servedBy);
    }
    const per = Object.fromEntries(['api1', 'api2'].map((name) => [name, answeredBy.filter((by) => by === name).length]));
    assert.ok(per.api1 > 0 && per.api2 > 0, `both instances took sign-ins: ${JSON.stringify(per)}`);
    // Each instance alone has seen fewer than the limit: only a count they share refuses the next two.
    const refused = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await call(lb, 'POST', 'auth/login', { body: { email: member.email, password: member.password } });
      assert.equal(response.status, 429, `sign-in ${LOGIN_LIMIT + i + 1} through ${response.servedBy} answered ${response.status}, not 429`);
      assert.deepEqual(response.json, { message: TOO_MANY_REQUESTS });
      refused.push(response.servedBy);
    }
    assert.deepEqual(new Set(refused), new Set(['api1', 'api2']), `both instances refuse: ${refused.join(', ')}`);
    return `${LOGIN_LIMIT} sign-ins allowed (${per.api1} by api1, ${per.api2} by api2), the next refused by ${refused.join(' and ')}`;
  });

  await check('board', async () => {
    const token = await login(lb, admin.email, admin.password);
    const member = members[2];
    const id = ids.get(member.email);
    const pointsOn = (response) => {
      assert.equal(response.status, 200, String(response.bytes));
      return response.json.data.find((row) => row._id === id)?.points ?? 0;
    };
    const board = () => call(lb, 'POST', 'user/get-leaderboard-data', { token, body: { search: member.name, limit: 10 } });
    const before = pointsOn(await board());
    const changed = await call(lb, 'POST', 'admin/update-points', { token, body: { userId: id, delta: 37, reason: 'Cluster test' } });
    assert.equal(changed.status, 200, String(changed.bytes));
    // The very first read the other instance answers after the change.
    const read = await throughOther(changed.servedBy, board);
    assert.equal(pointsOn(read), before + 37, `${read.servedBy} shows ${pointsOn(read)} points, expected ${before + 37}`);
    return `+37 through ${changed.servedBy}; ${read.servedBy} shows ${before} → ${before + 37} on its first read`;
  });

  // Live events: a stream opened directly on api1 (its ticket asked through the balancer: tickets live in the shared
  // database), points changed directly through api2. Each instance reads the shared event log, so no Redis is needed.
  const live = { admin: null, member: null };
  const streamCookie = async () => {
    live.admin ??= await login(lb, admin.email, admin.password);
    live.member ??= await login(lb, members[0].email, members[0].password);
    const response = await call(lb, 'POST', 'stream/ticket', { token: live.member });
    assert.equal(response.status, 200, String(response.bytes));
    return { cookie: response.headers.get('set-cookie').split(';')[0], servedBy: response.servedBy };
  };
  const pointsFor = (userId, delta) => (event) => event.event === 'points' && event.data.userId === userId && event.data.delta === delta;
  const changePoints = async (instance, userId, delta) => {
    const response = await call(instance.base, 'POST', 'admin/update-points', { token: live.admin, body: { userId, delta, reason: 'Cluster live test' } });
    assert.equal(response.status, 200, `update-points through ${instance.name}: ${response.status} ${response.bytes}`);
    return performance.now();
  };
  const streams = [];
  const stream = async (base, headers) => {
    const sse = await openSse(`${base}/api/v1/stream`, headers);
    streams.push(sse);
    assert.equal(sse.status, 200, `GET /stream on ${base}: ${sse.status} ${sse.text()}`);
    assert.match(String(sse.headers['content-type']), /^text\/event-stream/);
    return sse;
  };

  await check('stream', async () => {
    try {
      const ticket = await streamCookie();
      const onApi1 = await stream(api[0].base, { cookie: ticket.cookie });
      // A page behind the balancer too, and one directly on each instance: what HAProxy adds to an event's way is the
      // balanced stream's delay beyond the direct one on the same instance (deploy/haproxy.cfg passes each on at once).
      const direct = await Promise.all(api.map((instance) => (instance === api[0] ? onApi1 : stream(instance.base, { cookie: ticket.cookie }))));
      const throughBalancer = await stream(lb, { cookie: ticket.cookie });
      const behind = api.findIndex((instance) => instance.name === throughBalancer.headers['x-served-by']);
      assert.ok(behind >= 0, `the balanced stream names its instance: ${throughBalancer.headers['x-served-by']}`);
      const id = ids.get(members[2].email);
      // A stream is attached a moment after its headers; the hub then reads the log every 250 ms.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const changedAt = await changePoints(api[1], id, 11);
      const [onA, onSame, balanced] = await Promise.all([onApi1, direct[behind], throughBalancer].map((sse) => sse.next(pointsFor(id, 11))));
      assert.equal(onA.data.name, members[2].name);
      assert.match(String(onA.id), /^\d+$/);
      const ms = (event) => Math.max(0, Math.round(event.at - changedAt));
      // Without `option http-no-delay` on the stream's backend HAProxy held each event back by about 200 ms.
      const added = Math.round(balanced.at - onSame.at);
      assert.ok(added < 150, `the balancer held the event ${added} ms longer than ${api[behind].name}'s direct stream`);
      return (
        `ticket from ${ticket.servedBy} (through the balancer); +11 through api2; the points event on api1's stream ${ms(onA)} ms after the change ` +
        `returned; through the balancer (to ${api[behind].name}) ${ms(balanced)} ms, ${added} ms after ${api[behind].name}'s direct stream`
      );
    } finally {
      for (const sse of streams.splice(0)) sse.close();
    }
  });

  await check('replay', async () => {
    try {
      const { cookie } = await streamCookie();
      const id = ids.get(members[2].email);
      const first = await stream(api[0].base, { cookie });
      await new Promise((resolve) => setTimeout(resolve, 500));
      await changePoints(api[1], id, 12);
      const seen = await first.next(pointsFor(id, 12));
      first.close();
      // Missed while the page was away: one change through each instance.
      await changePoints(api[1], id, 13);
      await changePoints(api[0], id, 14);
      const again = await stream(api[1].base, { cookie, 'last-event-id': String(seen.id) });
      await again.next(pointsFor(id, 13));
      await again.next(pointsFor(id, 14));
      assert.ok(
        !again.events.some(pointsFor(id, 12)),
        `the event before the Last-Event-ID is not sent again: ${JSON.stringify(again.events.map((event) => [event.id, event.event, event.data.delta]))}`,
      );
      const order = again.events.filter((event) => event.event === 'points').map((event) => event.data.delta);
      assert.deepEqual(order.slice(0, 2), [13, 14], 'replayed in the order of the changes');
      return `api1's stream got +12 (id ${seen.id}) and dropped; +13 through api2 and +14 through api1 while away; api2 replayed ${order.join(', ')} after id ${seen.id}`;
    } finally {
      for (const sse of streams.splice(0)) sse.close();
    }
  });

  // Month end: the month that ended yesterday (on the 1st, the previous month), closed as the cron job would close it.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const month = yesterday.slice(0, 7);
  const monthEnd = { expected: null, queued: 0 };
  await check('monthEndOnce', async () => {
    const points = [50, 40, 30];
    for (const [index, value] of points.entries()) {
      await sql.query(`insert into points_ledger (user_id, source, kind, day, points, note) values ($1, $2, 'adjustment', $3, $4, 'cluster test')`, [
        ids.get(members[index].email),
        `cluster-test:${yesterday}`,
        yesterday,
        value,
      ]);
    }
    const sums = await sql.query(
      `select l.user_id, sum(l.points)::int as points from points_ledger l join users u on u.id = l.user_id
       where l.day >= $1::date and l.day < ($1::date + interval '1 month') and u.role <> 'USER' group by l.user_id order by 2 desc`,
      [`${month}-01`],
    );
    monthEnd.expected = sums.rows;
    // Both instances work the job queue. The job is queued as the schedule queues it on the 1st: twice at the same
    // moment (two schedulers firing together; the queue keeps one), then once more while it runs (a late scheduler).
    const { PgBoss } = apiRequire('pg-boss');
    const senders = [0, 1].map(() => new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', schedule: false, supervise: false }));
    await Promise.all(senders.map((boss) => boss.start()));
    try {
      const first = await Promise.all(senders.map((boss) => boss.send('month-end', null)));
      await waitFor(
        async () => (await sql.query(`select 1 from pgboss.job where name = 'month-end' and state in ('active', 'completed')`)).rowCount > 0,
        'an instance to take the month-end job',
        60_000,
        100,
      );
      const late = await senders[1].send('month-end', null);
      monthEnd.queued = [...first, late].filter(Boolean).length;
    } finally {
      await Promise.all(senders.map((boss) => boss.stop({ graceful: false })));
    }
    assert.ok(monthEnd.queued >= 2, `the month-end job was queued ${monthEnd.queued}×`);
    await waitFor(
      async () => (await sql.query('select 1 from month_end_runs where month = $1 and finished_at is not null', [month])).rowCount === 1,
      `the month end of ${month} to finish`,
      60_000,
      250,
    );
    await waitFor(
      async () =>
        Number((await sql.query(`select count(*) from pgboss.job where name = 'month-end' and state in ('created', 'retry', 'active')`)).rows[0].count) === 0,
      'every queued month-end job to end',
      60_000,
      250,
    );
    const runs = (await sql.query('select month from month_end_runs')).rows;
    assert.deepEqual(
      runs.map((row) => row.month),
      [month],
    );
    await new Promise((resolve) => setTimeout(resolve, 300)); // the last log lines
    const finished = api.map((instance) => instance.logged('month end finished').length);
    assert.equal(finished[0] + finished[1], 1, `"month end finished" logged by api1 ${finished[0]}×, api2 ${finished[1]}×`);
    const backups = api.filter((instance) => fs.existsSync(path.join(instance.dataDir, 'backups', `${month}.json.gz`)));
    assert.equal(backups.length, 1, `the month's backup is in ${backups.length} data folders`);
    const started = api.map((instance) => instance.lines.filter((line) => line.includes('"job":"month-end"') && line.includes('job started')).length);
    assert.equal(started[0] + started[1], monthEnd.queued, 'every queued job was taken by one instance');
    return `queued ${monthEnd.queued}× (taken by api1 ${started[0]}×, api2 ${started[1]}×); the month closed once, by ${api[finished.indexOf(1)].name}, its backup in that data folder alone`;
  });

  await check('achievements', async () => {
    assert.ok(monthEnd.expected, 'the month end ran');
    const rows = (await sql.query('select user_id, type from achievements where month = $1', [month])).rows;
    const keys = rows.map((row) => `${row.user_id}:${row.type}`);
    assert.equal(new Set(keys).size, keys.length, 'no achievement twice');
    const podium = ['gold', 'silver', 'bronze'].map((type) => rows.filter((row) => row.type === type).map((row) => row.user_id));
    assert.deepEqual(
      podium,
      monthEnd.expected.slice(0, 3).map((row) => [row.user_id]),
      'one gold, one silver, one bronze, to the top three',
    );
    const ranks = (await sql.query('select user_id from monthly_ranks where month = $1', [month])).rows;
    assert.equal(new Set(ranks.map((row) => row.user_id)).size, ranks.length, 'one frozen rank per member');
    assert.ok(ranks.length >= members.length, `${ranks.length} frozen ranks`);
    return `${rows.length} achievements, ${ranks.length} frozen ranks for ${month}`;
  });

  // Remote deployments through the API (docs/deploying-a-remote.md#deploy-to-a-server-from-anywhere). The archives
  // the suite makes itself are packed from the web copy's own mfe-admin version folder, as the CLI packs a build.
  const deploys = { adminToken: null, deployToken: null, tokenName: 'cluster deploy' };
  const shellRecord = JSON.parse(fs.readFileSync(path.join(webDir, 'deployments.json'), 'utf8')).shell.at(-1);
  const builtAdmin = path.join(webDir, path.dirname(JSON.parse(fs.readFileSync(path.join(webDir, 'remotes.json'), 'utf8')).mfe_admin));
  const testArchive = (buildId, editManifest) =>
    archiveOf(
      builtAdmin,
      { pkg: 'mfe-admin', name: 'mfe_admin', buildId, runtime: shellRecord.provides['@module-federation/runtime-core'], test: shellRecord.test },
      editManifest,
    );
  const uploadTo = (remote, archive, deployToken, query = '') =>
    call(lb, 'POST', `deployments/${remote}/versions${query}`, {
      form: archive,
      headers: { 'content-type': 'application/gzip', 'x-deploy-token': deployToken },
    });
  const newToken = async (remote, name) => {
    deploys.adminToken ??= await login(lb, admin.email, admin.password);
    const created = await call(lb, 'POST', 'admin/deploy-tokens', { token: deploys.adminToken, body: { remote, name } });
    assert.equal(created.status, 200, `creating a deploy token: ${created.status} ${created.bytes}`);
    assert.match(created.json.data.token, /^cdt_[A-Za-z0-9_-]{43}$/);
    return created.json.data;
  };
  /** What a change could show in: the remote's stable, canary and versions (admin), and each instance's next page. */
  const servedState = async () => {
    const list = await call(lb, 'GET', 'admin/deployments', { token: deploys.adminToken });
    assert.equal(list.status, 200, `GET /admin/deployments: ${list.status} ${list.bytes}`);
    const remote = list.json.data.remotes.find((entry) => entry.remote === 'mfe-admin');
    const pages = await Promise.all(api.map((instance) => newBrowser().open(instance.base)));
    return { stable: remote.stable, canary: remote.canary, versions: remote.versions.map((v) => v.version), maps: pages.map((page) => page.map) };
  };

  await check(
    'deploy',
    async () => {
      const { token } = await newToken('mfe-admin', deploys.tokenName);
      deploys.deployToken = token;
      const shellBefore = shellFileHashes(webDir);
      const [before] = await Promise.all(api.map((instance) => newBrowser().open(instance.base)));
      const checkout = path.join(work, 'checkout');
      const { times, overlaid } = await cleanCheckout(checkout);
      // The checkout's deploy runs with the deploy token and nothing of the server's (no database, no WEB_DIR).
      const t0 = performance.now();
      const run = await deployFrom(checkout, ['mfe-admin', '--to', lb], { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DEPLOY_TOKEN: token });
      const deployMs = performance.now() - t0;
      assert.equal(run.code, 0, `the deploy from the clean checkout failed:\n${run.output}`);
      const said = /Deployed mfe-admin (\d{14}-[0-9a-f]{8}) to (\S+): stable/.exec(run.output);
      assert.ok(said, `the deploy printed no "Deployed mfe-admin <version> to …: stable":\n${run.output}`);
      const url = `/remotes/mfe-admin/${said[1]}/mf-manifest.json`;
      // Each instance's very next page names the new version; both serve its files byte for byte.
      const pages = await Promise.all(api.map((instance) => newBrowser().open(instance.base)));
      for (const [index, page] of pages.entries()) assert.equal(page.map.mfe_admin, url, `${api[index].name}'s next page inlines ${page.map.mfe_admin}`);
      assert.deepEqual({ ...pages[0].map, mfe_admin: before.map.mfe_admin }, before.map, 'the other remotes are unchanged');
      const fetchBoth = (file) =>
        Promise.all(
          api.map(async (instance) => {
            const response = await fetch(`${instance.base}${file}`);
            assert.equal(response.status, 200, `${instance.name}: GET ${file} answered ${response.status}`);
            return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
          }),
        );
      const manifests = await fetchBoth(url);
      assert.ok(manifests[0].bytes.equals(manifests[1].bytes), 'both instances serve the same mf-manifest.json');
      const entry = JSON.parse(manifests[0].bytes.toString('utf8')).metaData.remoteEntry.name;
      const scripts = await fetchBoth(url.replace('mf-manifest.json', entry));
      assert.ok(scripts[0].bytes.equals(scripts[1].bytes), `both instances serve the same ${entry}`);
      assert.match(String(scripts[0].type), /javascript/);
      assert.deepEqual(shellFileHashes(webDir), shellBefore, "the shell's files (every top-level file of the built apps) are byte-identical");
      const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
      return (
        `clean checkout: clone ${s(times.clone)} (+${overlaid} uncommitted files laid over), pnpm install --offline ${s(times.install)}; ` +
        `build + upload ${s(deployMs)}; both instances inline ${said[1]} and serve its manifest and ${entry} (${scripts[0].bytes.length} bytes) identically; ` +
        `${Object.keys(shellBefore).length} shell files unchanged`
      );
    },
    300,
  );

  await check('canary', async () => {
    assert.ok(deploys.deployToken, 'the deploy check made a deploy token');
    const uploaded = await uploadTo('mfe-admin', await testArchive('cluster-canary'), deploys.deployToken, '?canary=50');
    assert.equal(uploaded.status, 201, `the canary upload: ${uploaded.status} ${uploaded.bytes}`);
    assert.equal(uploaded.json.data.state, 'canary');
    const canaryUrl = uploaded.json.data.url;
    const browsers = 40;
    const reloads = 3;
    let onCanary = 0;
    const servedBy = new Set();
    for (let n = 0; n < browsers; n += 1) {
      const browser = newBrowser();
      const first = await browser.open(lb);
      assert.ok(browser.jar.get('chapter_bid'), `browser ${n + 1} got no chapter_bid cookie: ${first.setCookie.join(' | ')}`);
      servedBy.add(first.servedBy);
      for (let reload = 0; reload < reloads; reload += 1) {
        const again = await browser.open(lb);
        servedBy.add(again.servedBy);
        assert.equal(again.map.mfe_admin, first.map.mfe_admin, `browser ${n + 1} switched version on reload ${reload + 1} (served by ${again.servedBy})`);
      }
      if (first.map.mfe_admin === canaryUrl) onCanary += 1;
    }
    assert.ok(servedBy.has('api1') && servedBy.has('api2'), `both instances answered the browsers: ${[...servedBy].join(', ')}`);
    assert.ok(onCanary >= 10 && onCanary <= 30, `${onCanary} of ${browsers} browsers got the canary, expected about half (10 to 30)`);
    const stopped = await call(lb, 'DELETE', 'admin/deployments/mfe-admin/canary', { token: deploys.adminToken });
    assert.equal(stopped.status, 200, `stopping the canary: ${stopped.status} ${stopped.bytes}`);
    return `${onCanary} of ${browsers} browsers on the canary ${uploaded.json.data.version}, each on the same version over ${reloads} reloads through both instances; canary stopped`;
  });

  await check('refused', async () => {
    deploys.adminToken ??= await login(lb, admin.email, admin.password);
    deploys.deployToken ??= (await newToken('mfe-admin', `${deploys.tokenName} 2`)).token;
    const provided = shellRecord.provides['@chapter/shared'];
    const needed = `^${Number(provided.split('.')[0]) + 1}.0.0`;
    // A test-made archive: the built mfe-admin with its manifest asking for the next major of the kit, as a remote
    // built against a kit the deployed shell does not have would.
    const archive = await testArchive('cluster-newer-kit', (manifest) => ({
      ...manifest,
      shared: manifest.shared.map((shared) => (shared.name === '@chapter/shared' ? { ...shared, requiredVersion: needed } : shared)),
    }));
    const before = await servedState();
    const refused = await uploadTo('mfe-admin', archive, deploys.deployToken);
    assert.equal(refused.status, 409, `the upload answered ${refused.status}: ${refused.bytes}`);
    const expected = `mfe-admin needs @chapter/shared ${needed} (the deployed shell provides ${provided}); deploy a shell built with it first (npm run build)`;
    assert.ok(String(refused.json?.message).includes(expected), `the refusal says "${refused.json?.message}", expected it to say "${expected}"`);
    assert.deepEqual(await servedState(), before, "the stable version, the canary, the versions and both instances' pages are unchanged");
    return `409: "${refused.json.message}"; ${before.versions.length} versions, stable ${before.stable}, both pages unchanged`;
  });

  await check('tokens', async () => {
    deploys.adminToken ??= await login(lb, admin.email, admin.password);
    const archive = await testArchive('cluster-tokens');
    const revokedName = 'cluster revoked';
    const revoked = await newToken('mfe-admin', revokedName);
    const revoking = await call(lb, 'DELETE', `admin/deploy-tokens/${revoked.deployToken.id}`, { token: deploys.adminToken });
    assert.equal(revoking.status, 200, `revoking: ${revoking.status} ${revoking.bytes}`);
    const before = await servedState();
    const byRevoked = await uploadTo('mfe-admin', archive, revoked.token);
    assert.equal(byRevoked.status, 403, `a revoked token's upload answered ${byRevoked.status}: ${byRevoked.bytes}`);
    const otherName = 'cluster admin-only';
    const adminOnly = await newToken('mfe-admin', otherName);
    const elsewhere = await uploadTo('mfe-dashboard', archive, adminOnly.token);
    assert.equal(elsewhere.status, 403, `an mfe-admin token's upload to mfe-dashboard answered ${elsewhere.status}: ${elsewhere.bytes}`);
    assert.deepEqual(await servedState(), before, 'nothing served changed');
    const log = await call(lb, 'POST', 'admin/fetch-audit-log', { token: deploys.adminToken, body: { page: 1, limit: 50 } });
    assert.equal(log.status, 200, `the audit log: ${log.status} ${log.bytes}`);
    const entries = log.json.data.map((entry) => ({ action: entry.action, text: JSON.stringify(entry) }));
    const find = (what, test) => {
      const found = entries.find(test);
      assert.ok(found, `the audit log has no entry for ${what}: ${entries.map((entry) => entry.action).join(', ')}`);
      return found.action;
    };
    const shown = [
      find('the revocation', (entry) => entry.action === 'revoke-deploy-token' && entry.text.includes(revokedName)),
      find("the revoked token's attempt", (entry) => /deploy/.test(entry.action) && !/token$/.test(entry.action) && entry.text.includes(revokedName)),
      find('the attempt on mfe-dashboard', (entry) => /deploy/.test(entry.action) && entry.text.includes(otherName) && entry.text.includes('mfe-dashboard')),
    ];
    return `revoked token: ${byRevoked.status} "${byRevoked.json?.message}"; mfe-admin's token on mfe-dashboard: ${elsewhere.status} "${elsewhere.json?.message}"; audit log: ${shown.join(', ')}`;
  });

  // Outages (issue 34, docs/operations.md "When PostgreSQL is lost", "When Redis is lost"): the suite's own PostgreSQL
  // and Redis are stopped under a steady signed-in read load through the balancer (three readers, one board read each
  // about every 100 ms), and started again after 20 s. Each check starts them again whatever happens in it.
  const outage = { load: null };
  const readLoad = async () => {
    if (!outage.load) {
      const tokens = await Promise.all(readers.map((reader) => login(lb, reader.email, reader.password)));
      outage.load = startReadLoad({ base: lb, tokens });
      started.push(outage.load);
    }
    // A moment of load with both servers up, so a phase starts from a steady state.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return outage.load;
  };
  const apiPids = () => api.map((instance) => instance.child.pid);
  const apisRunning = () => api.every((instance) => instance.child.exitCode === null && instance.child.signalCode === null);
  const health = (instance) =>
    fetch(`${instance.base}/api/v1/health`, { signal: AbortSignal.timeout(10_000) }).then(async (r) => ({ status: r.status, ...(await r.json()) }));
  /**
   * After PostgreSQL is back HAProxy takes the instances in again after two good health checks (deploy/haproxy.cfg):
   * until both answer through it, the next check's first request could get the balancer's 503.
   */
  const bothBehindBalancer = () =>
    waitFor(
      async () => {
        const seen = new Set();
        for (let i = 0; i < 4; i += 1) {
          const response = await call(lb, 'GET', 'health');
          if (response.status === 200) seen.add(response.servedBy);
        }
        return seen.has('api1') && seen.has('api2');
      },
      'both instances to be back behind the balancer',
      30_000,
    );
  const sleepUntil = (at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

  /**
   * Stops `stopped` (servers) for OUTAGE_MS under the load and starts them again; `during(downAt)` runs meanwhile.
   * Returns the phase's figures: answers by status while down, the longest wait, the recovery time (from the restart to
   * the first of 2 s of requests that all succeed) and the answers after the restart.
   */
  const outagePhase = async (name, stopped, during = async () => {}) => {
    const load = await readLoad();
    const pids = apiPids();
    const downAt = Date.now();
    let upAt = null;
    try {
      await Promise.all(stopped.map((server) => server.stop()));
      const extra = await during(downAt);
      await sleepUntil(downAt + OUTAGE_MS);
      upAt = Date.now();
      await Promise.all(stopped.map((server) => server.start()));
      const restartedMs = Date.now() - upAt;
      const recoveryMs = await load.recovered(upAt, { timeoutMs: RECOVERY_BOUND_MS + 20_000 });
      const down = load.between(downAt, upAt);
      const after = load.between(upAt);
      const phase = {
        phase: name,
        downSeconds: (upAt - downAt) / 1000,
        during: figures(down),
        restartedMs,
        recoveryMs,
        afterRestart: figures(after),
        ...extra,
      };
      phases.push(phase);
      console.log(`      ${name}: while down ${phase.during.text}; restarted in ${restartedMs} ms; every request succeeds ${recoveryMs} ms after the restart`);
      assert.ok(recoveryMs <= RECOVERY_BOUND_MS, `requests succeeded only ${recoveryMs} ms after the restart (bound ${RECOVERY_BOUND_MS} ms)`);
      assert.ok(apisRunning(), 'both API instances are still running');
      assert.deepEqual(apiPids(), pids, 'no API instance was restarted');
      return { phase, down, after };
    } finally {
      await Promise.all(stopped.map((server) => server.start()));
      await bothBehindBalancer();
    }
  };
  /** While PostgreSQL is away: 503 with the message and Retry-After, never a 500 or no answer, none past the bound. */
  const assertDatabaseDownAnswers = (down) => {
    assert.ok(down.length >= 50, `only ${down.length} requests were sent during the outage`);
    const wrong = down.filter((o) => o.status !== 200 && !(o.status === 503 && o.message === DATABASE_DOWN && o.retryAfter === '30'));
    assert.deepEqual(wrong.slice(0, 3), [], `${wrong.length} answers were neither 200 nor the database's 503 with Retry-After: 30`);
    assert.ok(
      down.some((o) => o.status === 503),
      'no request saw the outage',
    );
    const longest = Math.max(...down.map((o) => o.end - o.begin));
    assert.ok(longest <= WAIT_BOUND_MS, `a request waited ${longest} ms (bound ${WAIT_BOUND_MS} ms: the 5 s connect bound and a margin)`);
  };

  await check(
    'redisDown',
    async () => {
      assert.ok(servers.redis, 'the suite started its Redis');
      const signIns = [];
      const healthDown = [];
      const { phase, down } = await outagePhase('Redis', [servers.redis], async () => {
        // Each instance sees the stop through its closed connections; a moment later both count alone.
        await waitFor(async () => (await Promise.all(api.map(health))).every((h) => h.redis === 'down'), 'both instances to report redis down', 10_000);
        healthDown.push(...(await Promise.all(api.map(health))).map((h) => `${h.status} redis ${h.redis}`));
        // Sign-ins of one account until both instances refuse: alone, each allows half the limit (3 of 6), so the
        // pair allows no more than the shared limit. (The balancer's turns are shared with the readers' requests, so
        // the sign-ins need not alternate.)
        const refusedBy = new Set();
        while (refusedBy.size < 2 && signIns.length < 4 * LOGIN_LIMIT) {
          const response = await call(lb, 'POST', 'auth/login', { body: { email: limited.email, password: limited.password } });
          signIns.push({ status: response.status, by: response.servedBy, message: response.json?.message });
          if (response.status === 429) refusedBy.add(response.servedBy);
        }
        return { signIns: signIns.map((s) => `${s.status} ${s.by}`) };
      });
      const sequence = signIns.map((s) => `${s.status} ${s.by}`).join(', ');
      const allowed = { api1: 0, api2: 0 };
      for (const name of ['api1', 'api2']) {
        const own = signIns.filter((s) => s.by === name);
        const firstRefused = own.findIndex((s) => s.status === 429);
        assert.ok(firstRefused >= 0, `${name} never refused a sign-in while Redis was down: ${sequence}`);
        allowed[name] = firstRefused;
        assert.ok(
          own.slice(firstRefused).every((s) => s.status === 429 && s.message === TOO_MANY_REQUESTS),
          `${name} allowed a sign-in after refusing one: ${sequence}`,
        );
        assert.ok(
          own.slice(0, firstRefused).every((s) => s.status === 200),
          `${name}'s sign-ins before its refusal succeeded: ${sequence}`,
        );
      }
      const total = allowed.api1 + allowed.api2;
      assert.ok(total <= LOGIN_LIMIT, `the pair allowed ${total} sign-ins while Redis was down, more than the limit ${LOGIN_LIMIT}: ${sequence}`);
      const notOk = down.filter((o) => o.status !== 200);
      assert.deepEqual(notOk.slice(0, 3), [], `${notOk.length} of ${down.length} reads failed while Redis was down`);
      await waitFor(
        async () => (await Promise.all(api.map(health))).every((h) => h.redis === 'up'),
        'both instances to report redis up again',
        RECOVERY_BOUND_MS,
      );
      return (
        `while down: ${phase.during.text} (health: ${healthDown.join(', ')}); sign-ins: ${total} allowed (api1 ${allowed.api1}, ` +
        `api2 ${allowed.api2}), then refused by both (${sequence}); Redis restarted in ${phase.restartedMs} ms, every request 200 ${phase.recoveryMs} ms later`
      );
    },
    90,
  );

  await check(
    'postgresDown',
    async () => {
      assert.ok(servers.postgres, 'the suite started its PostgreSQL');
      const { phase, down } = await outagePhase('PostgreSQL', [servers.postgres]);
      assertDatabaseDownAnswers(down);
      return `while down: ${phase.during.text}; PostgreSQL restarted in ${phase.restartedMs} ms, every request 200 ${phase.recoveryMs} ms later; both instances the same processes`;
    },
    90,
  );

  await check(
    'bothDown',
    async () => {
      assert.ok(servers.postgres && servers.redis, 'the suite started its PostgreSQL and Redis');
      const { phase, down } = await outagePhase('PostgreSQL and Redis', [servers.postgres, servers.redis]);
      assertDatabaseDownAnswers(down);
      await waitFor(
        async () => (await Promise.all(api.map(health))).every((h) => h.redis === 'up'),
        'both instances to report redis up again',
        RECOVERY_BOUND_MS,
      );
      return `while down: ${phase.during.text}; both restarted in ${phase.restartedMs} ms, every request 200 ${phase.recoveryMs} ms later; both instances the same processes`;
    },
    90,
  );

  await check(
    'jobsThroughOutage',
    async () => {
      assert.ok(servers.postgres, 'the suite started its PostgreSQL');
      const load = outage.load;
      if (load) await load.stop();
      outage.load = null;
      // Enough members that the month end (ranks, achievements, a backup of every table) and the mail run (one mail
      // each) last long enough to be cut in the middle.
      const t0 = performance.now();
      await cliAsync(env, 'seed-demo', '--members', String(JOB_MEMBERS));
      const seededMs = Math.round(performance.now() - t0);
      // The month closed by monthEndOnce, opened again: its marks, results and backup gone, as if it had never run.
      const backupName = `${month}.json.gz`;
      for (const table of ['month_end_runs', 'achievements', 'monthly_ranks']) await sql.query(`delete from ${table} where month = $1`, [month]);
      await sql.query('delete from backups where name = $1', [backupName]);
      for (const instance of api) fs.rmSync(path.join(instance.dataDir, 'backups', backupName), { force: true });
      const finishedBefore = api.map((instance) => instance.logged('month end finished').length);
      const outboxBefore = new Set(api.flatMap((instance) => outboxFiles(instance)));

      // Each run is cut in its middle by a PostgreSQL stop of 5 s: first the month end (its job taken, its run not
      // finished), then the mail run (some mails out, not all). The pg-boss workers poll on their own timers, so the
      // two are cut one after the other rather than waiting for both to be under way at one moment.
      const { PgBoss } = apiRequire('pg-boss');
      const state = async (meetingId) => {
        const { rows } = await sql.query(
          `select
             (select count(*) filter (where sent_at is not null) from event_mail_deliveries where event_id = $1::uuid)::int as sent,
             (select count(*) from pgboss.job where name = 'month-end' and state = 'active')::int as month_active,
             (select count(*) from pgboss.job where name = 'month-end' and state = 'completed')::int as month_done,
             (select count(*) from month_end_runs where month = $3 and finished_at is null)::int as month_unfinished,
             (select count(*) from pgboss.job where data->>'id' = $2 and state = 'completed')::int as mail_done`,
          [meetingId ?? '00000000-0000-0000-0000-000000000000', meetingId ?? '', month],
        );
        const [row] = rows;
        return { sent: row.sent, monthActive: row.month_active, monthDone: row.month_done, monthUnfinished: row.month_unfinished, mailDone: row.mail_done };
      };
      const cuts = [];
      /** Stops PostgreSQL the moment `under` holds (polled every 20 ms), for 5 s; fails when `over` holds first. */
      const cutWhen = async (what, meetingId, under, over) => {
        let seen = null;
        await waitFor(
          async () => {
            const now = await state(meetingId);
            if (over(now))
              throw Object.assign(
                new Error(`the ${what} finished before PostgreSQL could stop in its middle (${JSON.stringify(now)}): raise CLUSTER_JOB_MEMBERS`),
                { fatal: true },
              );
            if (under(now)) seen = now;
            return seen;
          },
          `the ${what} to be under way`,
          60_000,
          20,
        );
        const downAt = Date.now();
        await servers.postgres.stop();
        let downMs = 0;
        try {
          await new Promise((resolve) => setTimeout(resolve, 5_000));
        } finally {
          await servers.postgres.start();
          downMs = Date.now() - downAt;
          await bothBehindBalancer();
        }
        cuts.push({ what, downMs, at: seen });
        return seen;
      };
      const monthDoneBefore = (await state()).monthDone;
      const sender = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', schedule: false, supervise: false });
      sender.on('error', () => {});
      await sender.start();
      try {
        assert.ok(await sender.send('month-end', null), 'the month-end job was queued');
      } finally {
        await sender.stop({ graceful: false });
      }
      await cutWhen(
        'month end',
        null,
        (now) => now.monthActive > 0 && now.monthUnfinished > 0,
        (now) => now.monthDone > monthDoneBefore,
      );

      const coreToken = await login(lb, admin.email, admin.password);
      const title = `Outage drill ${Date.now().toString(36)}`;
      const meeting = await call(lb, 'POST', 'core-member/create-meeting', {
        token: coreToken,
        body: {
          title,
          description: 'A meeting whose mail run loses its database',
          meetingLink: 'https://meet.example.org/outage',
          meetingDate: '2031-03-04',
          meetingTime: '18:30',
          compulsory: false,
          toSendEmail: true,
          attendees: 'ALL',
        },
      });
      assert.equal(meeting.status, 200, `creating the meeting: ${meeting.status} ${meeting.bytes}`);
      const meetingId = meeting.json.data.noticeId;
      await cutWhen(
        'mail run',
        meetingId,
        (now) => now.sent > 0,
        (now) => now.mailDone > 0,
      );
      const backAt = Date.now();
      await waitFor(
        async () => {
          const now = await state(meetingId);
          return now.mailDone === 1 && now.monthDone === monthDoneBefore + 1 && now.monthActive === 0;
        },
        'both runs to complete after PostgreSQL returned',
        120_000,
        250,
      );
      const completedMs = Date.now() - backAt;
      const recipients = Number((await sql.query(`select count(*) from users where subscribed and not blocked`)).rows[0].count);
      // Each mail once: the outbox files of this meeting, by recipient, across both instances.
      const mails = api.flatMap((instance) =>
        outboxFiles(instance)
          .filter((file) => !outboxBefore.has(file))
          .map((file) => fs.readFileSync(file, 'utf8')),
      );
      const ofMeeting = mails.filter((mail) => mail.includes(title));
      const perRecipient = new Map();
      for (const mail of ofMeeting) {
        const to = /\nTo: (.+)\n/.exec(mail)?.[1];
        perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
      }
      const twice = [...perRecipient].filter(([, count]) => count > 1);
      assert.deepEqual(twice.slice(0, 3), [], `${twice.length} members got the mail more than once`);
      assert.equal(perRecipient.size, recipients, `${perRecipient.size} members mailed, of ${recipients} subscribed`);
      const deliveries = (
        await sql.query(
          'select count(*)::int as rows, count(*) filter (where sent_at is null)::int as unsent from event_mail_deliveries where event_id = $1::uuid',
          [meetingId],
        )
      ).rows[0];
      assert.deepEqual(deliveries, { rows: recipients, unsent: 0 }, 'one delivery row per member, each recorded as sent');
      // The month end: closed once, one backup (file and record), each achievement once.
      const runs = (await sql.query('select finished_at is not null as finished from month_end_runs where month = $1', [month])).rows;
      assert.deepEqual(runs, [{ finished: true }], 'one month-end run, finished');
      const backups = api.filter((instance) => fs.existsSync(path.join(instance.dataDir, 'backups', backupName)));
      assert.equal(backups.length, 1, `the month's backup is in ${backups.length} data folders`);
      const records = (await sql.query('select name from backups where name = $1', [backupName])).rows;
      assert.equal(records.length, 1, `the backup is recorded ${records.length}×`);
      const achievements = (await sql.query('select user_id, type from achievements where month = $1', [month])).rows;
      const keys = achievements.map((row) => `${row.user_id}:${row.type}`);
      assert.ok(keys.length >= 3, `${keys.length} achievements`);
      assert.equal(new Set(keys).size, keys.length, 'no achievement twice');
      await new Promise((resolve) => setTimeout(resolve, 300)); // the last log lines
      const finished = api.map((instance, index) => instance.logged('month end finished').length - finishedBefore[index]);
      assert.equal(finished[0] + finished[1], 1, `"month end finished" logged by api1 ${finished[0]}×, api2 ${finished[1]}× after the outage`);
      const waited = api.map((instance) => instance.lines.filter((line) => line.includes('PostgreSQL answers again')).length);
      phases.push({
        phase: 'jobs through a PostgreSQL stop',
        cuts,
        completedMsAfterReturn: completedMs,
        mails: ofMeeting.length,
        recipients,
        achievements: keys.length,
      });
      return (
        `${JOB_MEMBERS} demo members seeded in ${seededMs} ms; ${describeCuts(cuts)}; ` +
        `both runs completed ${completedMs} ms after the last return: ${ofMeeting.length} mails to ${recipients} members (each once), one backup in ${backups[0].name}'s data folder, ` +
        `${keys.length} achievements once each ("PostgreSQL answers again" logged ${waited.join(' and ')}×)`
      );
    },
    180,
  );

  await check('kill', async () => {
    const token = await login(lb, admin.email, admin.password);
    const victim = api[1];
    const concurrency = 8;
    const outcomes = [];
    let inFlight = 0;
    let killedAt = Infinity;
    let inFlightAtKill = 0;
    let stopAt = Infinity;
    const worker = async () => {
      while (Date.now() < stopAt) {
        const begin = Date.now();
        inFlight += 1;
        let status = 0;
        let servedBy = null;
        try {
          const response = await readBoard(lb, token);
          await response.arrayBuffer();
          status = response.status;
          servedBy = response.headers.get('x-served-by');
        } catch {
          status = 0;
        } finally {
          inFlight -= 1;
        }
        outcomes.push({ begin, end: Date.now(), status, servedBy });
      }
    };
    const load = Promise.all(Array.from({ length: concurrency }, worker));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    inFlightAtKill = inFlight;
    killedAt = Date.now();
    victim.child.kill('SIGKILL');
    stopAt = killedAt + 3_000;
    await load;
    const failed = outcomes.filter((o) => o.status !== 200);
    const afterKill = outcomes.filter((o) => o.begin > killedAt);
    const servedBefore = outcomes.filter((o) => o.end < killedAt && o.servedBy === victim.name).length;
    assert.ok(servedBefore > 0, `${victim.name} took part before it was killed`);
    assert.ok(failed.length <= inFlightAtKill, `${failed.length} failed requests, more than the ${inFlightAtKill} in flight at the kill`);
    assert.ok(
      failed.every((o) => o.begin <= killedAt),
      `a request sent after the kill failed: ${JSON.stringify(failed.find((o) => o.begin > killedAt))}`,
    );
    assert.ok(afterKill.length >= 20, `only ${afterKill.length} requests answered after the kill`);
    const lastSecond = afterKill.filter((o) => o.begin > killedAt + 1_000);
    assert.ok(
      lastSecond.every((o) => o.servedBy === api[0].name),
      'a second after the kill every request goes to the instance that is up',
    );
    return `${outcomes.length} requests (${concurrency} at a time), ${inFlightAtKill} in flight at the kill, ${failed.length} failed; ${afterKill.length} sent after the kill, all answered 200 by ${api[0].name}`;
  });
}

let fatal = null;
try {
  await main();
} catch (error) {
  fatal = error;
  console.error(`\nThe cluster suite could not run: ${error.message}`);
} finally {
  for (const running of started.reverse()) await running.stop().catch(() => {});
}

const tally = createTally();
const passed = [...results.values()].filter((r) => r.ok).length;
// A check that never ran (the suite stopped before it, or PostgreSQL, Redis or HAProxy is missing) is a failure.
const failed = Object.keys(CHECKS).length - passed;
if (fatal) for (const key of Object.keys(CHECKS)) if (!results.has(key)) console.log(`  ✗ ${CHECKS[key]} (not run)`);
tally.add('cluster (two API instances behind HAProxy)', passed, failed, (performance.now() - begun) / 1000);
if (phases.length > 0) {
  console.log('\nOutages (answers to the board reads by status, the longest wait, the recovery time)');
  for (const phase of phases) {
    if (phase.during) {
      console.log(
        `  ${phase.phase} down ${phase.downSeconds.toFixed(1)} s: ${phase.during.text}; restarted in ${phase.restartedMs} ms; ` +
          `every request 200 from ${phase.recoveryMs} ms after the restart (after it: ${phase.afterRestart.text})`,
      );
    } else {
      console.log(
        `  ${phase.phase}: ${describeCuts(phase.cuts)}; both runs completed ${phase.completedMsAfterReturn} ms after the last return; ` +
          `${phase.mails} mails to ${phase.recipients} members, ${phase.achievements} achievements`,
      );
    }
  }
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'cluster-outages.json'), JSON.stringify(phases, null, 2));
}
tally.print();
tally.save('cluster.json');
if (failed === 0) fs.rmSync(work, { recursive: true, force: true });
else console.log(`Instance logs: ${work}/api1.log, ${work}/api2.log`);
console.log(`${passed} passed, ${failed} failed (${((performance.now() - begun) / 1000).toFixed(1)} s)`);
process.exit(failed ? 1 : 0);
