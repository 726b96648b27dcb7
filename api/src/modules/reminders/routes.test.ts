import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { assertDeclared } from '../../../test/contract';
import { testBrowser } from '../../../test/pushService';
import { setMailSwitch } from '../../mail';
import { ensurePushKeys } from './pushKeys';

describe('reminder settings and push subscriptions', () => {
  let t: TestApp;
  let member: string;
  let memberId: string;
  let other: string;

  const call = async (token: string | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) => {
    const response = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = response.json();
    assertDeclared(method, url, response.statusCode, body);
    return { status: response.statusCode, body };
  };
  const settings = async (token = member) => (await call(token, 'GET', '/user/reminders')).body.data;
  const good = { email: true, push: false, leadMinutes: [60, 1440], contests: true, meetings: false };
  const browser = testBrowser();
  const subscription = (endpoint = 'https://fcm.googleapis.com/fcm/send/abc123') => {
    const keys = browser.subscription(endpoint);
    return { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
  };

  before(async () => {
    t = await startTestApp();
    const m = await addUser(t.database, 'MEMBER');
    const o = await addUser(t.database, 'MEMBER');
    member = await loginAs(t.app, m.email, m.password);
    memberId = m.id;
    other = await loginAs(t.app, o.email, o.password);
  });
  after(() => t.close());

  it('a member who never chose gets no reminders', async () => {
    assert.deepEqual(await settings(), { email: false, push: false, leadMinutes: [], contests: true, meetings: true, pushDevices: 0 });
  });

  it('saves the settings, lead times longest first and each once', async () => {
    const saved = await call(member, 'PUT', '/user/reminders', { ...good, leadMinutes: [60, 1440, 60] });
    assert.equal(saved.status, 200);
    assert.equal(saved.body.message, 'Reminders saved');
    const expected = { ...good, leadMinutes: [1440, 60], pushDevices: 0 };
    assert.deepEqual(saved.body.data, expected);
    assert.deepEqual(await settings(), expected);
  });

  it('refuses a lead time not on offer, or a missing field, with a clear message, changing nothing', async () => {
    const before = await settings();
    const odd = await call(member, 'PUT', '/user/reminders', { ...good, leadMinutes: [90] });
    assert.equal(odd.status, 400);
    assert.equal(
      odd.body.message,
      '90 is not a lead time on offer: pick minutes before the start from 10080 (1 week), 1440 (1 day), 180 (3 hours), 60 (1 hour), 15 (15 minutes)',
    );
    for (const [body, message] of [
      [{ ...good, leadMinutes: ['1 day'] }, /^"1 day" is not a lead time on offer/],
      [{ ...good, leadMinutes: 60 }, /^leadMinutes must be a list of lead times in minutes/],
      [{ email: true, leadMinutes: [60], contests: true, meetings: true }, /^push must be true or false$/],
      [{ ...good, meetings: 'yes' }, /^meetings must be true or false$/],
      [[], /^Request body must be a JSON object$/],
    ] as const) {
      const refused = await call(member, 'PUT', '/user/reminders', body);
      assert.equal(refused.status, 400, JSON.stringify(body));
      assert.match(refused.body.message, message);
    }
    assert.deepEqual(await settings(), before);
  });

  it('e-mail reads as off while reminder mails are off, and turning it on turns them back on', async () => {
    await call(member, 'PUT', '/user/reminders', good);
    await setMailSwitch(t.database.db, memberId, 'reminders', false);
    assert.equal((await settings()).email, false);
    await call(member, 'PUT', '/user/reminders', good);
    assert.equal((await settings()).email, true);
    const user = await t.database.db.selectFrom('users').select('mail_off').where('id', '=', memberId).executeTakeFirstOrThrow();
    assert.ok(!user.mail_off.includes('reminders'));
  });

  it('answers the one VAPID public key, made once however many instances ask at once', async () => {
    const keys = await Promise.all([ensurePushKeys(t.database.db), ensurePushKeys(t.database.db), ensurePushKeys(t.database.db)]);
    assert.equal(new Set(keys.map((pair) => pair.publicKey)).size, 1);
    const answered = await call(member, 'GET', '/push/public-key');
    assert.equal(answered.status, 200);
    assert.equal(answered.body.data.publicKey, keys[0]!.publicKey);
    // An uncompressed P-256 point, as PushManager.subscribe takes it.
    const raw = Buffer.from(answered.body.data.publicKey, 'base64url');
    assert.equal(raw.length, 65);
    assert.equal(raw[0], 4);
    const rows = await t.database.db.selectFrom('push_keys').select('public_key').execute();
    assert.equal(rows.length, 1);
  });

  it('stores a browser subscription, moves an endpoint to whoever subscribes it last, and forgets it on request', async () => {
    const stored = await call(member, 'POST', '/push/subscriptions', subscription());
    assert.equal(stored.status, 200);
    assert.equal((await settings()).pushDevices, 1);
    // The same again changes nothing; another account in the same browser takes the endpoint over.
    await call(member, 'POST', '/push/subscriptions', subscription());
    assert.equal((await settings()).pushDevices, 1);
    await call(other, 'POST', '/push/subscriptions', subscription());
    assert.equal((await settings()).pushDevices, 0);
    assert.equal((await settings(other)).pushDevices, 1);

    // Only the owner's own subscription is forgotten; forgetting one twice is fine.
    assert.equal((await call(member, 'DELETE', '/push/subscriptions', { endpoint: subscription().endpoint })).status, 200);
    assert.equal((await settings(other)).pushDevices, 1);
    assert.equal((await call(other, 'DELETE', '/push/subscriptions', subscription())).status, 200);
    assert.equal((await settings(other)).pushDevices, 0);
    assert.equal((await call(other, 'DELETE', '/push/subscriptions', subscription())).status, 200);
  });

  it('refuses a subscription that is not a push service address or not a browser key', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [subscription('http://push.example.org/abc'), /^endpoint must be an https address of a push service$/],
      [subscription('https://localhost/abc'), /^endpoint must be an https address/],
      [subscription('https://127.0.0.1:8080/abc'), /^endpoint must be an https address/],
      [subscription('https://10.1.2.3/abc'), /^endpoint must be an https address/],
      [subscription('not a url'), /^endpoint must be the push service address the browser gave$/],
      [{ ...subscription(), keys: { ...subscription().keys, p256dh: 'AAAA' } }, /^keys\.p256dh must be the browser's P-256 public key/],
      [{ ...subscription(), keys: { ...subscription().keys, auth: 'c2hvcnQ' } }, /^keys\.auth must be the browser's 16-byte auth secret/],
      [{ endpoint: 'https://fcm.googleapis.com/fcm/send/x' }, /^keys is required$/],
    ];
    for (const [body, message] of cases) {
      const refused = await call(member, 'POST', '/push/subscriptions', body);
      assert.equal(refused.status, 400, JSON.stringify(body));
      assert.match(refused.body.message, message);
    }
    assert.equal((await settings()).pushDevices, 0);
  });

  it('needs a signed-in member', async () => {
    for (const [method, url] of [
      ['GET', '/user/reminders'],
      ['PUT', '/user/reminders'],
      ['GET', '/push/public-key'],
      ['POST', '/push/subscriptions'],
      ['DELETE', '/push/subscriptions'],
    ] as const) {
      assert.equal((await call(null, method, url, method === 'GET' ? undefined : {})).status, 401, `${method} ${url}`);
    }
  });
});
