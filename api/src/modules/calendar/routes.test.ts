import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { dateIn } from '../../clock';

const URL = '/api/v1/core-member';

/** A day `days` from today in the chapter's zone, moved off the last day of its month (contests may not be there). */
function futureDay(days: number, timeZone: string): string {
  const day = new Date(Date.now() + days * 86_400_000);
  let iso = dateIn(day, timeZone);
  const [y, m, d] = iso.split('-').map(Number);
  if (new Date(Date.UTC(y!, m! - 1, d! + 1)).getUTCDate() === 1) iso = dateIn(new Date(day.getTime() - 86_400_000), timeZone);
  return iso;
}

describe('calendar contests', () => {
  let t: TestApp;
  let core: string;
  let member: string;
  const zone = 'Asia/Kolkata';
  const contest = () => ({
    contestName: 'Chapter Round 7',
    contestLink: 'https://codeforces.com/contest/2000',
    platform: 'Codeforces',
    date: futureDay(3, zone),
    startTime: '20:05',
    endTime: '22:05',
    toSendEmail: false,
  });

  before(async () => {
    t = await startTestApp({ timeZone: zone });
    const c = await addUser(t.database, 'COREMEMBER');
    const m = await addUser(t.database, 'MEMBER');
    core = await loginAs(t.app, c.email, c.password);
    member = await loginAs(t.app, m.email, m.password);
  });
  after(() => t.close());

  const create = (token: string, payload: object) => t.app.inject({ method: 'POST', url: `${URL}/create-contest`, headers: bearer(token), payload });
  const calendar = (token: string, month?: string) =>
    t.app.inject({ method: 'GET', url: `${URL}/get-dashboard-calender-data${month ? `?month=${month}` : ''}`, headers: bearer(token) });

  it('a core member schedules a contest; everyone signed in sees it grouped under its day', async () => {
    const input = contest();
    const created = await create(core, input);
    assert.equal(created.statusCode, 200, created.body);
    const { data } = created.json();
    assert.equal(data.contestName, 'Chapter Round 7');
    assert.equal(data.startTime, '20:05:00');

    const stored = await t.database.db.selectFrom('contests').select(['starts_at', 'ends_at']).where('id', '=', data._id).executeTakeFirstOrThrow();
    // 20:05 in Kolkata (UTC+5:30) is 14:35 UTC on the same day.
    assert.equal(new Date(stored.starts_at).toISOString(), `${input.date}T14:35:00.000Z`);
    assert.equal(new Date(stored.ends_at).getTime() - new Date(stored.starts_at).getTime(), 2 * 3_600_000);

    const response = await calendar(member, input.date.slice(0, 7));
    assert.equal(response.statusCode, 200);
    const day = response.json().data.contests.find((group: { _id: string }) => group._id === input.date);
    assert.ok(day, 'the contest day is listed');
    assert.deepEqual(day.contests, [
      { _id: data._id, contestName: 'Chapter Round 7', contestLink: input.contestLink, platform: 'Codeforces', startTime: '20:05:00', endTime: '22:05:00' },
    ]);
    assert.deepEqual(response.json().data.meetings, []);
    assert.deepEqual(response.json().data.festivals, []);
  });

  it('without a month, the calendar covers the coming months', async () => {
    const response = await calendar(member);
    assert.equal(response.statusCode, 200);
    assert.ok(response.json().data.contests.length >= 1);
  });

  it('refuses a member, and a visitor', async () => {
    const refused = await create(member, contest());
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, 'You need CORE member access to create events');
    const visitor = await t.app.inject({ method: 'GET', url: `${URL}/get-dashboard-calender-data` });
    assert.equal(visitor.statusCode, 401);
    const count = await t.database.db
      .selectFrom('contests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 1);
  });

  it('refuses bad input with the form messages and stores nothing', async () => {
    const [y, m] = futureDay(40, zone).split('-').map(Number);
    const lastDay = new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
    const cases: Array<[object, string]> = [
      [{ contestName: '' }, 'Title is required'],
      [{ contestLink: 'not a link' }, 'Enter a valid URL'],
      [{ platform: 'LeetCode' }, 'Platform must be Codeforces or CodeChef'],
      [{ endTime: '19:00' }, 'End time cannot be before start time'],
      [{ date: '2020-01-01' }, 'Date cannot be in the past'],
      [{ date: '2099-02-30' }, 'Enter a valid date'],
      [{ date: lastDay }, 'Contests cannot be scheduled on the last day of the month'],
      [{ startTime: '25:00' }, 'Enter a valid time'],
      [{ contestLink: 'https://codeforces.com/problemset' }, "Enter the contest's own link, e.g. https://codeforces.com/contest/2000"],
    ];
    for (const [change, message] of cases) {
      const response = await create(core, { ...contest(), ...change });
      assert.equal(response.statusCode, 400, JSON.stringify(change));
      assert.equal(response.json().message, message);
    }
    const wrongType = await create(core, { ...contest(), toSendEmail: 'sometimes' });
    assert.equal(wrongType.statusCode, 400);
    const count = await t.database.db
      .selectFrom('contests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 1);
  });

  it('deletes a contest by its day and id; a wrong pair deletes nothing', async () => {
    const input = contest();
    const { data } = (await create(core, { ...input, contestName: 'To be cancelled' })).json();
    const remove = (token: string, payload: object) => t.app.inject({ method: 'DELETE', url: `${URL}/delete-contest`, headers: bearer(token), payload });

    assert.equal((await remove(member, { dateId: input.date, contestId: data._id })).statusCode, 403);
    assert.equal((await remove(core, { dateId: '2031-01-01', contestId: data._id })).statusCode, 404);
    assert.equal((await remove(core, { dateId: input.date, contestId: 'nope' })).statusCode, 404);
    assert.equal((await remove(core, { dateId: input.date })).statusCode, 400);

    const removed = await remove(core, { dateId: input.date, contestId: data._id });
    assert.equal(removed.statusCode, 200);
    assert.equal(removed.json().message, 'Contest deleted successfully');
    const day = (await calendar(member, input.date.slice(0, 7))).json().data.contests.find((group: { _id: string }) => group._id === input.date);
    assert.ok(!day.contests.some((item: { _id: string }) => item._id === data._id));
  });
});
