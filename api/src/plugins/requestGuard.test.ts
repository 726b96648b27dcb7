import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SignJWT } from 'jose';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../test/app';
import { findMalformed, jsonDepth } from './requestGuard';

describe('the request gate', () => {
  it('measures JSON depth without parsing, ignoring brackets inside strings', () => {
    assert.equal(jsonDepth('{"a":[1,{"b":"[[[["}]}'), 3);
    assert.equal(jsonDepth('"{{{"'), 0);
    assert.equal(jsonDepth('['.repeat(5000) + ']'.repeat(5000)), 5000);
  });

  it('names what is malformed: prototype keys, NUL characters, numbers beyond exact integers', () => {
    assert.equal(findMalformed({ constructor: { name: 'x' } }), 'constructor is not an allowed field name');
    assert.equal(findMalformed(JSON.parse('{"__proto__": {"admin": true}}')), '__proto__ is not an allowed field name');
    assert.equal(findMalformed({ title: 'a\u0000b' }), 'title cannot contain a NUL character');
    assert.equal(findMalformed({ page: 1e308 }), 'page is out of range');
    assert.equal(findMalformed({ page: 2 ** 53 + 2 }), 'page is out of range');
    assert.equal(findMalformed({ list: [{ ok: 'yes' }], n: -5 }), null);
  });
});

describe('requests the gate refuses', () => {
  let t: TestApp;
  let admin: string;
  before(async () => {
    t = await startTestApp({ rateLimitMax: 20, loginRateLimitMax: 10 });
    const a = await addUser(t.database, 'ADMIN');
    admin = await loginAs(t.app, a.email, a.password);
  });
  after(() => t.close());

  const post = (url: string, payload: string, token?: string, remoteAddress = '10.1.0.1') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) }, remoteAddress });

  it('JSON nested 5,000 deep gets a 400, not a crash', async () => {
    const deep = `{"email":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const response = await post('/api/v1/auth/login', deep, undefined, '10.1.0.2');
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Request is nested too deeply');
  });

  it('a key named constructor, a NUL character or an object where text belongs is a 400 with a message', async () => {
    const cases = [
      ['/api/v1/auth/login', '{"email":"a@b.edu","password":"x","constructor":{}}'],
      ['/api/v1/auth/login', '{"email":"a\\u0000@b.edu","password":"x"}'],
      ['/api/v1/core-member/create-resource', '{"title":{"a":1},"description":"d"}'],
      ['/api/v1/admin/fetch-all-allowed-emails', '{"page":1e308}'],
      ['/api/v1/user/get-leaderboard-data', '{"page":"Infinity"}'],
      ['/api/v1/user/get-leaderboard-data', '{"limit":1e400}'],
    ] as const;
    for (const [url, payload] of cases) {
      const response = await post(url, payload, admin, '10.1.0.3');
      assert.equal(response.statusCode, 400, `${url} ${payload}: ${response.body}`);
      assert.equal(typeof response.json().message, 'string');
    }
  });

  it('an impossible date is a 400 (the database refuses it: no 500)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/core-member/get-dashboard-calender-data?month=9999-12', headers: bearer(admin) });
    assert.ok(response.statusCode < 500, response.body);
  });

  it('percent-encoding a letter of the path does not escape the limits', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/%61pi/v1/health', remoteAddress: '10.1.0.9' });
      statuses.push(response.statusCode);
    }
    assert.ok(statuses.includes(429), `statuses: ${statuses.join(',')}`);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: '10.1.0.9' })).statusCode, 429, 'one limit for both spellings');
  });

  it('an anonymous caller is told to sign in before anything about the body', async () => {
    const response = await post('/api/v1/core-member/create-resource', '{"title":5}', undefined, '10.1.0.4');
    assert.equal(response.statusCode, 401);
    const admin = await post('/api/v1/admin/add-allowed-emails', '{}', undefined, '10.1.0.4');
    assert.equal(admin.statusCode, 401);
  });

  it('a token signed with the secret but without an expiry is refused', async () => {
    const user = await addUser(t.database, 'MEMBER');
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const forever = await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setIssuedAt().sign(key);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/get-profile-data', headers: bearer(forever), remoteAddress: '10.1.0.5' });
    assert.equal(response.statusCode, 401);
  });
});
