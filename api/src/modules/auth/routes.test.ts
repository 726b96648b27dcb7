import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwt, SignJWT } from 'jose';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { setPassword } from '../users/service';

describe('auth routes', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof addUser>>;
  before(async () => {
    t = await startTestApp({ loginRateLimitMax: 3 });
    member = await addUser(t.database, 'MEMBER');
  });
  after(() => t.close());

  const login = (payload: object, remoteAddress = '127.0.0.1') => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, remoteAddress });
  const verify = (token?: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/verify-auth-token', headers: token ? bearer(token) : {} });

  it('stores passwords hashed with argon2id', () => {
    assert.match(member.password_hash, /^\$argon2id\$/);
  });

  it('logs in with the right password, case-insensitively on the e-mail', async () => {
    const response = await login({ email: member.email.toUpperCase(), password: member.password });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.message, 'Login successful!');
    const claims = decodeJwt(body.token);
    assert.equal(claims.sub, member.id);
    assert.equal(claims.ver, 0);
    assert.equal(claims.exp! - claims.iat!, 24 * 60 * 60);
    // The role at signing, which the web app draws a stored session from before the server confirms it.
    assert.equal(claims.role, member.role);
  });

  it('gives a one-week token with rememberMe', async () => {
    const token = await loginAs(t.app, member.email, member.password, true);
    const claims = decodeJwt(token);
    assert.equal(claims.exp! - claims.iat!, 7 * 24 * 60 * 60);
  });

  it('answers an unknown e-mail and a wrong password alike, so nobody learns which accounts exist', async () => {
    const unknown = await login({ email: 'nobody@example.edu', password: 'whatever' }, '10.0.0.1');
    const wrong = await login({ email: member.email, password: 'wrong-password' }, '10.0.0.1');
    assert.equal(unknown.statusCode, 400);
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(unknown.json(), { message: 'Invalid email or password!' });
    assert.deepEqual(wrong.json(), unknown.json());
  });

  it('rate limits login per IP and e-mail', async () => {
    const ip = '10.0.0.2';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await login({ email: member.email, password: 'bad' }, ip)).statusCode);
    assert.deepEqual(statuses, [400, 400, 400, 429]);
    const limited = await login({ email: member.email, password: member.password }, ip);
    assert.deepEqual(limited.json(), { message: 'Too many requests! Please try later.' });
    // Another e-mail from the same address still gets through (to the one answer for unknown accounts and wrong passwords).
    const other = await login({ email: 'other@example.edu', password: 'x' }, ip);
    assert.equal(other.statusCode, 400);
    assert.deepEqual(other.json(), { message: 'Invalid email or password!' });
  });

  it('verifies a valid token with the user id and role', async () => {
    const token = await loginAs(t.app, member.email, member.password);
    const response = await verify(token);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: 'Token is valid', userId: member.id, role: 'MEMBER' });
  });

  it('answers 400 "Token is not valid" for missing, garbage, forged and expired tokens', async () => {
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(member.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(member.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: member.id, ver: 0 })).toString('base64url')}.`;
    for (const token of [undefined, 'garbage', forged, expired, unsigned]) {
      const response = await verify(token);
      assert.equal(response.statusCode, 400, `token ${token}`);
      assert.deepEqual(response.json(), { message: 'Token is not valid' });
    }
  });

  it('invalidates older tokens when the password changes (token_version bump)', async () => {
    const user = await addUser(t.database, 'USER');
    const old = await loginAs(t.app, user.email, user.password);
    assert.equal((await verify(old)).statusCode, 200);
    await setPassword(t.database.db, user.id, 'a-new-password');
    assert.equal((await verify(old)).statusCode, 400);
    const fresh = await loginAs(t.app, user.email, 'a-new-password');
    assert.equal(decodeJwt(fresh).ver, 1);
    assert.equal((await verify(fresh)).statusCode, 200);
  });

  it('rejects tokens of blocked and deleted users', async () => {
    const blocked = await addUser(t.database);
    const blockedToken = await loginAs(t.app, blocked.email, blocked.password);
    await t.database.db.updateTable('users').set({ blocked: true }).where('id', '=', blocked.id).execute();
    assert.equal((await verify(blockedToken)).statusCode, 400);
    assert.equal((await login({ email: blocked.email, password: blocked.password }, '10.0.0.3')).statusCode, 403);

    const gone = await addUser(t.database);
    const goneToken = await loginAs(t.app, gone.email, gone.password);
    await t.database.db.deleteFrom('users').where('id', '=', gone.id).execute();
    assert.equal((await verify(goneToken)).statusCode, 400);
  });
});
