// The live stream as a page uses it (docs/live.md): a ticket cookie (never a token in a URL) opens it; points, the
// boards' version, announcements and a member's own notifications arrive as typed events; after a dropped connection
// Last-Event-ID replays what was missed, or says to read again when that is gone from the log.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { assertDeclared } from '../../../test/contract';
import { openSse, type SseStream } from '../../../test/sse';
import { notify } from '../notifications/notify';
import { TICKET_COOKIE } from './tickets';

describe('the live stream', () => {
  let t: TestApp;
  let base: string;
  let admin: { id: string; token: string };
  let ana: { id: string; token: string; name: string };
  let ben: { id: string; token: string };
  const open: SseStream[] = [];

  const ticketOf = async (token: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/stream/ticket', headers: bearer(token) });
    assertDeclared('POST', '/stream/ticket', response.statusCode, response.json());
    assert.equal(response.statusCode, 200, response.body);
    const cookie = String(response.headers['set-cookie']);
    return cookie.split(';')[0]!;
  };
  const stream = async (token: string, headers: Record<string, string> = {}, query = '') => {
    const sse = await openSse(`${base}/api/v1/stream${query}`, { cookie: await ticketOf(token), ...headers });
    open.push(sse);
    assert.equal(sse.status, 200);
    return sse;
  };
  const addPoints = async (userId: string, delta: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/update-points',
      headers: bearer(admin.token),
      payload: { userId, delta, reason: 'live test' },
    });
    assert.equal(response.statusCode, 200, response.body);
  };
  const pointsFor = (userId: string, delta: number) => (event: { event: string; data: unknown }) =>
    event.event === 'points' && (event.data as { userId: string; delta: number }).userId === userId && (event.data as { delta: number }).delta === delta;

  before(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const signIn = async (role: 'ADMIN' | 'MEMBER') => {
      const user = await addUser(t.database, role);
      return { id: user.id, name: user.name, token: await loginAs(t.app, user.email, user.password) };
    };
    admin = await signIn('ADMIN');
    ana = await signIn('MEMBER');
    ben = await signIn('MEMBER');
  });
  after(async () => {
    for (const sse of open) sse.close();
    await t.close();
  });

  it('gives a ticket only to a signed-in caller, as an HttpOnly cookie scoped to the stream, never in the body', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/stream/ticket' });
    assert.equal(refused.statusCode, 401);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/stream/ticket', headers: bearer(ana.token) });
    assert.equal(response.statusCode, 200);
    const cookie = String(response.headers['set-cookie']);
    assert.match(cookie, new RegExp(`^${TICKET_COOKIE}=[A-Za-z0-9_-]{43}; Path=/api/v1/stream; Max-Age=60; HttpOnly; SameSite=Strict`));
    const ticket = cookie.split(';')[0]!.split('=')[1]!;
    assert.ok(!response.body.includes(ticket), 'the ticket is not in the body');
    assert.ok(Date.parse(response.json().data.expiresAt) > Date.now());
  });

  it('refuses a stream without a ticket, with a made-up one, and with an expired one', async () => {
    for (const cookie of [null, `${TICKET_COOKIE}=${'x'.repeat(43)}`, 'other=1']) {
      const sse = await openSse(`${base}/api/v1/stream`, cookie ? { cookie } : {});
      assert.equal(sse.status, 403);
      assert.match(JSON.parse(await sse.body()).message, /ticket is missing or has expired/);
    }
    const cookie = await ticketOf(ana.token);
    await t.database.db
      .updateTable('stream_tickets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await openSse(`${base}/api/v1/stream`, { cookie });
    assert.equal(expired.status, 403);
    await expired.body();
  });

  it('sends every page a points event with the new total and rank, then the boards’ new version', async () => {
    const anaStream = await stream(ana.token);
    const benStream = await stream(ben.token);
    assert.match(String(anaStream.headers['content-type']), /^text\/event-stream/);
    await addPoints(ana.id, 7);
    const seen = await anaStream.next(pointsFor(ana.id, 7));
    const points = seen.data as { total: number; rank: number; name: string; items: Array<{ points: number; kind: string }> };
    assert.equal(points.total, 7);
    assert.equal(points.rank, 1);
    assert.equal(points.name, ana.name);
    assert.deepEqual(
      points.items.map((item) => [item.points, item.kind]),
      [[7, 'adjustment']],
    );
    assert.match(String(seen.id), /^\d+$/);
    await benStream.next(pointsFor(ana.id, 7));
    await anaStream.next((event) => event.event === 'board' && typeof (event.data as { version: string }).version === 'string');
  });

  it('sends a notification only to its member, with their unread count', async () => {
    const anaStream = await stream(ana.token);
    const benStream = await stream(ben.token);
    await notify(t.database.db, [ben.id], { kind: 'reminder', title: 'Only for Ben', body: 'x', link: null });
    const got = await benStream.next((event) => event.event === 'notification');
    assert.deepEqual(got.data, { type: 'notification', title: 'Only for Ben', unread: 1 });
    // A later broadcast event reaches Ana, so the notification would have come before it had it been sent to her.
    await addPoints(ben.id, 2);
    await anaStream.next(pointsFor(ben.id, 2));
    assert.ok(!anaStream.events.some((event) => event.event === 'notification'));
  });

  it('replays what a dropped page missed from its Last-Event-ID, header or query', async () => {
    const first = await stream(ana.token);
    await addPoints(ana.id, 3);
    const last = await first.next(pointsFor(ana.id, 3));
    first.close();
    await addPoints(ana.id, 4);
    await addPoints(ben.id, 5);
    const resumes: Array<{ headers: Record<string, string>; query: string }> = [
      { headers: { 'last-event-id': String(last.id) }, query: '' },
      { headers: {}, query: `?lastEventId=${last.id}` },
    ];
    for (const resume of resumes) {
      const again = await stream(ana.token, resume.headers, resume.query);
      await again.next(pointsFor(ana.id, 4));
      await again.next(pointsFor(ben.id, 5));
      assert.ok(!again.events.some(pointsFor(ana.id, 3)), 'nothing before the Last-Event-ID is sent again');
      const ids = again.events.map((event) => Number(event.id));
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => a - b),
        'in the log’s order',
      );
      again.close();
    }
  });

  it('tells a page to read again when what it missed is gone from the log, or its id is not one', async () => {
    const latest = await t.database.db.selectFrom('live_events').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await t.database.db.deleteFrom('live_events').where('id', '<', latest.id).execute();
    for (const lastEventId of ['1', 'not-an-id', String(Number(latest.id) + 1000)]) {
      const sse = await stream(ana.token, { 'last-event-id': lastEventId });
      await sse.next((event) => event.event === 'reset');
      sse.close();
    }
  });

  it('ends the stream of a member whose account is deleted, and gives them no new ticket', async () => {
    const carl = await addUser(t.database, 'MEMBER');
    const token = await loginAs(t.app, carl.email, carl.password);
    const sse = await stream(token);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/delete-user-account',
      headers: bearer(admin.token),
      payload: { userId: carl.id },
    });
    assert.equal(deleted.statusCode, 200, deleted.body);
    // The next request (any member's) sees the sessions' new epoch, and the stream ends.
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/v1/stream/ticket', headers: bearer(token) })).statusCode, 401);
    const ended = await Promise.race([sse.body().then(() => true), new Promise((resolve) => setTimeout(resolve, 20_000, false))]);
    assert.ok(ended, 'the stream ended');
  });

  it('tells every page of a new announcement', async () => {
    const sse = await stream(ben.token);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/core-member/create-announcement',
      headers: bearer(admin.token),
      payload: { title: 'Contest on Friday', description: 'Bring a laptop', date: '2026-12-04', links: [] },
    });
    assert.ok(response.statusCode < 300, response.body);
    const got = await sse.next((event) => event.event === 'announcement');
    assert.equal((got.data as { title: string }).title, 'Contest on Friday');
  });
});
