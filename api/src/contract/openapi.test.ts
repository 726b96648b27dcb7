// The /api/docs document describes every answer: each route declares its 200 body, and no object in it is left
// open where the contract names fields (the serializer sends only what is declared, so the docs cannot drift).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../test/app';

type Json = Record<string, unknown>;

/** Objects whose keys are data, not a contract (path inside the 200 body → why it is free-form). */
const FREE_FORM: Record<string, string> = {
  'POST /api/v1/admin/fetch-audit-log data[].before': 'the audited row before the change, whatever the action touched',
  'POST /api/v1/admin/fetch-audit-log data[].after': 'the audited row after the change, whatever the action touched',
  'GET /api/v1/admin/job-status data.queued[].result': "a job's own summary, different for each job",
  'POST /api/v1/admin/run-job data.result': "a job's own summary, different for each job",
  'GET /api/v1/admin/job-run/{id} data.result': "a job's own summary, different for each job",
  'POST /api/v1/admin/month-end/run data.result': "the month end's summary, once it has run",
  'POST /api/v1/admin/re-run-contest-error data.result': "the queued re-run's summary, once it has run",
  'POST /api/v1/admin/re-run-practice-question-error data.result': "the queued re-run's summary, once it has run",
};

/** Routes whose 200 is not JSON → the media type they declare instead. */
const NOT_JSON: Record<string, string> = {
  'GET /api/v1/public/calendar/{file}': 'text/calendar',
  'GET /api/v1/files/pictures/{name}': 'image/webp',
  'GET /api/v1/admin/backups/{name}': 'application/gzip',
  'GET /api/v1/stream': 'text/event-stream',
  'GET /api/v1/user/export-my-data': 'application/zip',
  'GET /api/v1/public/profiles/{slug}/card.png': 'image/png',
  'GET /api/v1/public/profiles/{slug}/achievements/{achievementId}/card.png': 'image/png',
};

/** Every object schema under `schema` that is open (additionalProperties true, or no properties declared). */
function openObjects(schema: Json | undefined, path: string, out: string[]): void {
  if (!schema || typeof schema !== 'object') return;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) for (const part of (schema[key] as Json[] | undefined) ?? []) openObjects(part, path, out);
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('object')) {
    const properties = schema.properties as Record<string, Json> | undefined;
    const free = schema.additionalProperties;
    const keyed = typeof free === 'object' && free !== null;
    if (!keyed && (!properties || Object.keys(properties).length === 0)) out.push(path);
    for (const [name, property] of Object.entries(properties ?? {})) openObjects(property, `${path ? `${path}.` : ''}${name}`, out);
  }
  if (types.includes('array')) openObjects(schema.items as Json | undefined, `${path}[]`, out);
}

describe('the OpenAPI document at /api/docs/json', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Json }> }> }>>;
  const routes = () =>
    Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
        .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
  // The success answer: 200, or 202 for a request that queues a job (a member's "Refresh my figures").
  const okSchema = (operation: (typeof paths)[string][string]) =>
    (operation.responses?.['200'] ?? operation.responses?.['202'])?.content?.['application/json']?.schema;

  before(async () => {
    t = await startTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(response.statusCode, 200);
    paths = response.json().paths;
  });
  after(() => t.close());

  it('lists the API routes', () => {
    const names = routes().map((route) => route.name);
    assert.ok(names.length > 40, `only ${names.length} routes`);
    for (const name of ['POST /api/v1/user/get-profile-data', 'POST /api/v1/user/get-leaderboard-data', 'GET /api/v1/admin/job-status'])
      assert.ok(names.includes(name), name);
  });

  it('declares a JSON success body (200, or 202 when queued; 204 for a report) for every /api/v1 route, and its own media type for the few that are not JSON', () => {
    const missing = routes()
      .filter((route) => route.name.includes('/api/v1/'))
      .filter((route) => {
        const media = NOT_JSON[route.name];
        // A report the API answers with nothing (a page's remote-health beacon): 204 and no body.
        if (route.operation.responses?.['204'] && !route.operation.responses['200']) return false;
        const content = route.operation.responses?.['200']?.content ?? {};
        return media ? !content[media]?.schema : !okSchema(route.operation);
      });
    assert.deepEqual(
      missing.map((route) => route.name),
      [],
    );
  });

  it('leaves no object open where the contract names its fields', () => {
    const open: string[] = [];
    for (const route of routes()) {
      const found: string[] = [];
      openObjects(okSchema(route.operation), '', found);
      open.push(...found.map((path) => `${route.name} ${path}`.trim()).filter((path) => !(path in FREE_FORM)));
    }
    assert.deepEqual(open, []);
  });

  it('names only free-form paths that exist', () => {
    const all: string[] = [];
    for (const route of routes()) {
      const found: string[] = [];
      openObjects(okSchema(route.operation), '', found);
      all.push(...found.map((path) => `${route.name} ${path}`.trim()));
    }
    assert.deepEqual(
      Object.keys(FREE_FORM).filter((path) => !all.includes(path)),
      [],
    );
  });
});
