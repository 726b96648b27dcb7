// The notification centre as a member's bell and panel use it (docs/notifications.md): each member sees and marks
// only their own items, newest first, with the unread count; items older than 90 days are pruned; signed out, 401.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { assertDeclared } from '../../../test/contract';
import { notify, pruneNotifications } from './notify';

type Method = 'GET' | 'POST';

describe('the notification centre', () => {
  let t: TestApp;
  let ana: { id: string; token: string };
  let ben: { id: string; token: string };

  const call = async (token: string | null, method: Method, url: string, payload?: object) => {
    const response = await t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
    assertDeclared(method, url, response.statusCode, response.json());
    return response;
  };
  const unread = async (token: string) => (await call(token, 'GET', '/notifications/unread-count')).json().unread as number;
  const list = async (token: string, query = '') => {
    const response = await call(token, 'GET', `/notifications${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  before(async () => {
    t = await startTestApp();
    for (const name of ['ana', 'ben'] as const) {
      const user = await addUser(t.database, 'MEMBER');
      const member = { id: user.id, token: await loginAs(t.app, user.email, user.password) };
      if (name === 'ana') ana = member;
      else ben = member;
    }
  });
  after(() => t.close());

  it('answers 401 to a caller who is not signed in, on every route', async () => {
    for (const [method, url] of [
      ['GET', '/notifications'],
      ['GET', '/notifications/unread-count'],
      ['POST', '/notifications/read'],
    ] as const) {
      const response = await call(null, method, url, method === 'POST' ? { all: true } : undefined);
      assert.equal(response.statusCode, 401, `${method} ${url}`);
    }
  });

  it("lists the caller's own items newest first, pages them, and counts the unread ones", async () => {
    const db = t.database.db;
    for (let i = 1; i <= 12; i += 1) {
      await notify(db, [ana.id], { kind: 'announcement', title: `Notice ${i}`, body: `Body ${i}`, link: '/dashboard', key: `test:${i}` });
    }
    await notify(db, [ben.id], { kind: 'role-changed', title: "Ben's own", link: '/profile' });
    // Spread the times so "newest first" is unambiguous.
    const rows = await db.selectFrom('notifications').select(['id', 'title']).where('user_id', '=', ana.id).execute();
    for (const row of rows) {
      const n = Number(row.title.split(' ')[1]);
      await db
        .updateTable('notifications')
        .set({ created_at: new Date(Date.UTC(2030, 0, 1, 0, n)) } as never)
        .where('id', '=', row.id)
        .execute();
    }

    const first = await list(ana.token);
    assert.equal(first.totalCount, 12);
    assert.equal(first.totalPages, 2);
    assert.equal(first.unread, 12);
    assert.deepEqual(
      first.data.map((item: { title: string }) => item.title),
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Notice ${n}`),
    );
    assert.deepEqual(
      { kind: first.data[0].kind, body: first.data[0].body, link: first.data[0].link, readAt: first.data[0].readAt },
      { kind: 'announcement', body: 'Body 12', link: '/dashboard', readAt: null },
    );
    const second = await list(ana.token, '?page=2&limit=10');
    assert.deepEqual(
      second.data.map((item: { title: string }) => item.title),
      ['Notice 2', 'Notice 1'],
    );
    assert.equal((await list(ana.token, '?limit=5')).data.length, 5);
    assert.equal((await call(ana.token, 'GET', '/notifications?limit=500')).statusCode, 400, 'a page holds at most 50');

    const bens = await list(ben.token);
    assert.deepEqual(
      bens.data.map((item: { title: string }) => item.title),
      ["Ben's own"],
    );
    assert.equal(await unread(ana.token), 12);
    assert.equal(await unread(ben.token), 1);
  });

  it("marks read only the caller's own items; { all: true } marks the rest", async () => {
    const anas = (await list(ana.token)).data as Array<{ _id: string }>;
    const bensId = ((await list(ben.token)).data as Array<{ _id: string }>)[0]!._id;

    const some = await call(ana.token, 'POST', '/notifications/read', { ids: [anas[0]!._id, anas[1]!._id, bensId, 'not-an-id'] });
    assert.equal(some.statusCode, 200, some.body);
    assert.deepEqual(some.json(), { message: 'Notifications marked as read', marked: 2, unread: 10 });
    assert.equal(await unread(ben.token), 1, "Ben's item stays unread: Ana cannot mark it");
    const after = (await list(ana.token)).data as Array<{ _id: string; readAt: string | null }>;
    assert.ok(after[0]!.readAt && after[1]!.readAt, 'the two are read');
    assert.equal(after[2]!.readAt, null);

    const again = await call(ana.token, 'POST', '/notifications/read', { ids: [anas[0]!._id] });
    assert.equal(again.json().marked, 0, 'an item already read is not marked twice');

    const all = await call(ana.token, 'POST', '/notifications/read', { all: true });
    assert.deepEqual(all.json(), { message: 'Notifications marked as read', marked: 10, unread: 0 });
    assert.equal(await unread(ana.token), 0);
    assert.equal(await unread(ben.token), 1);
  });

  it('answers a body naming nothing to mark with 400', async () => {
    for (const payload of [{}, { ids: 'x' }, { ids: [1] }, { all: false }]) {
      const response = await call(ana.token, 'POST', '/notifications/read', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
    }
  });

  it('keeps one item per member and key, however often the same notice comes', async () => {
    const first = await notify(t.database.db, [ben.id], { kind: 'reminder', title: 'Once', key: 'once:1' });
    const second = await notify(t.database.db, [ben.id], { kind: 'reminder', title: 'Once', key: 'once:1' });
    assert.deepEqual([first, second], [1, 0]);
    assert.equal(((await list(ben.token)).data as Array<{ title: string }>).filter((item) => item.title === 'Once').length, 1);
  });

  it('prunes items older than 90 days on the test clock, read or not, and keeps the rest', async () => {
    const db = t.database.db;
    const now = new Date(Date.UTC(2031, 5, 1, 12));
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await notify(db, [ben.id], { kind: 'announcement', title: 'Old', key: 'prune:old' });
    await notify(db, [ben.id], { kind: 'announcement', title: 'Just kept', key: 'prune:kept' });
    await db
      .updateTable('notifications')
      .set({ created_at: at(91) } as never)
      .where('dedupe_key', '=', 'prune:old')
      .execute();
    await db
      .updateTable('notifications')
      .set({ created_at: at(89) } as never)
      .where('dedupe_key', '=', 'prune:kept')
      .execute();
    // On this clock Ben's other items are old too; the check is about the two made for it.
    await pruneNotifications(db, now);
    const left = await db.selectFrom('notifications').select('dedupe_key').where('user_id', '=', ben.id).where('dedupe_key', 'like', 'prune:%').execute();
    assert.deepEqual(
      left.map((row) => row.dedupe_key),
      ['prune:kept'],
    );
  });
});
