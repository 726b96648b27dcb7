// Where the notification centre's items come from (docs/notifications.md): a new announcement reaches every other
// unblocked account once; a verified handle, a role change and revised contest points reach the member concerned.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import type { PlatformClients } from '../../platforms';
import { verifyHandle } from '../points/handles';
import { settleContestPoints } from '../points/ledger';

describe('the notices members get', () => {
  let t: TestApp;
  const items = (userId: string, kind?: string) => {
    let query = t.database.db.selectFrom('notifications').select(['kind', 'title', 'body', 'link', 'dedupe_key']).where('user_id', '=', userId);
    if (kind) query = query.where('kind', '=', kind);
    return query.orderBy('created_at').execute();
  };

  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it('a new announcement gives every other unblocked account one item, once; its author and blocked accounts get none', async () => {
    const core = await addUser(t.database, 'COREMEMBER');
    const readers = [await addUser(t.database, 'USER'), await addUser(t.database, 'MEMBER'), await addUser(t.database, 'ADMIN')];
    const blocked = await addUser(t.database, 'MEMBER');
    await t.database.db.updateTable('users').set({ blocked: true }).where('id', '=', blocked.id).execute();
    const token = await loginAs(t.app, core.email, core.password);
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/core-member/create-announcement',
        headers: bearer(token),
        payload: { title: 'Hackathon on Friday', description: 'Teams of four. Bring a laptop.', date: '2031-03-04' },
      });
    const created = await post();
    assert.equal(created.statusCode, 200, created.body);
    const id = created.json().data._id as string;

    for (const reader of readers) {
      assert.deepEqual(await items(reader.id, 'announcement'), [
        { kind: 'announcement', title: 'Hackathon on Friday', body: 'Teams of four. Bring a laptop.', link: '/dashboard', dedupe_key: `announcement:${id}` },
      ]);
    }
    assert.deepEqual(await items(core.id, 'announcement'), [], 'the author is not told of their own post');
    assert.deepEqual(await items(blocked.id, 'announcement'), []);
    const everyone = await t.database.db.selectFrom('users').select('id').where('blocked', '=', false).where('id', '<>', core.id).execute();
    const count = await t.database.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('dedupe_key', '=', `announcement:${id}`)
      .executeTakeFirstOrThrow();
    assert.equal(Number(count.n), everyone.length, 'one item per account');

    // A second announcement is a second item, not a repeat of the first.
    assert.equal((await post()).statusCode, 200);
    assert.equal((await items(readers[0]!.id, 'announcement')).length, 2);
  });

  it('a role change tells the member their new role', async () => {
    const admin = await addUser(t.database, 'ADMIN');
    const member = await addUser(t.database, 'MEMBER');
    const token = await loginAs(t.app, admin.email, admin.password);
    const promoted = await t.app.inject({ method: 'POST', url: '/api/v1/admin/promote-user', headers: bearer(token), payload: { userId: member.id } });
    assert.equal(promoted.statusCode, 200, promoted.body);
    assert.deepEqual(await items(member.id, 'role-changed'), [
      {
        kind: 'role-changed',
        title: 'Your role is now Core member',
        body: 'An admin promoted you from Member to Core member.',
        link: '/profile',
        dedupe_key: null,
      },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/promote-user',
      headers: bearer(await loginAs(t.app, member.email, member.password)),
      payload: { userId: admin.id },
    });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(await items(admin.id, 'role-changed'), [], 'a refused change tells no one');
  });

  it('a verified handle is a notice; a failed verification is none', async () => {
    const member = await addUser(t.database, 'MEMBER');
    let shown = '';
    const clients = { leetcode: { fetchVerificationText: async () => shown } } as unknown as PlatformClients;
    const expires = new Date(Date.now() + 600_000);
    await t.database.db
      .insertInto('platform_accounts')
      .values({ user_id: member.id, platform: 'leetcode', handle: 'asha_codes', verification_code: 'CHAPTER-ABCD2345', code_expires_at: expires })
      .execute();
    await assert.rejects(verifyHandle(t.database.db, clients, member.id, 'leetcode', { retryDelaysMs: [] }));
    assert.deepEqual(await items(member.id, 'handle-verified'), []);
    shown = 'Asha CHAPTER-ABCD2345';
    await verifyHandle(t.database.db, clients, member.id, 'leetcode', { retryDelaysMs: [] });
    assert.deepEqual(await items(member.id, 'handle-verified'), [
      {
        kind: 'handle-verified',
        title: 'LeetCode handle verified',
        body: 'asha_codes is linked to your account. What you solve there from today earns points.',
        link: '/profile/edit',
        dedupe_key: null,
      },
    ]);
  });

  it('revised contest points tell each member whose points changed, once per contest and stage', async () => {
    const [ana, ben] = [await addUser(t.database, 'MEMBER'), await addUser(t.database, 'MEMBER')];
    const row = await t.database.db
      .insertInto('contests')
      .values({
        name: 'Round 77',
        link: 'https://codeforces.com/contest/77',
        platform: 'Codeforces',
        date: '2031-03-04',
        start_time: '10:00:00',
        end_time: '12:00:00',
        starts_at: new Date('2031-03-04T10:00:00Z'),
        ends_at: new Date('2031-03-04T12:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const contest = { id: row.id, name: 'Round 77', platform: 'codeforces' as const, day: '2031-03-04' };
    const standing = (user: { id: string; name: string }, problems: string[]) => ({ userId: user.id, name: user.name, problems, pointsPerProblem: 3 });
    const settle = (stage: number, rows: ReturnType<typeof standing>[]) =>
      t.database.db.transaction().execute((trx) => settleContestPoints(trx, contest, stage, rows));

    await settle(0, [standing(ana, ['A', 'B', 'C']), standing(ben, ['A'])]);
    assert.deepEqual([await items(ana.id, 'contest-revised'), await items(ben.id, 'contest-revised')], [[], []], 'first awards are no revision');

    await settle(1, [standing(ana, ['A', 'B']), standing(ben, ['A'])]);
    assert.deepEqual(await items(ana.id, 'contest-revised'), [
      {
        kind: 'contest-revised',
        title: 'Points revised: Round 77',
        body: "The contest's standings changed: your points for it went from 9 to 6.",
        link: '/profile',
        dedupe_key: `contest-revised:${row.id}:1`,
      },
    ]);
    assert.deepEqual(await items(ben.id, 'contest-revised'), [], 'unchanged points, no notice');

    // The same stage fetched again with another change: the ledger takes it, the member has still one notice of it.
    await settle(1, [standing(ana, ['A']), standing(ben, ['A'])]);
    assert.equal((await items(ana.id, 'contest-revised')).length, 1);
    await settle(2, [standing(ana, ['A', 'B', 'C']), standing(ben, ['A'])]);
    assert.equal((await items(ana.id, 'contest-revised')).length, 2, 'a later stage is a new notice');
  });
});
