import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HttpError } from '../errors';
import { startTestApp, type TestApp } from '../../test/app';

describe('error handling', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({}, (app) => {
      app.get('/api/v1/test/boom', async () => {
        throw new Error('secret database detail');
      });
      app.get('/api/v1/test/teapot', async () => {
        throw new HttpError(418, 'No coffee here');
      });
    });
  });
  after(() => t.close());

  const login = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, headers: { 'content-type': contentType } });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await login('{"email": ');
    assert.equal(response.statusCode, 400);
    assert.equal(typeof response.json().message, 'string');
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await login('');
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().message);
  });

  it('names the first missing field in plain words', async () => {
    const missing = await login(JSON.stringify({ password: 'x' }));
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), { message: 'email is required' });
    const empty = await login(JSON.stringify({ email: '', password: 'x' }));
    assert.deepEqual(empty.json(), { message: 'email is required' });
    const wrongType = await login(JSON.stringify({ email: 'a@b.edu', password: 'x', rememberMe: 'maybe' }));
    assert.equal(wrongType.statusCode, 400);
    assert.match(wrongType.json().message, /^rememberMe must be boolean/);
  });

  it('answers a JSON array body with 400', async () => {
    const response = await login('[]');
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Request body must be a JSON object');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await login('email=a', 'application/x-www-form-urlencoded');
    assert.equal(response.statusCode, 415);
    assert.ok(response.json().message);
  });

  it('answers an oversized body with 413', async () => {
    const response = await login(JSON.stringify({ email: 'a@b.edu', password: 'x'.repeat(2 * 1024 * 1024) }));
    assert.equal(response.statusCode, 413);
    assert.ok(response.json().message);
  });

  it('answers unknown API routes with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/v1/nope' });
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { message: 'Route not found' });
    }
  });

  it('keeps the status and message of client errors', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/teapot' });
    assert.equal(response.statusCode, 418);
    assert.deepEqual(response.json(), { message: 'No coffee here' });
  });

  it('hides the details of unexpected errors behind a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/boom' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { message: 'Internal Server Error!' });
  });

  it('does not 500 on a malformed token or a bogus user id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/admin/check-role', headers: { authorization: 'Bearer %%%' } });
    assert.equal(response.statusCode, 401);
  });
});
