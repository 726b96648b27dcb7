import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import ICAL from 'ical.js';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { dateIn, zonedInstant } from '../../clock';

const zone = 'Asia/Kolkata';

/** A day `days` from today in the chapter's zone, off the last day of its month. */
function dayFromNow(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  let iso = dateIn(day, zone);
  const [y, m, d] = iso.split('-').map(Number);
  if (new Date(Date.UTC(y!, m! - 1, d! + 1)).getUTCDate() === 1) iso = dateIn(new Date(day.getTime() - 86_400_000), zone);
  return iso;
}

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  start: ICAL.Time;
  end: ICAL.Time | null;
}

/** Parses the feed with ical.js (another implementation than the one that wrote it), time zones included. */
function parseFeed(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate,
      end: component.hasProperty('dtend') ? event.endDate : null,
    };
  });
}

describe('calendar feed', () => {
  let t: TestApp;
  let core: string;
  let member: string;
  let memberId: string;
  const ids: Record<string, string> = {};
  const days = { contest: dayFromNow(4), meeting: dayFromNow(6), festival: dayFromNow(8) };

  before(async () => {
    t = await startTestApp({ timeZone: zone, publicUrl: 'https://chapter.example.edu' });
    const c = await addUser(t.database, 'COREMEMBER');
    const m = await addUser(t.database, 'MEMBER');
    core = await loginAs(t.app, c.email, c.password);
    member = await loginAs(t.app, m.email, m.password);
    memberId = m.id;

    const post = async (route: string, payload: object) => {
      const response = await t.app.inject({ method: 'POST', url: `/api/v1/core-member/${route}`, headers: bearer(core), payload });
      assert.ok(response.statusCode < 300, response.body);
      return response.json().data;
    };
    ids.contest = (
      await post('create-contest', {
        contestName: 'Chapter Round 8',
        contestLink: 'https://codeforces.com/contest/2004',
        platform: 'Codeforces',
        date: days.contest,
        startTime: '20:05',
        endTime: '22:35',
      })
    )._id;
    const meeting = await post('create-meeting', {
      title: 'Planning',
      description: 'Next month',
      meetingLink: 'https://meet.example.org/p',
      meetingDate: days.meeting,
      meetingTime: '18:30',
      compulsory: true,
    });
    ids.meeting = meeting.noticeId;
    await post('create-mom', { ...meeting, MoMLink: 'https://docs.example.org/minutes' });
    ids.festival = (await post('add-festival', { title: 'Diwali', date: days.festival }))._id;

    // Past contests straight into the database (the routes refuse past dates): one inside the window, one before it.
    const past = (name: string, monthsAgo: number) => {
      const [y, mo] = dateIn(new Date(), zone).split('-').map(Number);
      const date = new Date(Date.UTC(y!, mo! - 1 - monthsAgo, 10)).toISOString().slice(0, 10);
      return t.database.db
        .insertInto('contests')
        .values({
          name,
          link: 'https://www.codechef.com/START1',
          platform: 'CodeChef',
          date,
          start_time: '20:00:00',
          end_time: '22:00:00',
          starts_at: zonedInstant(date, '20:00:00', zone),
          ends_at: zonedInstant(date, '22:00:00', zone),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    };
    ids.recent = (await past('Two months ago', 2)).id;
    ids.old = (await past('Five months ago', 5)).id;
  });
  after(() => t.close());

  const user = (token: string | null, method: 'GET' | 'POST' | 'DELETE', route: string) =>
    t.app.inject({ method, url: `/api/v1/user/${route}`, ...(token ? { headers: bearer(token) } : {}) });
  const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
  let url = '';

  it('a member has no feed until they create one; the address is theirs to copy again', async () => {
    const none = await user(member, 'GET', 'get-calendar-feed');
    assert.equal(none.statusCode, 200);
    assert.deepEqual(none.json().data, { url: null });
    const created = await user(member, 'POST', 'create-calendar-feed');
    assert.equal(created.statusCode, 200);
    assert.equal(created.json().message, 'Calendar feed created');
    url = created.json().data.url;
    assert.match(url, /^https:\/\/chapter\.example\.edu\/api\/v1\/public\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    assert.equal((await user(member, 'GET', 'get-calendar-feed')).json().data.url, url);
    // Only a hash of the secret is stored.
    const secret = /calendar\/(.+)\.ics$/.exec(url)![1]!;
    const row = await t.database.db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', memberId).executeTakeFirstOrThrow();
    assert.ok(!Object.values(row).some((value) => String(value).includes(secret)));
  });

  it('serves the chapter calendar as iCalendar that a real parser reads: contests and meetings in the zone, festivals all day', async () => {
    const response = await fetchFeed(url);
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/calendar/);
    const events = parseFeed(response.body);
    const host = 'chapter.example.edu';
    const byUid = new Map(events.map((event) => [event.uid, event]));

    const contest = byUid.get(`contest-${ids.contest}@${host}`);
    assert.ok(contest, 'the contest is in the feed');
    assert.equal(contest.summary, 'Chapter Round 8 (Codeforces)');
    assert.equal(contest.start.zone?.tzid, zone);
    assert.equal(contest.start.toJSDate().toISOString(), zonedInstant(days.contest, '20:05:00', zone).toISOString());
    assert.equal(contest.end!.toJSDate().toISOString(), zonedInstant(days.contest, '22:35:00', zone).toISOString());

    const meeting = byUid.get(`meeting-${ids.meeting}@${host}`);
    assert.ok(meeting, 'the meeting is in the feed');
    assert.equal(meeting.summary, 'Planning (compulsory)');
    assert.equal(meeting.start.toJSDate().toISOString(), zonedInstant(days.meeting, '18:30:00', zone).toISOString());
    assert.equal(meeting.end!.toJSDate().getTime() - meeting.start.toJSDate().getTime(), 3_600_000);
    assert.match(meeting.description, /Join: https:\/\/meet\.example\.org\/p/);
    assert.match(meeting.description, /Minutes: https:\/\/docs\.example\.org\/minutes/);

    const festival = byUid.get(`festival-${ids.festival}@${host}`);
    assert.ok(festival, 'the festival is in the feed');
    assert.equal(festival.summary, 'Diwali');
    assert.equal(festival.start.isDate, true);
    assert.equal(festival.start.toString(), days.festival);

    assert.ok(byUid.has(`contest-${ids.recent}@${host}`), 'a contest two months back is in the window');
    assert.ok(!byUid.has(`contest-${ids.old}@${host}`), 'a contest five months back is not');
    assert.equal(events.length, 4);

    // UIDs stay the same on every refresh, so calendar apps update events in place.
    const again = parseFeed((await fetchFeed(url)).body)
      .map((event) => event.uid)
      .sort();
    assert.deepEqual(again, events.map((event) => event.uid).sort());
  });

  it('renewing gives a new address and the old one stops; revoking stops it too', async () => {
    const renewed = (await user(member, 'POST', 'create-calendar-feed')).json().data.url;
    assert.notEqual(renewed, url);
    const old = await fetchFeed(url);
    assert.equal(old.statusCode, 404);
    assert.equal(old.json().message, 'Calendar feed not found');
    assert.equal((await fetchFeed(renewed)).statusCode, 200);

    const revoked = await user(member, 'DELETE', 'revoke-calendar-feed');
    assert.equal(revoked.statusCode, 200);
    assert.equal(revoked.json().message, 'Calendar feed revoked');
    assert.equal((await fetchFeed(renewed)).statusCode, 404);
    assert.deepEqual((await user(member, 'GET', 'get-calendar-feed')).json().data, { url: null });
  });

  it('unknown or malformed addresses are not found; a blocked member’s feed stops; the address routes need a session', async () => {
    for (const path of ['/api/v1/public/calendar/' + 'A'.repeat(43) + '.ics', '/api/v1/public/calendar/abc.ics', '/api/v1/public/calendar/' + 'A'.repeat(43)]) {
      assert.equal((await t.app.inject({ method: 'GET', url: path })).statusCode, 404, path);
    }
    const feed = (await user(core, 'POST', 'create-calendar-feed')).json().data.url;
    assert.equal((await fetchFeed(feed)).statusCode, 200);
    const coreRow = await t.database.db.selectFrom('calendar_feeds').select('user_id').where('user_id', '!=', memberId).executeTakeFirstOrThrow();
    await t.database.db.updateTable('users').set({ blocked: true }).where('id', '=', coreRow.user_id).execute();
    assert.equal((await fetchFeed(feed)).statusCode, 404);

    for (const [method, route] of [
      ['GET', 'get-calendar-feed'],
      ['POST', 'create-calendar-feed'],
      ['DELETE', 'revoke-calendar-feed'],
    ] as const) {
      assert.equal((await user(null, method, route)).statusCode, 401, route);
    }
  });
});
