import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readOutbox } from '../../mail';
import { startEventMail } from '../../jobs/eventMail';
import type { JobsHandle } from '../deps';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { dateIn } from '../../clock';

const URL = '/api/v1/core-member';
const zone = 'Asia/Kolkata';
const quiet = { info() {}, warn() {}, error() {} };

/** A day `days` from today in the chapter's zone, off the last day of its month. */
function futureDay(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  let iso = dateIn(day, zone);
  const [y, m, d] = iso.split('-').map(Number);
  if (new Date(Date.UTC(y!, m! - 1, d! + 1)).getUTCDate() === 1) iso = dateIn(new Date(day.getTime() - 86_400_000), zone);
  return iso;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe('calendar meetings, minutes and festivals', () => {
  let t: TestApp;
  const jobs: JobsHandle = { queue: null, mail: null };
  const tokens: Record<'user' | 'member' | 'core' | 'admin', string> = { user: '', member: '', core: '', admin: '' };
  const emails: Record<string, string> = {};

  const meeting = () => ({
    title: 'Monthly planning',
    description: 'What we run in the coming month',
    meetingLink: 'https://meet.example.org/plan',
    meetingDate: futureDay(5),
    meetingTime: '18:30',
    compulsory: true,
    toSendEmail: false,
  });

  before(async () => {
    t = await startTestApp({ timeZone: zone }, undefined, undefined, jobs);
    for (const [key, role] of [
      ['user', 'USER'],
      ['member', 'MEMBER'],
      ['core', 'COREMEMBER'],
      ['admin', 'ADMIN'],
    ] as const) {
      const person = await addUser(t.database, role);
      tokens[key] = await loginAs(t.app, person.email, person.password);
      emails[key] = person.email;
    }
    const quietMember = await addUser(t.database, 'MEMBER');
    emails.unsubscribed = quietMember.email;
    await t.database.db.updateTable('users').set({ subscribed: false }).where('id', '=', quietMember.id).execute();
  });
  after(async () => {
    await jobs.mail?.stop();
    await t.close();
  });

  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', route: string, payload?: object) =>
    t.app.inject({ method, url: `${URL}/${route}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const calendar = async (token: string, month: string) => {
    const response = await call(token, 'GET', `get-dashboard-calender-data?month=${month}`);
    assert.equal(response.statusCode, 200);
    return response.json().data;
  };
  const count = async (table: 'meetings' | 'festivals') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a core member schedules a meeting; everyone signed in sees it under its day with its attendees', async () => {
    const input = meeting();
    const created = await call(tokens.core, 'POST', 'create-meeting', { ...input, attendees: 'MEMBER' });
    assert.equal(created.statusCode, 200, created.body);
    const { message, data } = created.json();
    assert.equal(message, 'Meeting created successfully');
    assert.equal(data.dateId, input.meetingDate);

    const day = (await calendar(tokens.user, input.meetingDate.slice(0, 7))).meetings.find((group: { _id: string }) => group._id === input.meetingDate);
    assert.ok(day, 'the meeting day is listed');
    assert.equal(day.meetingDate, input.meetingDate);
    assert.deepEqual(day.notices, [
      {
        _id: data.noticeId,
        title: 'Monthly planning',
        description: 'What we run in the coming month',
        meetingTime: '18:30:00',
        meetingLink: 'https://meet.example.org/plan',
        compulsory: true,
        MoMLink: null,
        attendees: 'MEMBER',
      },
    ]);
    const everyone = await call(tokens.core, 'POST', 'create-meeting', { ...input, title: 'Open house', meetingTime: '09:05:30', attendees: 'all' });
    assert.equal(everyone.statusCode, 200);
    const core = await call(tokens.core, 'POST', 'create-meeting', {
      ...input,
      title: 'Core huddle',
      meetingTime: '21:00',
      attendees: 'COREMEMBER',
      compulsory: false,
    });
    assert.equal(core.statusCode, 200);
    const notices = (await calendar(tokens.member, input.meetingDate.slice(0, 7))).meetings.find(
      (group: { _id: string }) => group._id === input.meetingDate,
    ).notices;
    assert.deepEqual(
      notices.map((notice: { title: string; meetingTime: string; attendees: string; compulsory: boolean }) => [
        notice.title,
        notice.meetingTime,
        notice.attendees,
        notice.compulsory,
      ]),
      [
        ['Open house', '09:05:30', 'ALL', true],
        ['Monthly planning', '18:30:00', 'MEMBER', true],
        ['Core huddle', '21:00:00', 'COREMEMBER', false],
      ],
    );
  });

  it('refuses users and members every write, with the events message for creation', async () => {
    const before = await count('meetings');
    for (const token of [tokens.user, tokens.member]) {
      const refused = await call(token, 'POST', 'create-meeting', meeting());
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().message, 'You need CORE member access to create events');
      const festival = await call(token, 'POST', 'add-festival', { title: 'Diwali', date: futureDay(9) });
      assert.equal(festival.json().message, 'You need CORE member access to create events');
      for (const [method, route] of [
        ['DELETE', 'delete-meeting'],
        ['POST', 'create-mom'],
        ['DELETE', 'delete-mom'],
        ['DELETE', 'delete-festival'],
      ] as const) {
        const response = await call(token, method, route, {});
        assert.equal(response.statusCode, 403, route);
        assert.equal(response.json().message, 'You need CORE member access to change events');
      }
    }
    assert.equal(await count('meetings'), before);
    assert.equal((await t.app.inject({ method: 'POST', url: `${URL}/create-meeting`, payload: meeting() })).statusCode, 401);
  });

  it('answers bad meeting input with the form messages and stores nothing', async () => {
    const before = await count('meetings');
    const cases: Array<[object, string]> = [
      [{ title: ' ' }, 'Title is required'],
      [{ meetingDate: '2020-01-01' }, 'Date cannot be in the past'],
      [{ meetingDate: '2026-02-30' }, 'Enter a valid date'],
      [{ meetingDate: 'tomorrow' }, 'Enter a valid date'],
      [{ meetingLink: 'not a link' }, 'Enter a valid URL'],
      [{ meetingLink: '' }, 'Link is required'],
      [{ meetingTime: '24:00' }, 'Enter a valid time'],
      [{ meetingTime: '' }, 'Start time is required'],
      [{ description: '' }, 'Description is required'],
      [{ attendees: 'ADMIN' }, 'Choose who attends'],
    ];
    for (const [change, message] of cases) {
      const response = await call(tokens.core, 'POST', 'create-meeting', { ...meeting(), ...change });
      assert.equal(response.statusCode, 400, JSON.stringify(change));
      assert.equal(response.json().message, message, JSON.stringify(change));
    }
    for (const wrong of [{ compulsory: 'often' }, { meetingTime: '18:30:00:00' }, { meetingLink: { url: 'https://x.org' } }]) {
      assert.equal((await call(tokens.core, 'POST', 'create-meeting', { ...meeting(), ...wrong })).statusCode, 400, JSON.stringify(wrong));
    }
    assert.equal(await count('meetings'), before);
  });

  it('adds minutes of meeting, replaces them, deletes them; wrong keys are 400 or 404', async () => {
    const input = meeting();
    const { data } = (await call(tokens.admin, 'POST', 'create-meeting', { ...input, title: 'Retro' })).json();
    const notice = async () =>
      (await calendar(tokens.member, input.meetingDate.slice(0, 7))).meetings
        .find((group: { _id: string }) => group._id === input.meetingDate)
        .notices.find((item: { _id: string }) => item._id === data.noticeId);

    const added = await call(tokens.core, 'POST', 'create-mom', { ...data, MoMLink: 'https://docs.example.org/retro' });
    assert.equal(added.statusCode, 200, added.body);
    assert.equal(added.json().message, 'Minutes of meeting added successfully');
    assert.equal((await notice()).MoMLink, 'https://docs.example.org/retro');
    await call(tokens.core, 'POST', 'create-mom', { ...data, MoMLink: 'https://docs.example.org/retro-v2' });
    assert.equal((await notice()).MoMLink, 'https://docs.example.org/retro-v2');

    assert.equal((await call(tokens.core, 'POST', 'create-mom', { ...data, MoMLink: 'notes' })).json().message, 'Enter a valid URL');
    assert.equal((await call(tokens.core, 'POST', 'create-mom', { ...data })).json().message, 'Minutes of meeting link is required');
    assert.equal((await call(tokens.core, 'POST', 'create-mom', { dateId: data.dateId, MoMLink: 'https://x.org' })).statusCode, 400);
    assert.equal((await call(tokens.core, 'POST', 'create-mom', { dateId: data.dateId, noticeId: 'abc', MoMLink: 'https://x.org' })).statusCode, 404);
    assert.equal((await call(tokens.core, 'POST', 'create-mom', { dateId: '2031-01-01', noticeId: data.noticeId, MoMLink: 'https://x.org' })).statusCode, 404);
    assert.equal((await call(tokens.core, 'POST', 'create-mom', { dateId: '2031-02-30', noticeId: data.noticeId, MoMLink: 'https://x.org' })).statusCode, 404);
    assert.equal((await notice()).MoMLink, 'https://docs.example.org/retro-v2');

    const removed = await call(tokens.core, 'DELETE', 'delete-mom', data);
    assert.equal(removed.statusCode, 200);
    assert.equal(removed.json().message, 'Minutes of meeting deleted successfully');
    assert.equal((await notice()).MoMLink, null);
    const again = await call(tokens.core, 'DELETE', 'delete-mom', data);
    assert.equal(again.statusCode, 404);
    assert.equal(again.json().message, 'Minutes of meeting not found');
  });

  it('deletes a meeting by its day and id; a wrong pair deletes nothing', async () => {
    const input = meeting();
    const { data } = (await call(tokens.core, 'POST', 'create-meeting', { ...input, title: 'Cancelled' })).json();
    assert.equal((await call(tokens.core, 'DELETE', 'delete-meeting', { dateId: '2031-01-01', noticeId: data.noticeId })).statusCode, 404);
    assert.equal((await call(tokens.core, 'DELETE', 'delete-meeting', { dateId: data.dateId, noticeId: 'nope' })).statusCode, 404);
    assert.equal((await call(tokens.core, 'DELETE', 'delete-meeting', { dateId: data.dateId })).statusCode, 400);
    const removed = await call(tokens.core, 'DELETE', 'delete-meeting', data);
    assert.equal(removed.statusCode, 200);
    assert.equal(removed.json().message, 'Meeting deleted successfully');
    const day = (await calendar(tokens.member, input.meetingDate.slice(0, 7))).meetings.find((group: { _id: string }) => group._id === input.meetingDate);
    assert.ok(!day.notices.some((item: { _id: string }) => item._id === data.noticeId));
    assert.equal((await call(tokens.core, 'DELETE', 'delete-meeting', data)).statusCode, 404);
  });

  it('adds and deletes a festival; the calendar lists stored festivals', async () => {
    const date = futureDay(12);
    const added = await call(tokens.core, 'POST', 'add-festival', { title: 'Diwali', date });
    assert.equal(added.statusCode, 200, added.body);
    const { message, data } = added.json();
    assert.equal(message, 'Festival added successfully');
    assert.deepEqual({ title: data.title, date: data.date }, { title: 'Diwali', date });
    const listed = (await calendar(tokens.user, date.slice(0, 7))).festivals;
    assert.deepEqual(listed, [{ _id: data._id, title: 'Diwali', date }]);

    assert.equal((await call(tokens.core, 'POST', 'add-festival', { title: '', date })).json().message, 'Title is required');
    assert.equal((await call(tokens.core, 'POST', 'add-festival', { title: 'Holi', date: '2020-03-01' })).json().message, 'Date cannot be in the past');
    assert.equal((await call(tokens.core, 'POST', 'add-festival', { title: 'Holi', date: '2031-13-01' })).json().message, 'Enter a valid date');
    assert.equal((await call(tokens.core, 'DELETE', 'delete-festival', {})).statusCode, 400);
    assert.equal((await call(tokens.core, 'DELETE', 'delete-festival', { festivalId: '42' })).statusCode, 404);

    const removed = await call(tokens.core, 'DELETE', 'delete-festival', { festivalId: data._id });
    assert.equal(removed.statusCode, 200);
    assert.equal(removed.json().message, 'Festival deleted successfully');
    assert.deepEqual((await calendar(tokens.user, date.slice(0, 7))).festivals, []);
    const gone = await call(tokens.core, 'DELETE', 'delete-festival', { festivalId: data._id });
    assert.equal(gone.statusCode, 404);
    assert.equal(gone.json().message, 'Festival not found');
  });

  it('a contest on the last day of the month is refused with the form message', async () => {
    const [y, m] = futureDay(40).split('-').map(Number);
    const lastDay = new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
    const refused = await call(tokens.core, 'POST', 'create-contest', {
      contestName: 'Month closer',
      contestLink: 'https://codeforces.com/contest/2002',
      platform: 'Codeforces',
      date: lastDay,
      startTime: '20:00',
      endTime: '22:00',
    });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, 'Contests cannot be scheduled on the last day of the month');
  });

  it('malformed bodies of every write are a 4xx with a message, never a 500', async () => {
    const routes = [
      ['POST', 'create-meeting'],
      ['DELETE', 'delete-meeting'],
      ['POST', 'create-mom'],
      ['DELETE', 'delete-mom'],
      ['POST', 'add-festival'],
      ['DELETE', 'delete-festival'],
      ['POST', 'create-announcement'],
      ['DELETE', 'delete-announcement'],
      ['POST', 'create-contest'],
      ['DELETE', 'delete-contest'],
    ] as const;
    const bodies: unknown[] = [
      [],
      'text',
      42,
      null,
      { dateId: 5, noticeId: {}, festivalId: [], announcementId: true, contestId: 1 },
      { links: [null] },
      { meetingDate: '9999-99-99', date: '0000-00-00', time: {} },
    ];
    for (const [method, route] of routes) {
      for (const body of bodies) {
        const response = await t.app.inject({
          method,
          url: `${URL}/${route}`,
          headers: { ...bearer(tokens.core), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${route} ${JSON.stringify(body)}: ${response.statusCode} ${response.body}`);
        assert.equal(typeof response.json().message, 'string');
      }
    }
  });

  it('without a mail queue, a meeting to be mailed is refused and not stored', async () => {
    const before = await count('meetings');
    const refused = await call(tokens.core, 'POST', 'create-meeting', { ...meeting(), toSendEmail: true });
    assert.equal(refused.statusCode, 503);
    assert.match(refused.json().message, /E-mail cannot be sent/);
    assert.equal(await count('meetings'), before);
  });

  it('a meeting with e-mail to members mails each subscribed member once, through the queue; a contest mails members', async () => {
    jobs.mail = await startEventMail(
      { database: t.database },
      { db: t.database.db, mailer: t.app.mailer, timeZone: zone, publicUrl: t.config.publicUrl, log: quiet },
      { pollingIntervalSeconds: 0.5 },
    );
    const outbox = t.config.outboxDir;
    const created = await call(tokens.core, 'POST', 'create-meeting', { ...meeting(), title: 'Orientation', attendees: 'MEMBER', toSendEmail: true });
    assert.equal(created.statusCode, 200, created.body);
    const mailed = async () => (await readOutbox(outbox)).filter((mail) => mail.includes('Subject: Compulsory meeting: Orientation'));
    await waitFor(async () => (await mailed()).length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const key of ['member', 'core', 'admin']) assert.equal((await mailed()).filter((mail) => mail.includes(`\nTo: ${emails[key]}\n`)).length, 1, key);
    assert.equal((await mailed()).length, 3, 'no mail for the USER or the unsubscribed member');

    const contest = await call(tokens.core, 'POST', 'create-contest', {
      contestName: 'Mailed round',
      contestLink: 'https://codeforces.com/contest/2003',
      platform: 'Codeforces',
      date: futureDay(6),
      startTime: '20:00',
      endTime: '22:00',
      toSendEmail: true,
    });
    assert.equal(contest.statusCode, 200, contest.body);
    const contestMails = async () => (await readOutbox(outbox)).filter((mail) => mail.includes('Subject: Contest scheduled: Mailed round'));
    await waitFor(async () => (await contestMails()).length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    assert.equal((await contestMails()).length, 3);
    assert.equal((await contestMails()).filter((mail) => mail.includes(`\nTo: ${emails.user}\n`)).length, 0);
  });
});
