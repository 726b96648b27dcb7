import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { strFromU8, unzipSync } from 'fflate';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { storedTestFile } from '../../../test/files';
import { privateFileUrl } from '../../files';
import { writeAudit } from '../audit/audit';
import { notify } from '../notifications/notify';
import { adjustPoints } from '../points/ledger';
import { csvCell, toCsv } from './csv';
import { SECRET_COLUMNS, userReferences, WITHHELD, type MemberData } from './export';

/** Columns whose names look like secrets; each must be withheld (SECRET_COLUMNS) or be listed here as harmless. */
const SECRET_LOOKING = /hash|secret|token|sealed|nonce|p256dh|^auth$|endpoint|session|private_key|verification_code/;
// A build's content hash and a deploy token's id name no secret.
const NOT_SECRET = new Set(['users.token_version', 'remote_versions.content_hash', 'remote_versions.token_id']);

describe('GET /user/export-my-data', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ chapterName: 'Code Chapter', timeZone: 'UTC' });
  });
  after(() => t.close());

  async function member(role: 'MEMBER' | 'ADMIN' = 'MEMBER') {
    const user = await addUser(t.database, role);
    return { ...user, token: await loginAs(t.app, user.email, user.password) };
  }
  const exportOf = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/export-my-data', headers: bearer(token) });
  const unzip = (body: Buffer) => unzipSync(new Uint8Array(body));

  /** A member with rows in as many tables as practical. */
  async function seed(m: { id: string; email: string; name: string }, admin: { id: string; name: string }) {
    const db = t.database.db;
    const { name: picture, url } = await storedTestFile(db, 'public', 'picture-bytes');
    const { name: shot } = await storedTestFile(db, 'private', 'shot-bytes');
    await db
      .updateTable('users')
      .set({ profile_picture: JSON.stringify({ url }), phone_number: '5550001' })
      .where('id', '=', m.id)
      .execute();
    await adjustPoints(db, { userId: m.id, delta: 5, adminId: admin.id, day: '2026-11-02', note: '=HYPERLINK("x"), "quoted"\nnext' });
    await adjustPoints(db, { userId: m.id, delta: -2, adminId: admin.id, day: '2026-11-03' });
    await db
      .insertInto('platform_accounts')
      .values({
        user_id: m.id,
        platform: 'leetcode',
        handle: `h${m.id.slice(0, 6)}`,
        verified_at: new Date(),
        verification_code: `code-123-${m.id}`,
        profile: JSON.stringify({ ranking: 9 }),
      })
      .execute();
    await db.insertInto('solved_days').values({ user_id: m.id, platform: 'leetcode', day: '2026-11-02', solved: 3 }).execute();
    await db
      .insertInto('solved_problems')
      .values({ user_id: m.id, platform: 'leetcode', handle: 'h', problem_key: 'leetcode:two-sum', solved_at: new Date() })
      .execute();
    await db.insertInto('monthly_ranks').values({ month: '2026-10', user_id: m.id, points: 5, rank: 1 }).execute();
    await db.insertInto('achievements').values({ user_id: m.id, month: '2026-10', type: 'gold', value: 5 }).execute();
    await notify(db, [m.id], { kind: 'role-changed', title: 'Hello', body: 'Body', link: '/profile' });
    await db
      .insertInto('calendar_feeds')
      .values({ user_id: m.id, nonce: `nonce-secret-${m.id}`, secret_hash: `feed-hash-${m.id}` })
      .execute();
    await db.insertInto('reminder_settings').values({ user_id: m.id }).execute();
    await db
      .insertInto('push_subscriptions')
      .values({ user_id: m.id, endpoint: `https://push.example/${m.id}`, p256dh: `p-key-${m.id}`, auth: `a-key-${m.id}` })
      .execute();
    await db
      .insertInto('issue_reports')
      .values({
        name: m.name,
        email: m.email,
        subject: 'Bug',
        description: 'It broke',
        screenshot: JSON.stringify({ url: privateFileUrl(shot) }),
        user_id: m.id,
      })
      .execute();
    await db
      .insertInto('allowed_emails')
      .values({ email: m.email })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await db
      .insertInto('otp_codes')
      .values({ email: m.email, code_hash: `otp-hash-${m.id}`, expires_at: new Date() })
      .execute();
    await writeAudit(db, { action: 'promote-user', actor: admin, target: m, before: { role: 'USER' }, after: { role: 'MEMBER' } });
    return { picture, shot };
  }

  it('holds every row the catalogue ties to the member, secrets withheld, their files and nothing of another member', async () => {
    const admin = await member('ADMIN');
    const a = await member();
    const b = await member();
    const files = await seed(a, admin);
    await seed(b, admin);

    const response = await exportOf(a.token);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], 'application/zip');
    assert.match(String(response.headers['content-disposition']), /^attachment; filename="code-chapter-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = unzip(response.rawPayload);
    const data = JSON.parse(strFromU8(zip['data.json']!)) as MemberData;
    const db = t.database.db;

    const references = await userReferences(db);
    for (const table of [
      'points_ledger',
      'platform_accounts',
      'solved_days',
      'solved_problems',
      'achievements',
      'notifications',
      'calendar_feeds',
      'issue_reports',
    ]) {
      assert.ok(
        references.some((ref) => ref.table === table),
        `${table} references users`,
      );
    }
    for (const { table, column } of references) {
      const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${sql.ref(column)} = ${a.id}`.execute(db)).rows;
      const got = data.referencedBy[table]?.[column] ?? [];
      assert.equal(got.length, rows.length, `${table}.${column}: every row`);
      if (rows[0] && 'id' in rows[0])
        assert.deepEqual(got.map((row) => String(row.id)).sort(), rows.map((row) => String(row.id)).sort(), `${table}.${column}: the same rows`);
      for (const row of got) {
        assert.deepEqual(Object.keys(row).sort(), Object.keys(rows[0]!).sort(), `${table}.${column}: every column`);
        for (const secret of SECRET_COLUMNS[table] ?? []) assert.ok(row[secret] === null || row[secret] === WITHHELD, `${table}.${secret} withheld`);
      }
    }
    assert.ok(data.referencedBy.points_ledger!.user_id!.length === 2 && data.referencedBy.notifications!.user_id!.length >= 1);
    assert.equal(data.account.id, a.id);
    assert.equal(data.account.password_hash, WITHHELD);
    assert.equal(data.account.phone_number, '5550001');
    assert.match(String(data.account.created_at), /^\d{4}-\d{2}-\d{2}T/);
    assert.equal(data.referencedBy.solved_days!.user_id![0]!.day, '2026-11-02');
    assert.equal(data.referencedBy.calendar_feeds!.user_id![0]!.secret_hash, WITHHELD);
    assert.equal(data.referencedBy.push_subscriptions!.user_id![0]!.auth, WITHHELD);
    assert.equal(data.byEmail.otp_codes![0]!.code_hash, WITHHELD);
    assert.equal(data.byEmail.allowed_emails!.length, 1);
    assert.equal(data.byEmail.issue_reports!.length, 1);
    assert.deepEqual(
      data.auditLog.map((entry) => entry.action),
      ['promote-user'],
    );
    assert.deepEqual(Object.keys(data.about.sections as object).sort(), ['account', 'auditLog', 'byEmail', 'deletedPointsLedger', 'files', 'referencedBy']);
    assert.equal(data.about.chapter, 'Code Chapter');

    assert.equal(strFromU8(zip[`files/profile-picture-${files.picture}`]!), 'picture-bytes');
    const report = data.byEmail.issue_reports![0]!;
    assert.equal(strFromU8(zip[`files/issue-${String(report.id)}-${files.shot}`]!), 'shot-bytes');

    const everything = Object.values(zip)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    assert.ok(!everything.includes(b.email), "no trace of the other member's e-mail");
    for (const secret of ['nonce-secret-', 'feed-hash-', 'p-key-', 'a-key-', 'otp-hash-', 'code-123-']) assert.ok(!everything.includes(secret), secret);

    const csv = strFromU8(zip['points-history.csv']!).split('\r\n');
    assert.equal(csv[0], 'day,source,kind,platform,points,note,created_at');
    assert.match(csv[1]!, /^2026-11-02,adjustment:[^,]+,adjustment,,5,"'=HYPERLINK\(""x""\), ""quoted""\nnext",\d{4}-/);
    assert.match(csv[2]!, /^2026-11-03,adjustment:[^,]+,adjustment,,-2,,\d{4}-/);
  });

  it('withholds every column that looks like a secret in the tables it reads', async () => {
    const tables = [
      ...new Set([
        ...(await userReferences(t.database.db)).map((ref) => ref.table),
        'users',
        'otp_codes',
        'login_failures',
        'allowed_emails',
        'issue_reports',
        'audit_log',
        'deleted_points_ledger',
      ]),
    ];
    const columns = await sql<{ table: string; column: string }>`
      select table_name::text as "table", column_name::text as "column" from information_schema.columns
      where table_schema = 'public' and table_name = any (${tables})`.execute(t.database.db);
    const unlisted = columns.rows
      .filter(({ table, column }) => SECRET_LOOKING.test(column) && !NOT_SECRET.has(`${table}.${column}`) && !(SECRET_COLUMNS[table] ?? []).includes(column))
      .map(({ table, column }) => `${table}.${column}`);
    assert.deepEqual(unlisted, []);
  });

  it('refuses without a session, and a sixth export within the hour with the export message', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/user/export-my-data' })).statusCode, 401);
    const m = await member();
    for (let i = 0; i < 5; i += 1) assert.equal((await exportOf(m.token)).statusCode, 200);
    const busy = await exportOf(m.token);
    assert.equal(busy.statusCode, 429);
    assert.equal(busy.json().message, 'You have downloaded your data 5 times in the last hour. Please try again later.');
    assert.equal((await exportOf((await member()).token)).statusCode, 200, 'another member is counted apart');
  });

  it('builds a heavy member’s export (2,000 ledger rows) in one answer', async () => {
    const m = await member();
    await sql`
      insert into points_ledger (user_id, source, kind, platform, day, points, note)
      select ${m.id}, 'practice:leetcode:' || i, 'practice', 'leetcode', date '2024-01-01' + (i % 700), 1 + i % 5, case when i % 10 = 0 then 'note, with "quotes"' end
      from generate_series(1, 2000) i`.execute(t.database.db);
    const started = performance.now();
    const response = await exportOf(m.token);
    const ms = performance.now() - started;
    assert.equal(response.statusCode, 200);
    const zip = unzip(response.rawPayload);
    assert.equal(strFromU8(zip['points-history.csv']!).trim().split('\r\n').length, 2001);
    console.log(`heavy export: ${response.rawPayload.length} bytes zipped, data.json ${zip['data.json']!.length} bytes, ${Math.round(ms)} ms`);
  });
});

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas but not numbers', () => {
    assert.equal(csvCell('plain'), 'plain');
    assert.equal(csvCell('a,b'), '"a,b"');
    assert.equal(csvCell('say "hi"'), '"say ""hi"""');
    assert.equal(csvCell('two\nlines'), '"two\nlines"');
    assert.equal(csvCell('=1+2'), "'=1+2");
    assert.equal(csvCell('+cmd'), "'+cmd");
    assert.equal(csvCell('-x'), "'-x");
    assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(csvCell(-3), '-3');
    assert.equal(csvCell(null), '');
    assert.equal(csvCell(new Date('2026-01-02T03:04:05Z')), '2026-01-02T03:04:05.000Z');
    assert.equal(toCsv(['a', 'b'], [[1, '=x,y']]), 'a,b\r\n1,"\'=x,y"\r\n');
  });
});
