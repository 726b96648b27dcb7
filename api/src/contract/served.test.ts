// Each /api/v1 route is declared once, in contract/, and served from that declaration (docs/architecture.md, "The
// contract"): no route declares its own schema beside the contract, and no declared route goes unserved.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { routes } from '@chapter/contract';
import { API_BASE } from '@chapter/shared/constants';
import { startTestApp, type TestApp } from '../../test/app';

describe('the routes served under /api/v1', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  const served = () =>
    t.app.routeTable
      .filter((route) => route.url.startsWith(`${API_BASE}/`))
      .map((route) => ({ ...route, key: `${route.method} ${route.url.slice(API_BASE.length)}` }));

  it('are each served with the schema the contract declares for them, the very same declaration', () => {
    const stray = served().filter((route) => (routes as Record<string, unknown>)[route.key] !== route.schema);
    assert.deepEqual(
      stray.map((route) => route.key),
      [],
    );
  });

  it('include every route the contract declares', () => {
    const keys = new Set(served().map((route) => route.key));
    assert.deepEqual(
      Object.keys(routes).filter((key) => !keys.has(key)),
      [],
    );
  });
});
