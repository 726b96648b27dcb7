import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readOutbox } from '../../mail';
import { addUser, startTestApp, type TestApp } from '../../../test/app';
import { LOGIN_GUARD, recordLoginFailure } from './loginGuard';

describe('sign-in per account, across addresses', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ loginRateLimitMax: 1000 });
  });
  after(() => t.close());

  const login = (email: string, password: string, address: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: address });

  it('after a few failures from many addresses, the account is slowed down, not locked: the delay ends by itself', async () => {
    const user = await addUser(t.database, 'MEMBER');
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_GUARD.freeFailures + 3; i += 1) statuses.push((await login(user.email, `wrong-${i}`, `10.2.0.${i + 1}`)).statusCode);
    assert.deepEqual(statuses.slice(0, LOGIN_GUARD.freeFailures), Array(LOGIN_GUARD.freeFailures).fill(400));
    assert.equal(statuses.at(-1), 429, 'a new address does not reset the count');
    const waiting = await login(user.email, user.password, '10.2.1.1');
    assert.equal(waiting.statusCode, 429, 'even the right password waits for the delay');
    assert.match(waiting.json().message, /^Too many failed sign-ins for this account! Please try again in \d+ seconds\.$/);
    assert.ok(Number(waiting.headers['retry-after']) >= 1);
    // The delay is short and ends: move it into the past as time would.
    await t.database.db
      .updateTable('login_failures')
      .set({ next_try_at: new Date(Date.now() - 1000) })
      .where('email', '=', user.email)
      .execute();
    assert.equal((await login(user.email, user.password, '10.2.1.1')).statusCode, 200);
    assert.equal((await login(user.email, 'wrong-again', '10.2.1.1')).statusCode, 400, 'a success starts the count afresh');
  });

  it('the delay grows per failure up to a ceiling, and old failures are forgotten', async () => {
    const email = 'delay@uni.edu';
    const now = new Date('2026-05-01T10:00:00Z');
    const delays: number[] = [];
    for (let i = 0; i < LOGIN_GUARD.freeFailures + 8; i += 1) {
      await recordLoginFailure(t.database.db, email, now);
      const row = await t.database.db.selectFrom('login_failures').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      delays.push(row.next_try_at.getTime() - now.getTime());
    }
    assert.deepEqual(delays.slice(0, LOGIN_GUARD.freeFailures - 1), Array(LOGIN_GUARD.freeFailures - 1).fill(0));
    assert.equal(delays[LOGIN_GUARD.freeFailures - 1], LOGIN_GUARD.firstDelayMs);
    assert.equal(delays[LOGIN_GUARD.freeFailures], LOGIN_GUARD.firstDelayMs * 2);
    assert.equal(delays.at(-1), LOGIN_GUARD.maxDelayMs);
    await recordLoginFailure(t.database.db, email, new Date(now.getTime() + LOGIN_GUARD.forgetAfterMs + 60_000));
    const row = await t.database.db.selectFrom('login_failures').select('failures').where('email', '=', email).executeTakeFirstOrThrow();
    assert.equal(row.failures, 1);
  });

  it('50 parallel send-otp for one e-mail send exactly the limit of codes and mails', async () => {
    const user = await addUser(t.database, 'MEMBER');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/v1/auth/send-otp', payload: { email: user.email }, remoteAddress: `10.3.${Math.floor(i / 5)}.${i % 5}` }),
      ),
    );
    const ok = responses.filter((response) => response.statusCode === 200).length;
    assert.equal(ok, 3, responses.map((response) => response.statusCode).join(','));
    assert.ok(responses.every((response) => response.statusCode === 200 || response.statusCode === 429));
    const codes = await t.database.db.selectFrom('otp_codes').select('id').where('email', '=', user.email).execute();
    assert.equal(codes.length, 3);
    assert.equal((await readOutbox(t.config.outboxDir, user.email)).length, 3);
  });
});
