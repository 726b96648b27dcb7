import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PlatformResponseChanged, PlatformUnavailable } from './errors';
import { createPlatformHttp } from './http';
import { inTurn, startFixtureServer } from '../../test/platforms';

const fast = { timeoutMs: 2000, retries: 2, retryMinDelayMs: 1, retryMaxDelayMs: 5, userAgent: 'Mozilla/5.0 test' };
const noLimit = { limit: 1000, intervalMs: 1000 };

describe('platform HTTP', () => {
  it('reports an unreachable host as unavailable after its retries', async () => {
    const server = await startFixtureServer(() => ({ body: '' }));
    await server.close();
    const http = createPlatformHttp('leetcode', fast, noLimit);
    await assert.rejects(
      http.request(server.url, {}, () => 'read'),
      (error) => error instanceof PlatformUnavailable && /unreachable \(ECONNREFUSED\)/.test(error.message),
    );
  });

  it('honours Retry-After (capped by the longest back-off)', async () => {
    const server = await startFixtureServer(inTurn({ status: 429, headers: { 'Retry-After': '1' }, body: '' }, { body: 'fine' }));
    try {
      const http = createPlatformHttp('codeforces', { ...fast, retryMaxDelayMs: 100 }, noLimit);
      const started = Date.now();
      assert.equal(await http.request(server.url, {}, ({ text }) => text), 'fine');
      const waited = Date.now() - started;
      assert.ok(waited >= 100 && waited < 900, `waited ${waited} ms`);
    } finally {
      await server.close();
    }
  });

  it('retries what the reader calls unavailable, and stops at once on anything else', async () => {
    const server = await startFixtureServer(() => ({ body: 'busy' }));
    try {
      const http = createPlatformHttp('geeksforgeeks', fast, noLimit);
      await assert.rejects(
        http.request(server.url, {}, () => {
          throw new PlatformUnavailable('geeksforgeeks', 'busy');
        }),
        PlatformUnavailable,
      );
      assert.equal(server.requests.length, 3);
      await assert.rejects(
        http.request(server.url, {}, () => {
          throw new PlatformResponseChanged('geeksforgeeks', 'odd');
        }),
        PlatformResponseChanged,
      );
      assert.equal(server.requests.length, 4);
    } finally {
      await server.close();
    }
  });
});
