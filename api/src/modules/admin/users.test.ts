import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { pictureUrl } from '../../files';
import { dateIn } from '../../clock';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { storedTestFile } from '../../../test/files';

type Method = 'POST' | 'DELETE' | 'GET';
const NOBODY = '00000000-0000-4000-8000-000000000000';

async function signedIn(t: TestApp, role: Parameters<typeof addUser>[1]) {
  const user = await addUser(t.database, role);
  return { ...user, token: await loginAs(t.app, user.email, user.password) };
}

const caller = (t: TestApp) => (token: string, method: Method, path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('admin: members list and role ladder', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let president: Awaited<ReturnType<typeof signedIn>>;
  let call: ReturnType<typeof caller>;
  before(async () => {
    t = await startTestApp();
    call = caller(t);
    admin = await signedIn(t, 'ADMIN');
    president = await signedIn(t, 'PRESIDENT');
  });
  after(() => t.close());

  it('refuses everyone below ADMIN on every new route, changing nothing', async () => {
    const target = await addUser(t.database, 'MEMBER');
    const routes: Array<[Method, string, object]> = [
      ['POST', 'admin/fetch-all-users', {}],
      ['POST', 'admin/promote-user', { userId: target.id }],
      ['POST', 'admin/demote-user', { userId: target.id }],
      ['DELETE', 'admin/delete-user-account', { userId: target.id }],
      ['POST', 'admin/toggle-protected-status', { userId: target.id }],
      ['POST', 'admin/fetch-audit-log', {}],
    ];
    for (const [method, path, payload] of routes) {
      const response = await call(president.token, method, path, payload);
      assert.equal(response.statusCode, 403, path);
      assert.deepEqual(response.json(), { message: 'Unauthorized access! Only admins allowed.' });
      assert.equal((await t.app.inject({ method, url: `/api/v1/${path}`, payload })).statusCode, 401);
    }
    const row = await t.database.db.selectFrom('users').select(['role', 'protected']).where('id', '=', target.id).executeTakeFirstOrThrow();
    assert.deepEqual(row, { role: 'MEMBER', protected: false });
  });

  it('lists accounts by name with search, roles, protection, paging and this month’s points', async () => {
    const db = t.database.db;
    const names = ['Zed Listed', 'amy Listed', 'Bob Listed'];
    const made = [];
    for (const name of names) {
      const user = await addUser(t.database, 'MEMBER');
      await db.updateTable('users').set({ name, phone_number: '9999999999', academic_year: 2 }).where('id', '=', user.id).execute();
      made.push(user);
    }
    await db.updateTable('users').set({ role: 'COREMEMBER', protected: true }).where('id', '=', made[2]!.id).execute();
    const today = dateIn(new Date(), t.config.timeZone);
    await db
      .insertInto('points_ledger')
      .values([
        { user_id: made[1]!.id, source: 'adjustment:a', kind: 'adjustment', day: today, points: 7 },
        { user_id: made[1]!.id, source: 'adjustment:b', kind: 'adjustment', day: today, points: 5 },
        { user_id: made[1]!.id, source: 'adjustment:old', kind: 'adjustment', day: '2001-01-15', points: 100 },
      ])
      .execute();

    const asc = await call(admin.token, 'POST', 'admin/fetch-all-users', { search: 'LISTED', limit: 2 });
    assert.equal(asc.statusCode, 200, asc.body);
    const body = asc.json();
    assert.deepEqual(
      { ...body, data: body.data.map((u: { name: string }) => u.name) },
      {
        message: 'Users fetched successfully',
        data: ['amy Listed', 'Bob Listed'],
        currentPage: 1,
        limit: 2,
        totalPages: 2,
        totalCount: 3,
      },
    );
    assert.deepEqual(body.data[0], {
      _id: made[1]!.id,
      name: 'amy Listed',
      email: made[1]!.email,
      phoneNumber: '9999999999',
      subscribed: true,
      role: 'MEMBER',
      position: 'MEMBER',
      protected: false,
      blocked: false,
      profilePicture: null,
      totalQuestionSolved: 12,
      academicYear: 2,
    });
    const desc = await call(admin.token, 'POST', 'admin/fetch-all-users', { search: 'listed', sortOrder: -1, page: 1, limit: 100 });
    assert.deepEqual(
      desc.json().data.map((u: { name: string }) => u.name),
      ['Zed Listed', 'Bob Listed', 'amy Listed'],
    );
    const byEmail = await call(admin.token, 'POST', 'admin/fetch-all-users', { search: made[0]!.email.toUpperCase() });
    assert.deepEqual(
      byEmail.json().data.map((u: { _id: string }) => u._id),
      [made[0]!.id],
    );
    const core = await call(admin.token, 'POST', 'admin/fetch-all-users', { search: 'listed', roles: ['COREMEMBER', 'ADMIN'] });
    assert.deepEqual(
      core.json().data.map((u: { name: string }) => u.name),
      ['Bob Listed'],
    );
    const unprotected = await call(admin.token, 'POST', 'admin/fetch-all-users', { search: 'listed', protected: false });
    assert.deepEqual(
      unprotected.json().data.map((u: { name: string }) => u.name),
      ['amy Listed', 'Zed Listed'],
    );
    const protectedOnes = await call(admin.token, 'POST', 'admin/fetch-all-users', { search: 'listed', protected: true });
    assert.deepEqual(
      protectedOnes.json().data.map((u: { name: string }) => u.name),
      ['Bob Listed'],
    );
    const none = await call(admin.token, 'POST', 'admin/fetch-all-users', { search: '100%_sure' });
    assert.deepEqual([none.json().data, none.json().totalPages, none.json().totalCount], [[], 0, 0]);
    const defaults = (await call(admin.token, 'POST', 'admin/fetch-all-users', {})).json();
    assert.deepEqual([defaults.currentPage, defaults.limit], [1, 20]);
  });

  it('refuses bad list values with a 400 and a plain message', async () => {
    const cases: Array<[object, string]> = [
      [{ page: 0 }, 'page must be a whole number from 1 to 1000000'],
      [{ page: 1.5 }, 'page must be a whole number from 1 to 1000000'],
      [{ limit: 101 }, 'limit must be a whole number from 1 to 100'],
      [{ limit: 'x' }, 'limit must be a whole number from 1 to 100'],
      [{ limit: Number.MAX_SAFE_INTEGER * 4 }, 'limit is out of range'], // beyond exact integers: the request gate refuses it first
      [{ sortOrder: 0 }, 'sortOrder must be 1 or -1'],
      [{ search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
      [{ search: ['a'] }, 'search must be text'],
      [{ roles: 'ADMIN' }, 'roles must be a list of USER, MEMBER, COREMEMBER, VICEPRESIDENT, PRESIDENT, ADMIN'],
      [{ roles: ['KING'] }, 'roles must be a list of USER, MEMBER, COREMEMBER, VICEPRESIDENT, PRESIDENT, ADMIN'],
      [{ protected: 'maybe' }, 'protected must be true or false'],
    ];
    for (const [payload, message] of cases) {
      const response = await call(admin.token, 'POST', 'admin/fetch-all-users', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json(), { message });
    }
  });

  it('answers odd bodies with a 4xx and a message, never a 500', async () => {
    const routes: Array<[Method, string]> = [
      ['POST', 'admin/fetch-all-users'],
      ['POST', 'admin/promote-user'],
      ['POST', 'admin/demote-user'],
      ['DELETE', 'admin/delete-user-account'],
      ['POST', 'admin/toggle-protected-status'],
      ['POST', 'admin/fetch-audit-log'],
      ['POST', 'admin/run-job'],
      ['POST', 'admin/update-points'],
    ];
    const bodies: unknown[] = [
      [],
      'text',
      5,
      { userId: {} },
      { userId: ['x'] },
      { page: {} },
      { limit: [] },
      { roles: [null] },
      { search: 5 },
      { job: {} },
      { delta: 'x', userId: NOBODY },
    ];
    for (const [method, path] of routes) {
      for (const body of bodies) {
        const response = await t.app.inject({
          method,
          url: `/api/v1/${path}`,
          headers: { ...bearer(admin.token), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        assert.ok(response.statusCode < 500, `${path} ${JSON.stringify(body)}: ${response.statusCode} ${response.body}`);
        if (response.statusCode >= 400) assert.equal(typeof response.json().message, 'string');
      }
    }
    assert.equal((await call(admin.token, 'GET', 'admin/job-run/not-an-id')).statusCode, 404);
  });

  it('promotes and demotes one step at a time, never past ADMIN nor below USER', async () => {
    const user = await addUser(t.database, 'USER');
    const ladder = ['MEMBER', 'COREMEMBER', 'VICEPRESIDENT', 'PRESIDENT', 'ADMIN'];
    for (const role of ladder) {
      const response = await call(admin.token, 'POST', 'admin/promote-user', { userId: user.id });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { message: `User promoted to ${role}`, data: { _id: user.id, role } });
    }
    const top = await call(admin.token, 'POST', 'admin/promote-user', { userId: user.id });
    assert.equal(top.statusCode, 400);
    assert.deepEqual(top.json(), { message: 'This user is already an ADMIN, the highest role' });
    for (const role of [...ladder.slice(0, -1)].reverse().concat('USER')) {
      const response = await call(admin.token, 'POST', 'admin/demote-user', { userId: user.id });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json().data, { _id: user.id, role });
    }
    const bottom = await call(admin.token, 'POST', 'admin/demote-user', { userId: user.id });
    assert.equal(bottom.statusCode, 400);
    assert.deepEqual(bottom.json(), { message: 'This user is already a USER, the lowest role' });
    // A registered student can now become a member: the gap this route closes.
    assert.equal((await call(admin.token, 'POST', 'admin/promote-user', { userId: user.id })).json().data.role, 'MEMBER');
  });

  it('answers 404 for unknown or malformed ids and 400 without one, on every account route', async () => {
    for (const [method, path] of [
      ['POST', 'promote-user'],
      ['POST', 'demote-user'],
      ['DELETE', 'delete-user-account'],
      ['POST', 'toggle-protected-status'],
    ] as const) {
      for (const userId of [NOBODY, 'not-a-uuid', 42]) {
        const response = await call(admin.token, method, `admin/${path}`, { userId });
        assert.equal(response.statusCode, 404, `${path} ${userId}`);
        assert.deepEqual(response.json(), { message: 'User not found!' });
      }
      const missing = await call(admin.token, method, `admin/${path}`, {});
      assert.equal(missing.statusCode, 400);
      assert.deepEqual(missing.json(), { message: 'userId is required' });
    }
  });

  it('a demoted admin loses the admin area on their very next request', async () => {
    const other = await signedIn(t, 'ADMIN');
    assert.equal((await call(other.token, 'POST', 'admin/fetch-all-users', {})).statusCode, 200);
    assert.equal((await call(admin.token, 'POST', 'admin/demote-user', { userId: other.id })).statusCode, 200);
    const after = await call(other.token, 'POST', 'admin/fetch-all-users', {});
    assert.equal(after.statusCode, 403);
    assert.deepEqual(after.json(), { message: 'Unauthorized access! Only admins allowed.' });
  });

  it('toggles protection and records every change in the audit log with before and after', async () => {
    const user = await addUser(t.database, 'MEMBER');
    const on = await call(admin.token, 'POST', 'admin/toggle-protected-status', { userId: user.id });
    assert.deepEqual(on.json(), { message: 'User is now protected', data: { _id: user.id, protected: true } });
    const off = await call(admin.token, 'POST', 'admin/toggle-protected-status', { userId: user.id });
    assert.deepEqual(off.json(), { message: 'User is no longer protected', data: { _id: user.id, protected: false } });
    await call(admin.token, 'POST', 'admin/promote-user', { userId: user.id });

    const log = await call(admin.token, 'POST', 'admin/fetch-audit-log', { targetId: user.id });
    assert.equal(log.statusCode, 200, log.body);
    const body = log.json();
    assert.equal(body.totalCount, 3);
    assert.deepEqual(
      body.data.map((entry: { action: string; actor: object; target: object; before: object; after: object }) => [
        entry.action,
        entry.actor,
        entry.target,
        entry.before,
        entry.after,
      ]),
      [
        ['promote-user', { _id: admin.id, name: admin.name }, { _id: user.id, name: user.name }, { role: 'MEMBER' }, { role: 'COREMEMBER' }],
        ['toggle-protected-status', { _id: admin.id, name: admin.name }, { _id: user.id, name: user.name }, { protected: true }, { protected: false }],
        ['toggle-protected-status', { _id: admin.id, name: admin.name }, { _id: user.id, name: user.name }, { protected: false }, { protected: true }],
      ],
    );
    assert.ok(Date.now() - Date.parse(body.data[0].at) < 60_000);
    assert.ok(body.actions.includes('promote-user') && body.actions.includes('toggle-protected-status'));
    const filtered = await call(admin.token, 'POST', 'admin/fetch-audit-log', { targetId: user.id, action: 'promote-user' });
    assert.equal(filtered.json().totalCount, 1);
    const byActor = await call(admin.token, 'POST', 'admin/fetch-audit-log', { actorId: president.id });
    assert.equal(byActor.json().totalCount, 0);
    for (const bad of [{ actorId: 'x' }, { limit: 0 }, { action: 5 }]) {
      assert.equal((await call(admin.token, 'POST', 'admin/fetch-audit-log', bad)).statusCode, 400, JSON.stringify(bad));
    }
  });

  it('adds manual points with a reason: a signed ledger row the member sees in their history, audited', async () => {
    const member = await signedIn(t, 'MEMBER');
    const response = await call(admin.token, 'POST', 'admin/update-points', { userId: member.id, delta: 15, reason: 'Won the hackathon' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { message: 'Added 15 points' });
    const history = (await call(member.token, 'POST', 'user/get-points-history', {})).json().data;
    assert.equal(history.total, 15);
    assert.equal(history.entries.length, 1);
    const [entry] = history.entries;
    assert.deepEqual(
      { ...entry, at: undefined },
      {
        day: dateIn(new Date(), t.config.timeZone),
        kind: 'adjustment',
        platform: null,
        points: 15,
        contestName: null,
        note: 'Won the hackathon',
        by: admin.name,
        at: undefined,
        // An adjustment is final as written, and no re-fetch revises it.
        provisional: false,
        revision: null,
      },
    );
    assert.ok(Math.abs(Date.now() - Date.parse(entry.at)) < 60_000, entry.at);
    const log = (await call(admin.token, 'POST', 'admin/fetch-audit-log', { targetId: member.id, action: 'update-points' })).json();
    assert.equal(log.totalCount, 1);
    assert.deepEqual(log.data[0].after, { delta: 15, day: entry.day, reason: 'Won the hackathon' });
    // Refused input writes nothing, to the ledger or the log.
    assert.equal((await call(admin.token, 'POST', 'admin/update-points', { userId: member.id, delta: 0, reason: 'x' })).statusCode, 400);
    assert.equal((await call(admin.token, 'POST', 'admin/fetch-audit-log', { targetId: member.id })).json().totalCount, 1);
  });
});

describe('admin: the last admin and deleting accounts', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  before(async () => {
    t = await startTestApp();
    call = caller(t);
  });
  after(() => t.close());

  const role = async (id: string) => (await t.database.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirst())?.role;

  it('the only two admins both demoted at once: exactly one succeeds, one admin remains', async () => {
    const a = await signedIn(t, 'ADMIN');
    const b = await signedIn(t, 'ADMIN');
    // Several rounds: on PostgreSQL the two requests really run at the same time.
    for (let round = 0; round < 5; round += 1) {
      const [first, second] = await Promise.all([
        call(a.token, 'POST', 'admin/demote-user', { userId: a.id }),
        call(b.token, 'POST', 'admin/demote-user', { userId: b.id }),
      ]);
      assert.deepEqual([first.statusCode, second.statusCode].sort(), [200, 400], `${first.body} ${second.body}`);
      const refused = first.statusCode === 400 ? first : second;
      assert.deepEqual(refused.json(), { message: 'The chapter must keep at least one admin: this is the last one' });
      assert.deepEqual([await role(a.id), await role(b.id)].sort(), ['ADMIN', 'PRESIDENT']);
      await t.database.db.updateTable('users').set({ role: 'ADMIN' }).where('id', 'in', [a.id, b.id]).execute();
    }

    // Demoting each other: one succeeds; the other is refused, by the last-admin rule or because its sender is no admin now.
    const [ab, ba] = await Promise.all([
      call(a.token, 'POST', 'admin/demote-user', { userId: b.id }),
      call(b.token, 'POST', 'admin/demote-user', { userId: a.id }),
    ]);
    assert.equal([ab, ba].filter((r) => r.statusCode === 200).length, 1, `${ab.body} ${ba.body}`);
    assert.ok([ab, ba].some((r) => r.statusCode === 400 || r.statusCode === 403));
    assert.deepEqual([await role(a.id), await role(b.id)].sort(), ['ADMIN', 'PRESIDENT']);
    const survivor = (await role(a.id)) === 'ADMIN' ? a : b;
    const gone = survivor === a ? b : a;
    // Also both demoting the same other admin in parallel from a three-admin chapter leaves exactly one demotion.
    await t.database.db.updateTable('users').set({ role: 'ADMIN' }).where('id', '=', gone.id).execute();
    const c = await signedIn(t, 'ADMIN');
    const results = await Promise.all([
      call(survivor.token, 'POST', 'admin/demote-user', { userId: gone.id }),
      call(gone.token, 'POST', 'admin/demote-user', { userId: c.id }),
      call(c.token, 'POST', 'admin/demote-user', { userId: survivor.id }),
    ]);
    const admins = await t.database.db.selectFrom('users').select('id').where('role', '=', 'ADMIN').execute();
    assert.ok(admins.length >= 1, 'an admin remains');
    // Every refusal was the last-admin rule, or the demoter had already lost the admin area.
    for (const response of results) assert.ok([200, 400, 403].includes(response.statusCode), response.body);
    assert.equal(results.filter((r) => r.statusCode === 200).length, 3 - admins.length);
  });

  it('the last admin cannot be demoted or deleted, and nobody deletes themselves here', async () => {
    const admins = await t.database.db.selectFrom('users').select('id').where('role', '=', 'ADMIN').execute();
    // Leave one admin.
    await t.database.db
      .updateTable('users')
      .set({ role: 'MEMBER' })
      .where(
        'id',
        'in',
        admins.map((a) => a.id),
      )
      .execute();
    const last = await signedIn(t, 'ADMIN');
    const demoted = await call(last.token, 'POST', 'admin/demote-user', { userId: last.id });
    assert.equal(demoted.statusCode, 400);
    assert.deepEqual(demoted.json(), { message: 'The chapter must keep at least one admin: this is the last one' });
    const self = await call(last.token, 'DELETE', 'admin/delete-user-account', { userId: last.id });
    assert.equal(self.statusCode, 403);
    assert.deepEqual(self.json(), { message: 'You cannot delete your own account here' });
    // With a second admin, the first cannot delete itself but the second can no longer... delete the last one only while two exist.
    const second = await signedIn(t, 'ADMIN');
    assert.equal((await call(second.token, 'DELETE', 'admin/delete-user-account', { userId: last.id })).statusCode, 200);
    assert.equal(await role(last.id), undefined);
    const lastAgain = await call(second.token, 'POST', 'admin/demote-user', { userId: second.id });
    assert.equal(lastAgain.statusCode, 400);
    assert.equal(await role(second.id), 'ADMIN');
  });

  it('refuses to delete a protected member', async () => {
    const admin = await signedIn(t, 'ADMIN');
    const member = await addUser(t.database, 'MEMBER');
    await call(admin.token, 'POST', 'admin/toggle-protected-status', { userId: member.id });
    const response = await call(admin.token, 'DELETE', 'admin/delete-user-account', { userId: member.id });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { message: 'This member is protected and cannot be deleted' });
    assert.equal(await role(member.id), 'MEMBER');
  });

  it('deleting a member removes sign-in, profile, handles and board rows; ledger rows are archived and count nowhere', async () => {
    const db = t.database.db;
    const admin = await signedIn(t, 'ADMIN');
    const member = await signedIn(t, 'MEMBER');
    const today = dateIn(new Date(), t.config.timeZone);
    await db
      .insertInto('platform_accounts')
      .values({ user_id: member.id, platform: 'leetcode', handle: 'gone_coder', verified_at: new Date(), profile: JSON.stringify({ totalProblemSolved: 40 }) })
      .execute();
    await db.insertInto('solved_days').values({ user_id: member.id, platform: 'leetcode', day: today, solved: 2 }).execute();
    await db
      .insertInto('points_ledger')
      .values({ user_id: member.id, source: `practice:leetcode:${today}`, kind: 'practice', platform: 'leetcode', day: today, points: 1 })
      .execute();
    await call(admin.token, 'POST', 'admin/update-points', { userId: member.id, delta: 30, reason: 'Talk' });
    const { name: pictureName } = await storedTestFile(db, 'public');
    await db
      .updateTable('users')
      .set({ profile_picture: JSON.stringify({ url: pictureUrl(pictureName) }) })
      .where('id', '=', member.id)
      .execute();
    const listed = (await call(admin.token, 'POST', 'admin/fetch-all-users', { search: member.email })).json().data[0];
    assert.equal(listed.profilePicture, pictureUrl(pictureName));
    const board = async () =>
      (await call(admin.token, 'POST', 'user/get-leaderboard-data', { limit: 100 }))
        .json()
        .data.map((row: { _id?: string; userId?: string; id?: string }) => row._id ?? row.userId ?? row.id);
    assert.ok((await board()).includes(member.id), 'on the board before');
    assert.ok((await db.selectFrom('leaderboard_members').select('user_id').where('user_id', '=', member.id).executeTakeFirst()) !== undefined);

    const response = await call(admin.token, 'DELETE', 'admin/delete-user-account', { userId: member.id });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { message: 'User account deleted successfully' });

    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: member.email, password: member.password } });
    assert.equal(login.statusCode, 400, 'the same answer as for any unknown e-mail');
    assert.equal((await call(member.token, 'POST', 'user/get-points-history', {})).statusCode, 401);
    const profile = await call(admin.token, 'POST', 'user/get-profile-data', { userId: member.id });
    assert.equal(profile.statusCode, 404, profile.body);
    assert.equal(await db.selectFrom('stored_files').select('name').where('name', '=', pictureName).executeTakeFirst(), undefined, 'the picture is removed');
    assert.equal((await db.selectFrom('platform_accounts').select('user_id').where('user_id', '=', member.id).execute()).length, 0);
    assert.equal((await db.selectFrom('solved_days').select('user_id').where('user_id', '=', member.id).execute()).length, 0);
    assert.equal((await db.selectFrom('leaderboard_members').select('user_id').where('user_id', '=', member.id).execute()).length, 0);
    assert.equal((await db.selectFrom('leaderboard_entries').select('user_id').where('user_id', '=', member.id).execute()).length, 0);
    assert.equal((await db.selectFrom('points_ledger').select('id').where('user_id', '=', member.id).execute()).length, 0);
    const archived = await db
      .selectFrom('deleted_points_ledger')
      .select(['points', 'note', 'created_by'])
      .where('user_id', '=', member.id)
      .orderBy('points')
      .execute();
    assert.deepEqual(archived, [
      { points: 1, note: null, created_by: null },
      { points: 30, note: 'Talk', created_by: admin.id },
    ]);
    assert.ok(!(await board()).includes(member.id), 'off the board after');
    const log = (await call(admin.token, 'POST', 'admin/fetch-audit-log', { targetId: member.id, action: 'delete-user-account' })).json();
    assert.equal(log.totalCount, 1);
    assert.deepEqual(log.data[0].before, { name: member.name, email: member.email, role: 'MEMBER', protected: false });
    assert.deepEqual(log.data[0].after, { deleted: true, ledgerRowsArchived: 2 });
    assert.deepEqual(log.data[0].target, { _id: member.id, name: member.name });
    assert.equal((await call(admin.token, 'DELETE', 'admin/delete-user-account', { userId: member.id })).statusCode, 404);
  });
});
