import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { dateIn } from '../../clock';

const URL = '/api/v1/core-member';
const zone = 'Pacific/Kiritimati'; // UTC+14: the chapter's "today" is often not the server's

describe('announcements', () => {
  let t: TestApp;
  let core: string;
  let member: string;
  let user: string;
  let coreName: string;
  let coreId: string;

  before(async () => {
    t = await startTestApp({ timeZone: zone });
    const c = await addUser(t.database, 'VICEPRESIDENT');
    const m = await addUser(t.database, 'MEMBER');
    const u = await addUser(t.database, 'USER');
    core = await loginAs(t.app, c.email, c.password);
    member = await loginAs(t.app, m.email, m.password);
    user = await loginAs(t.app, u.email, u.password);
    coreName = c.name;
    coreId = c.id;
  });
  after(() => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', route: string, payload?: object) =>
    t.app.inject({ method, url: `${URL}/${route}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const list = async (token: string) => {
    const response = await call(token, 'GET', 'get-all-announcement');
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().message, 'Announcements fetched successfully');
    return response.json().data as Array<Record<string, unknown>>;
  };

  it('a core member posts one with two links (incomplete rows dropped); members and users read it', async () => {
    const created = await call(core, 'POST', 'create-announcement', {
      title: 'Hackathon registrations open',
      description: 'Teams of up to four.',
      date: '2030-01-15',
      time: '17:45',
      links: [
        { link: 'https://hack.example.org', linkText: 'Register' },
        { link: '', linkText: 'orphan text' },
        { link: 'https://hack.example.org/rules', linkText: 'Rules' },
        { link: 'https://half.example.org', linkText: '  ' },
      ],
    });
    assert.equal(created.statusCode, 200, created.body);
    const { message, data } = created.json();
    assert.equal(message, 'Announcement created successfully');
    const expected = {
      _id: data._id,
      title: 'Hackathon registrations open',
      description: 'Teams of up to four.',
      date: '2030-01-15T00:00:00.000Z',
      time: '17:45:00',
      links: [
        { link: 'https://hack.example.org', linkText: 'Register' },
        { link: 'https://hack.example.org/rules', linkText: 'Rules' },
      ],
      createdBy: { _id: coreId, name: coreName },
    };
    assert.deepEqual({ ...data, createdAt: undefined }, { ...expected, createdAt: undefined });
    for (const token of [member, user]) {
      const [first] = await list(token);
      assert.deepEqual({ ...first, createdAt: undefined }, { ...expected, createdAt: undefined });
    }
  });

  it("defaults the date to the chapter's today and keeps a missing time empty; lists newest first", async () => {
    const today = dateIn(new Date(), zone);
    const created = await call(core, 'POST', 'create-announcement', { title: 'Room change', description: 'Lab 3 today.' });
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().data.date, `${today}T00:00:00.000Z`);
    assert.equal(created.json().data.time, null);
    assert.deepEqual(created.json().data.links, []);
    await call(core, 'POST', 'create-announcement', { title: 'Old news', description: 'From the archive.', date: '2024-05-01', time: '' });
    const titles = (await list(member)).map((item) => item.title);
    assert.deepEqual(titles, ['Hackathon registrations open', 'Room change', 'Old news']);
  });

  it('answers bad input with plain messages and stores nothing', async () => {
    const before = (await list(core)).length;
    const base = { title: 'T', description: 'D', date: '2030-02-01' };
    const cases: Array<[object, string]> = [
      [{ title: '  ' }, 'Title is required'],
      [{ description: '' }, 'Description is required'],
      [{ date: '2030-02-30' }, 'Enter a valid date'],
      [{ date: '01/02/2030' }, 'Enter a valid date'],
      [{ time: '7pm' }, 'Enter a valid time'],
      [{ time: '24:10' }, 'Enter a valid time'],
      [{ links: [{ link: 'not a url', linkText: 'Click' }] }, 'Enter a valid URL'],
    ];
    for (const [change, message] of cases) {
      const response = await call(core, 'POST', 'create-announcement', { ...base, ...change });
      assert.equal(response.statusCode, 400, JSON.stringify(change));
      assert.equal(response.json().message, message, JSON.stringify(change));
    }
    assert.equal((await call(core, 'POST', 'create-announcement', { ...base, links: 'https://x.org' })).statusCode, 400);
    assert.equal(
      (await call(core, 'POST', 'create-announcement', { ...base, links: Array.from({ length: 21 }, () => ({ link: 'https://x.org', linkText: 'x' })) }))
        .statusCode,
      400,
    );
    assert.equal((await list(core)).length, before);
  });

  it('members and users may not post or delete; a visitor may not read', async () => {
    const [first] = await list(member);
    for (const token of [member, user]) {
      const post = await call(token, 'POST', 'create-announcement', { title: 'Mine', description: 'x' });
      assert.equal(post.statusCode, 403);
      assert.equal(post.json().message, 'You need CORE member access to add announcements');
      const remove = await call(token, 'DELETE', 'delete-announcement', { announcementId: first!._id });
      assert.equal(remove.statusCode, 403);
      assert.equal(remove.json().message, 'You need CORE member access to delete announcements');
    }
    assert.equal((await list(member))[0]!._id, first!._id);
    assert.equal((await t.app.inject({ method: 'GET', url: `${URL}/get-all-announcement` })).statusCode, 401);
  });

  it('a core member deletes one; unknown and malformed ids are not found', async () => {
    const [first] = await list(core);
    assert.equal((await call(core, 'DELETE', 'delete-announcement', {})).statusCode, 400);
    assert.equal((await call(core, 'DELETE', 'delete-announcement', { announcementId: 'x1' })).statusCode, 404);
    const removed = await call(core, 'DELETE', 'delete-announcement', { announcementId: first!._id });
    assert.equal(removed.statusCode, 200);
    assert.equal(removed.json().message, 'Announcement deleted successfully');
    assert.ok(!(await list(member)).some((item) => item._id === first!._id));
    const again = await call(core, 'DELETE', 'delete-announcement', { announcementId: first!._id });
    assert.equal(again.statusCode, 404);
    assert.equal(again.json().message, 'Announcement not found');
  });
});
