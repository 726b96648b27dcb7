import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../test/app';

describe('app', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ chapterName: 'Test Chapter', contactEmail: 'chapter@uni.edu', rateLimitMax: 5 });
  });
  after(() => t.close());

  it('GET /api/v1/health checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.message, 'ok');
    assert.equal(body.database, process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    assert.match(body.version, /^\d+\.\d+\.\d+/);
  });

  it('GET /api/v1/config gives the chapter name and contact e-mail', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    assert.deepEqual(response.json(), { chapterName: 'Test Chapter', contactEmail: 'chapter@uni.edu', links: {} });
  });

  it('sends security headers with a CSP the front end can live with', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    const csp = String(response.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'/);
    assert.match(csp, /style-src 'self' 'unsafe-inline'/);
    assert.match(csp, /img-src 'self' data: blob:/);
    assert.match(csp, /frame-src https:\/\/www\.youtube\.com https:\/\/www\.youtube-nocookie\.com/);
    assert.match(csp, /connect-src 'self'/);
    assert.doesNotMatch(csp, /upgrade-insecure-requests/);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });

  it('serves the API docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    assert.equal(page.statusCode, 200);
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.ok(Object.keys(spec.json().paths).includes('/api/v1/auth/login'));
  });

  it('rate limits the API per IP with the contract message', async () => {
    const ip = '10.9.8.7';
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await t.app.inject({ method: 'GET', url: '/api/v1/config', remoteAddress: ip });
      statuses.push(last.statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
    assert.deepEqual(last!.json(), { message: 'Too many requests! Please try later.' });
    const otherIp = await t.app.inject({ method: 'GET', url: '/api/v1/config', remoteAddress: '10.9.8.6' });
    assert.equal(otherIp.statusCode, 200);
  });
});
