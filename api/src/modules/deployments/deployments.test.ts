import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { addUser, bearer, loginAs, startTestApp, testConfig, type TestApp } from '../../../test/app';
import { assertDeclared } from '../../../test/contract';
import { remoteBuild, SHELL_PROVIDES, tarGz, type Entry } from '../../../test/remoteArchive';

const BUILT = (pkg: string) => `/remotes/${pkg}/20260101000000-0000000${pkg.length % 10}/mf-manifest.json`;
const PACKAGES = {
  mfe_public: 'mfe-public',
  mfe_dashboard: 'mfe-dashboard',
  mfe_leaderboard: 'mfe-leaderboard',
  mfe_learning: 'mfe-learning',
  mfe_admin: 'mfe-admin',
};
const html = { accept: 'text/html' };

/** The remotes map a page carries inline. */
const inlineMap = (body: string): Record<string, string> => JSON.parse(/<script type="application\/json" id="chapter-remotes">(.*?)<\/script>/.exec(body)![1]!);
const cookieOf = (setCookie: string | string[] | undefined) => String(setCookie).split(';')[0]!;

describe('remote deployments through the API (issue 30)', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-deploy-web-'));
  let t: TestApp;
  /** A second API instance on the same database, with its own data folder (its own disk cache). */
  let other: FastifyInstance;
  let otherDataDir: string;
  let admin: string;
  let member: string;
  let adminToken: string;
  let dashboardToken: string;

  const upload = async (pkg: string, files: Record<string, Entry> | Buffer, headers: Record<string, string>, query = '') => {
    const payload = Buffer.isBuffer(files) ? files : await tarGz(files);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/deployments/${pkg}/versions${query}`,
      headers: { 'content-type': 'application/gzip', ...headers },
      payload,
    });
    const body = response.json();
    assertDeclared('POST', `/api/v1/deployments/${pkg}/versions`.replace('/api/v1', ''), response.statusCode, body);
    return { status: response.statusCode, body };
  };
  const adminCall = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) => {
    const response = await t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    const body = response.json();
    assertDeclared(method, url, response.statusCode, body);
    return { status: response.statusCode, body };
  };
  const overview = async (pkg: string) => {
    const { body } = await adminCall('GET', '/admin/deployments');
    return (
      body.data.remotes as Array<{
        remote: string;
        stable: string;
        canary: { version: string; share: number } | null;
        versions: Array<{ version: string; state: string; sessions: number; failures: number }>;
        history: Array<{ action: string; version: string | null; previous: string | null; by: string | null; reason: string | null }>;
      }>
    ).find((remote) => remote.remote === pkg)!;
  };
  const newToken = async (remote: string, name: string) => {
    const { status, body } = await adminCall('POST', '/admin/deploy-tokens', { remote, name });
    assert.equal(status, 200, JSON.stringify(body));
    return body.data as { token: string; deployToken: { id: string } };
  };
  const page = (app: FastifyInstance, cookie?: string) => app.inject({ method: 'GET', url: '/dashboard', headers: { ...html, ...(cookie ? { cookie } : {}) } });
  const auditActions = async () => await t.database.db.selectFrom('audit_log').select(['action', 'actor_name', 'after']).orderBy('at').orderBy('id').execute();

  before(async () => {
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
    fs.writeFileSync(path.join(webDir, 'remotes.json'), JSON.stringify(Object.fromEntries(Object.entries(PACKAGES).map(([name, pkg]) => [name, BUILT(pkg)]))));
    fs.writeFileSync(
      path.join(webDir, 'deployments.json'),
      JSON.stringify({ shell: [{ action: 'build', buildId: 'shell@1', test: true, provides: SHELL_PROVIDES, at: '2026-01-01T00:00:00.000Z' }] }),
    );
    for (const pkg of Object.values(PACKAGES)) {
      const dir = path.join(webDir, path.posix.dirname(BUILT(pkg)));
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"built"}');
    }
    t = await startTestApp({ webDir });
    const otherConfig = testConfig({ webDir });
    otherDataDir = otherConfig.dataDir;
    other = await buildApp({ config: otherConfig, db: t.database.db, databaseKind: t.database.kind });
    await other.ready();
    const [a, m] = [await addUser(t.database, 'ADMIN'), await addUser(t.database, 'MEMBER')];
    admin = await loginAs(t.app, a.email, a.password);
    member = await loginAs(t.app, m.email, m.password);
    adminToken = (await newToken('mfe-admin', 'admin team CI')).token;
    dashboardToken = (await newToken('mfe-dashboard', 'dashboard team CI')).token;
  });
  after(async () => {
    await other.close();
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
    fs.rmSync(otherDataDir, { recursive: true, force: true });
  });

  it('answers the deployed shell to a deploy token, and refuses a visitor (401) and a member (403)', async () => {
    const shell = await t.app.inject({ method: 'GET', url: '/api/v1/deployments/shell', headers: { 'x-deploy-token': adminToken } });
    assert.equal(shell.statusCode, 200);
    assertDeclared('GET', '/deployments/shell', 200, shell.json());
    assert.deepEqual(shell.json().data, { provides: SHELL_PROVIDES, test: true, buildId: 'shell@1' });
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/deployments/shell' })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/deployments/shell', headers: bearer(member) })).statusCode, 403);
  });

  it('a token upload is stored, served on the next page by another instance on the same database, and the same content again stores nothing', async () => {
    const first = await upload('mfe-admin', remoteBuild('mfe-admin', 'mfe_admin', { marker: 'v2' }), { 'x-deploy-token': adminToken });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const { version, url, stored, state } = first.body.data;
    assert.match(version, /^\d{14}-[0-9a-f]{8}$/);
    assert.deepEqual({ url, stored, state }, { url: `/remotes/mfe-admin/${version}/mf-manifest.json`, stored: true, state: 'stable' });

    // The other instance's next page names the new version, and serves its files from the database (through its cache).
    const next = await page(other);
    assert.equal(inlineMap(next.body).mfe_admin, url);
    assert.equal(inlineMap(next.body).mfe_public, BUILT('mfe-public'), 'the other remotes are unchanged');
    const manifest = await other.inject({ method: 'GET', url });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(JSON.parse(manifest.body).name, 'mfe_admin');
    const entry = await other.inject({ method: 'GET', url: url.replace('mf-manifest.json', 'remoteEntry.js'), headers: { 'accept-encoding': 'br' } });
    assert.equal(entry.headers['content-encoding'], 'br');
    assert.equal(entry.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(entry.headers['content-type']), /javascript/);
    const plain = await other.inject({ method: 'GET', url: url.replace('mf-manifest.json', 'assets/logo.svg'), headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['content-type'], 'image/svg+xml');
    const again = await other.inject({
      method: 'GET',
      url: url.replace('mf-manifest.json', 'assets/logo.svg'),
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
    assert.equal((await other.inject({ method: 'GET', url: url.replace('mf-manifest.json', 'missing.js') })).statusCode, 404);
    const adminPage = await other.inject({ method: 'GET', url: '/admin/users', headers: html });
    assert.match(adminPage.body, new RegExp(`<link rel="preload" href="${url}" as="fetch"`), 'the page preloads the uploaded manifest');
    const map = await other.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(map.json().mfe_admin, url);
    assert.equal(map.headers['cache-control'], 'no-cache, private');

    const same = await upload('mfe-admin', remoteBuild('mfe-admin', 'mfe_admin', { marker: 'v2' }), { 'x-deploy-token': adminToken });
    assert.equal(same.status, 200);
    assert.deepEqual(same.body.data, { ...first.body.data, stored: false });
    const versions = await t.database.db.selectFrom('remote_versions').select('version').where('pkg', '=', 'mfe-admin').execute();
    assert.equal(versions.length, 1);

    const remote = await overview('mfe-admin');
    assert.equal(remote.stable, version);
    assert.deepEqual(
      remote.history.map((entry) => [entry.action, entry.version, entry.previous, entry.by]),
      [['deploy', version, '20260101000000-00000009', 'deploy token "admin team CI"']],
    );
    assert.ok((await auditActions()).some((row) => row.action === 'remote-deploy' && row.actor_name === 'deploy token "admin team CI"'));
  });

  it('a canary at 50 % goes to about half of 200 fresh browsers, each keeping its version', async () => {
    const { status, body } = await upload(
      'mfe-leaderboard',
      remoteBuild('mfe-leaderboard', 'mfe_leaderboard', { marker: 'canary' }),
      bearer(admin),
      '?canary=50',
    );
    assert.equal(status, 201, JSON.stringify(body));
    assert.equal(body.data.state, 'canary');
    let canary = 0;
    const browsers: Array<{ cookie: string; url: string }> = [];
    for (let i = 0; i < 200; i += 1) {
      const response = await page(t.app);
      const url = inlineMap(response.body).mfe_leaderboard!;
      if (url === body.data.url) canary += 1;
      else assert.equal(url, BUILT('mfe-leaderboard'));
      browsers.push({ cookie: cookieOf(response.headers['set-cookie']), url });
    }
    assert.ok(canary > 70 && canary < 130, `${canary} of 200 browsers got the canary`);
    for (const browser of browsers.slice(0, 30)) {
      assert.equal(inlineMap((await page(t.app, browser.cookie)).body).mfe_leaderboard, browser.url, 'the same browser keeps its version');
      const map = await other.inject({ method: 'GET', url: '/remotes.json', headers: { cookie: browser.cookie } });
      assert.equal(map.json().mfe_leaderboard, browser.url, 'on either instance');
    }
    const cookie = (await page(t.app)).headers['set-cookie'];
    assert.match(String(cookie), /^chapter_bid=[A-Za-z0-9_-]+; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
  });

  it('promote, stop and roll back change what browsers get, each in the history', async () => {
    const pkg = 'mfe-learning';
    const a = (await upload(pkg, remoteBuild(pkg, 'mfe_learning', { marker: 'a' }), bearer(admin))).body.data.version as string;
    const b = (await upload(pkg, remoteBuild(pkg, 'mfe_learning', { marker: 'b' }), bearer(admin), '?canary=10')).body.data.version as string;
    assert.equal((await adminCall('POST', `/admin/deployments/${pkg}/promote`)).status, 200);
    assert.equal((await overview(pkg)).stable, b);
    assert.equal((await adminCall('POST', `/admin/deployments/${pkg}/canary`, { version: a, share: 100 })).status, 200);
    assert.equal(inlineMap((await page(t.app)).body).mfe_learning, `/remotes/${pkg}/${a}/mf-manifest.json`, 'a 100 % canary goes to everyone');
    assert.equal((await adminCall('DELETE', `/admin/deployments/${pkg}/canary`)).status, 200);
    assert.equal(inlineMap((await page(t.app)).body).mfe_learning, `/remotes/${pkg}/${b}/mf-manifest.json`);
    const noCanary = await adminCall('DELETE', `/admin/deployments/${pkg}/canary`);
    assert.equal(noCanary.status, 409);
    assert.equal((await adminCall('POST', `/admin/deployments/${pkg}/rollback`)).status, 200);
    assert.equal((await overview(pkg)).stable, a);
    assert.equal((await adminCall('POST', `/admin/deployments/${pkg}/rollback`)).status, 200);
    assert.equal(inlineMap((await page(t.app)).body).mfe_learning, BUILT(pkg), "back on the server's own build");
    const none = await adminCall('POST', `/admin/deployments/${pkg}/rollback`);
    assert.equal(none.status, 409);
    assert.equal(none.body.message, `No earlier version of ${pkg} is left to roll back to.`);
    const remote = await overview(pkg);
    assert.deepEqual(remote.history.map((entry) => [entry.action, entry.version, entry.previous]).reverse(), [
      ['deploy', a, '20260101000000-00000002'],
      ['canary', b, a],
      ['promote', b, a],
      ['canary', a, b],
      ['stop-canary', b, a],
      ['rollback', a, b],
      ['rollback', '20260101000000-00000002', a],
    ]);
    assert.deepEqual(remote.versions.map((version) => version.state).sort(), ['retired', 'retired', 'stable']);
    assert.equal((await adminCall('GET', '/admin/deployments', undefined, member)).status, 403, 'a member cannot see deployments');
    assert.equal((await adminCall('POST', `/admin/deployments/${pkg}/promote`, undefined, member)).status, 403);
  });

  it('a canary failing too often is rolled back by the API: history, audit log and a notice to every admin', async () => {
    const pkg = 'mfe-public';
    const { body } = await upload(pkg, remoteBuild(pkg, 'mfe_public', { marker: 'throws' }), bearer(admin), '?canary=100');
    const version = body.data.version as string;
    const beacon = async (kind: string, remote = 'mfe_public', v = version) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/remote-health',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ remote, version: v, kind }),
      });
      assert.equal(response.statusCode, 204);
    };
    await beacon('session', 'mfe_nothing');
    await beacon('render-error', 'mfe_public', '20990101000000-deadbeef');
    for (let i = 0; i < 10; i += 1) await beacon('session');
    await beacon('render-error');
    await beacon('load-failure');
    assert.equal((await overview(pkg)).canary?.version, version, 'two of ten sessions failing is not more than 20 %');
    await beacon('render-error');
    const remote = await overview(pkg);
    assert.equal(remote.canary, null);
    assert.deepEqual(remote.history[0], { ...remote.history[0], action: 'auto-rollback', previous: version, by: null, reason: '3 of 10 sessions failed' });
    assert.deepEqual(
      remote.versions.find((v) => v.version === version),
      { ...remote.versions.find((v) => v.version === version)!, sessions: 10, failures: 3 },
    );
    assert.equal(inlineMap((await page(t.app)).body).mfe_public, BUILT(pkg));
    assert.ok((await auditActions()).some((row) => row.action === 'remote-auto-rollback' && row.actor_name === 'the canary rule'));
    const notices = await t.database.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select(['users.role', 'title', 'kind'])
      .execute();
    assert.deepEqual(
      notices.filter((notice) => notice.kind === 'canary-rolled-back').map((notice) => [notice.role, notice.title]),
      [['ADMIN', `mfe-public's canary ${version} was rolled back: 3 of 10 sessions failed`]],
    );
    const unknown = await t.database.db.selectFrom('remote_version_health').select('version').where('version', '=', '20990101000000-deadbeef').execute();
    assert.deepEqual(unknown, [], 'an unknown version counts nothing');
  });

  it("refuses a build needing a newer kit than the deployed shell with the CLI's message, and nothing changes", async () => {
    const before = await overview('mfe-admin');
    const { status, body } = await upload('mfe-admin', remoteBuild('mfe-admin', 'mfe_admin', { marker: 'new kit', kit: '2.0.0' }), {
      'x-deploy-token': adminToken,
    });
    assert.equal(status, 409);
    assert.equal(
      body.message,
      'mfe-admin needs @chapter/shared ^2.0.0 (the deployed shell provides 1.8.0); deploy a shell built with it first (npm run build)',
    );
    assert.deepEqual(await overview('mfe-admin'), before);
    assert.ok((await auditActions()).some((row) => row.action === 'deploy-refused' && JSON.stringify(row.after).includes('@chapter/shared ^2.0.0')));
  });

  it('refuses archives with paths outside the folder, server/ or pages/, links, other kinds of files, a wrong manifest, or too many bytes; a token’s refusals are audited', async () => {
    const base = remoteBuild('mfe-admin', 'mfe_admin', { marker: 'bad' });
    const cases: Array<[Record<string, Entry> | Buffer, number, RegExp]> = [
      [{ ...base, '../escape.js': 'x' }, 400, /not a path inside the build folder/],
      [{ ...base, 'server/prerender.cjs': 'module.exports = 1' }, 400, /server\//],
      [{ ...base, 'pages/about.html': '<p>' }, 400, /pages\//],
      [{ ...base, 'link.js': { type: 'symlink', linkname: '/etc/passwd' } }, 400, /only files and folders/],
      [{ ...base, 'run.sh': 'rm -rf /' }, 400, /not a kind of file a remote serves/],
      [{ ...base, 'mf-manifest.json': '{"name":"mfe_dashboard"}' }, 400, /manifest of mfe_dashboard, not of mfe-admin/],
      [{ ...base, 'mf-manifest.json': 'not json' }, 400, /mf-manifest.json is not valid JSON/],
      [Buffer.from('not an archive'), 400, /not a gzip-compressed tar archive/],
      [crypto.randomBytes(26 * 1024 * 1024), 413, /larger than 25 MB/],
    ];
    const before = await t.database.db.selectFrom('remote_versions').select('version').execute();
    const refused = async () => (await auditActions()).filter((row) => row.action === 'deploy-refused').length;
    const refusedBefore = await refused();
    for (const [files, status, message] of cases) {
      const response = await upload('mfe-admin', files, { 'x-deploy-token': adminToken });
      assert.equal(response.status, status, JSON.stringify(response.body));
      assert.match(response.body.message, message);
    }
    assert.deepEqual(await t.database.db.selectFrom('remote_versions').select('version').execute(), before);
    assert.equal(await refused(), refusedBefore + cases.length, 'each refusal is in the audit log, the too-large archive too');
    // An admin's refused upload is no token's use: it changes nothing, the audit log included (the admin reads why).
    const byAdmin = await upload('mfe-admin', { ...base, '../escape.js': 'x' }, bearer(admin));
    assert.equal(byAdmin.status, 400);
    assert.equal(await refused(), refusedBefore + cases.length);
  });

  it('refuses a token for another remote, a revoked token, an unknown one, and no token at all', async () => {
    const build = remoteBuild('mfe-admin', 'mfe_admin', { marker: 'tokens' });
    const wrong = await upload('mfe-admin', build, { 'x-deploy-token': dashboardToken });
    assert.deepEqual([wrong.status, wrong.body.message], [403, 'This deploy token cannot deploy mfe-admin.']);
    const { token, deployToken } = await newToken('mfe-admin', 'to revoke');
    assert.equal((await adminCall('DELETE', `/admin/deploy-tokens/${deployToken.id}`)).status, 200);
    const revoked = await upload('mfe-admin', build, { 'x-deploy-token': token });
    assert.deepEqual([revoked.status, revoked.body.message], [403, 'This deploy token cannot deploy mfe-admin.']);
    const unknown = await upload('mfe-admin', build, { 'x-deploy-token': `cdt_${'x'.repeat(43)}` });
    assert.equal(unknown.status, 403);
    assert.equal((await upload('mfe-admin', build, {})).status, 401);
    assert.equal((await upload('mfe-admin', build, bearer(member))).status, 403);
    const refusals = (await auditActions()).filter((row) => row.action === 'deploy-token-refused').map((row) => row.actor_name);
    assert.deepEqual(refusals, ['deploy token "dashboard team CI"', 'deploy token "to revoke"', 'an unknown deploy token']);
    const tokens = (await adminCall('GET', '/admin/deploy-tokens')).body.data as Array<{ name: string; revokedAt: string | null; lastUsedAt: string | null }>;
    assert.ok(tokens.find((row) => row.name === 'to revoke')?.revokedAt);
    assert.ok(tokens.find((row) => row.name === 'admin team CI')?.lastUsedAt);
    const stored = await t.database.db.selectFrom('deploy_tokens').select('token_hash').execute();
    assert.ok(
      stored.every((row) => row.token_hash !== token && /^[0-9a-f]{64}$/.test(row.token_hash)),
      'only hashes are kept',
    );
    assert.ok((await auditActions()).some((row) => row.action === 'revoke-deploy-token'));
  });
});
