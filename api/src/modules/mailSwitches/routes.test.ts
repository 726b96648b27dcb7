// Every mail of a kind can be turned off (docs/notifications.md): a contest mail in the outbox carries the one-click
// headers and the link; a mail client's one-click POST to that address turns off exactly that kind for that member; a
// bad token is refused and changes nothing; the profile reads and sets each kind's switch.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { assertDeclared } from '../../../test/contract';
import { sendEventMail } from '../../jobs/eventMail';
import { mailSwitches, readOutbox, unsubscribeToken } from '../../mail';

const quiet = { info() {}, warn() {}, error() {} };

describe('unsubscribing and the mail switches', () => {
  let t: TestApp;
  let member: { id: string; email: string; token: string };
  let other: { id: string; email: string; token: string };

  const inject = async (options: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: string | object; headers?: Record<string, string> }) => {
    const response = await t.app.inject(options);
    assertDeclared(options.method, options.url.replace('/api/v1', ''), response.statusCode, response.json());
    return response;
  };
  const switches = (userId: string) => mailSwitches(t.database.db, userId);
  const tokenFor = (userId: string, kind: 'events' | 'reminders' | 'warnings') => unsubscribeToken(t.config.jwtSecret, { userId, kind });

  before(async () => {
    t = await startTestApp({ publicUrl: 'https://chapter.example.edu' });
    const m = await addUser(t.database, 'MEMBER');
    const o = await addUser(t.database, 'MEMBER');
    member = { id: m.id, email: m.email, token: await loginAs(t.app, m.email, m.password) };
    other = { id: o.id, email: o.email, token: await loginAs(t.app, o.email, o.password) };
  });
  after(() => t.close());

  it("a contest mail carries List-Unsubscribe, List-Unsubscribe-Post and the link; the one-click POST turns off only that member's events", async () => {
    const contest = await t.database.db
      .insertInto('contests')
      .values({
        name: 'Round 900',
        link: 'https://codeforces.com/contest/900',
        platform: 'Codeforces',
        date: '2031-03-04',
        start_time: '14:35:00',
        end_time: '16:35:00',
        starts_at: new Date('2031-03-04T14:35:00Z'),
        ends_at: new Date('2031-03-04T16:35:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ctx = { db: t.database.db, mailer: t.app.mailer, timeZone: 'UTC', publicUrl: t.config.publicUrl, log: quiet };
    await sendEventMail(ctx, { kind: 'contest', id: contest.id });

    const [mail] = await readOutbox(t.config.outboxDir, member.email);
    assert.ok(mail, 'the member was mailed');
    const header = mail.match(/^List-Unsubscribe: <(.+)>$/m)?.[1];
    assert.ok(header, mail);
    assert.match(mail, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const oneClick = new URL(header);
    assert.equal(`${oneClick.origin}${oneClick.pathname}`, 'https://chapter.example.edu/api/v1/mail/unsubscribe');
    const token = oneClick.searchParams.get('token')!;
    assert.ok(mail.includes(`Stop these mails: https://chapter.example.edu/unsubscribe?token=${token}`), 'the link to the web page');

    // The page reads what the link would do, and that changes nothing.
    const info = await inject({ method: 'GET', url: `/api/v1/mail/unsubscribe?token=${encodeURIComponent(token)}` });
    assert.equal(info.statusCode, 200, info.body);
    assert.deepEqual(info.json().data, { kind: 'events', email: `${member.email[0]}***@example.edu`, subscribed: true });
    assert.deepEqual(await switches(member.id), { events: true, reminders: true, warnings: true });

    // What a mail client sends (RFC 8058): a form body, no sign-in, to the header's address.
    const response = await inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().kind, 'events');
    assert.deepEqual(await switches(member.id), { events: false, reminders: true, warnings: true });
    assert.deepEqual(await switches(other.id), { events: true, reminders: true, warnings: true }, 'nobody else changes');
    // The dashboard's notification switch is the same setting.
    const profile = await t.app.inject({ method: 'POST', url: '/api/v1/user/get-profile-data', headers: bearer(member.token) });
    assert.equal(profile.json().data.subscribed, false);

    // A second click (mail clients retry) is still a success and changes nothing more.
    const again = await inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(again.statusCode, 200);
    assert.deepEqual(await switches(member.id), { events: false, reminders: true, warnings: true });
  });

  it('the web page posts JSON { token }: it turns off that kind only', async () => {
    const response = await inject({ method: 'POST', url: '/api/v1/mail/unsubscribe', payload: { token: tokenFor(other.id, 'warnings') } });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { message: 'You will get no more of these mails. You can turn them back on in your profile.', kind: 'warnings' });
    assert.deepEqual(await switches(other.id), { events: true, reminders: true, warnings: false });
  });

  it('a bad, altered or foreign token is answered 400 with a clear message, and nothing changes', async () => {
    const before = [await switches(member.id), await switches(other.id)];
    const good = tokenFor(other.id, 'reminders');
    const bad = [
      '',
      'nonsense',
      good.replace('reminders', 'events'),
      `${good.slice(0, -2)}xx`,
      unsubscribeToken('another-secret', { userId: other.id, kind: 'reminders' }),
      tokenFor('00000000-0000-4000-8000-000000000000', 'reminders'),
    ];
    for (const token of bad) {
      const query = `/api/v1/mail/unsubscribe?token=${encodeURIComponent(token)}`;
      for (const request of [
        { method: 'POST' as const, url: query, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        { method: 'POST' as const, url: '/api/v1/mail/unsubscribe', payload: { token } },
        { method: 'GET' as const, url: query },
      ]) {
        const response = await inject(request);
        assert.equal(response.statusCode, 400, `${request.method} ${token}: ${response.body}`);
        assert.match(response.json().message, /^This unsubscribe link is not valid/);
      }
    }
    const none = await inject({
      method: 'POST',
      url: '/api/v1/mail/unsubscribe',
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(none.statusCode, 400, 'no token at all');
    assert.deepEqual([await switches(member.id), await switches(other.id)], before);
  });

  it('the profile reads and sets each switch; signed out is 401; toggle-subscribe-btn stays the events switch', async () => {
    const read = await inject({ method: 'GET', url: '/api/v1/user/mail-switches', headers: bearer(member.token) });
    assert.deepEqual(read.json(), { message: 'Mail settings fetched successfully', data: { events: false, reminders: true, warnings: true } });

    const set = await inject({ method: 'PUT', url: '/api/v1/user/mail-switches', headers: bearer(member.token), payload: { events: true, reminders: false } });
    assert.equal(set.statusCode, 200, set.body);
    assert.deepEqual(set.json().data, { events: true, reminders: false, warnings: true });
    assert.deepEqual(await switches(other.id), { events: true, reminders: true, warnings: false }, "another member's switches stay");

    const toggled = await t.app.inject({ method: 'POST', url: '/api/v1/user/toggle-subscribe-btn', headers: bearer(member.token) });
    assert.deepEqual(toggled.json(), { message: 'Notifications disabled successfully!', subscribed: false });
    assert.deepEqual((await switches(member.id)).events, false);

    const wrong = await inject({ method: 'PUT', url: '/api/v1/user/mail-switches', headers: bearer(member.token), payload: { warnings: 'off' } });
    assert.equal(wrong.statusCode, 400);
    for (const method of ['GET', 'PUT'] as const) {
      const response = await inject({ method, url: '/api/v1/user/mail-switches', payload: method === 'PUT' ? { events: true } : undefined });
      assert.equal(response.statusCode, 401);
    }
  });
});
