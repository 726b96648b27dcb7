import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { addUser, startTestApp, type TestApp } from '../../test/app';
import { APP_PRELOADS_ID } from '@chapter/shared/constants';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const html = { accept: 'text/html,application/xhtml+xml' };

describe('static front end', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-web-test-'));
  let t: TestApp;
  before(async () => {
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(webDir, 'remotes.json'), '{"mfe_public":"/remotes/mfe-public/v1/mf-manifest.json"}');
    fs.writeFileSync(path.join(webDir, 'main.d9a9e0d1.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDir, 'sw.js'), "self.addEventListener('push', () => {})");
    fs.writeFileSync(path.join(webDir, 'deployments.json'), '{"mfe-public":[]}');
    const remote = path.join(webDir, 'remotes', 'mfe-public', 'v1');
    fs.mkdirSync(remote, { recursive: true });
    fs.writeFileSync(path.join(remote, 'mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(remote, 'remoteEntry.js'), 'var x');
    t = await startTestApp({ webDir });
  });
  after(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = html) => t.app.inject({ method: 'GET', url, headers });

  it('serves index.html at / uncached', async () => {
    const response = await get('/');
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /<title>shell<\/title>/);
    assert.equal(response.headers['cache-control'], 'no-cache, private');
  });

  it('lets the pages load scripts and manifests from exactly the other origins remotes.json lists, re-read on change', async () => {
    const csp = async () => String((await get('/')).headers['content-security-policy']);
    const remotesJson = path.join(webDir, 'remotes.json');
    const original = fs.readFileSync(remotesJson, 'utf8');
    assert.match(await csp(), /script-src 'self';/);
    try {
      fs.writeFileSync(
        remotesJson,
        JSON.stringify({ mfe_public: '/remotes/mfe-public/v1/mf-manifest.json', mfe_admin: 'http://127.0.0.1:4252/v2/mf-manifest.json' }),
      );
      const later = new Date(Date.now() + 5000);
      fs.utimesSync(remotesJson, later, later);
      assert.match(await csp(), /script-src 'self' http:\/\/127\.0\.0\.1:4252;/);
      assert.match(await csp(), /connect-src 'self' http:\/\/127\.0\.0\.1:4252(;|$)/);
      assert.doesNotMatch(await csp(), /default-src[^;]*4252/);
    } finally {
      fs.writeFileSync(remotesJson, original);
      const later = new Date(Date.now() + 10_000);
      fs.utimesSync(remotesJson, later, later);
    }
    assert.doesNotMatch(await csp(), /4252/);
  });

  it('serves remotes.json and manifests uncached, chunks immutable', async () => {
    const remotes = await get('/remotes.json', {});
    assert.equal(remotes.statusCode, 200);
    assert.equal(remotes.headers['cache-control'], 'no-cache, private', 'each browser gets its own map (its canary choice)');
    const manifest = await get('/remotes/mfe-public/v1/mf-manifest.json', {});
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    const chunk = await get('/main.d9a9e0d1.js', {});
    assert.equal(chunk.statusCode, 200);
    assert.equal(chunk.headers['cache-control'], IMMUTABLE);
    assert.equal(chunk.body, 'console.log(1)');
    const entry = await get('/remotes/mfe-public/v1/remoteEntry.js', {});
    assert.equal(entry.headers['cache-control'], IMMUTABLE);
  });

  it('serves the push service worker at /sw.js as a script, uncached (its address never changes)', async () => {
    const worker = await get('/sw.js', {});
    assert.equal(worker.statusCode, 200);
    assert.match(String(worker.headers['content-type']), /javascript/);
    assert.equal(worker.headers['cache-control'], 'no-cache');
  });

  it('answers deep links with the shell (SPA fallback)', async () => {
    for (const url of ['/leaderboard/overall', '/auth/login', '/profile/abc?tab=1']) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /<title>shell<\/title>/);
      assert.equal(response.headers['cache-control'], 'no-cache, private');
      assert.match(String(response.headers['content-type']), /text\/html/);
    }
  });

  it('keeps the deploy history private', async () => {
    const response = await get('/deployments.json', {});
    assert.equal(response.statusCode, 404);
  });

  it('answers a missing file with an extension with 404, not the shell', async () => {
    const response = await get('/missing.4a5b6c.js', { accept: '*/*' });
    assert.equal(response.statusCode, 404);
    assert.doesNotMatch(response.body, /shell/);
  });

  it('does not answer JSON requests or /api paths with the shell', async () => {
    assert.equal((await get('/leaderboard', { accept: 'application/json' })).statusCode, 404);
    const api = await get('/api/v1/unknown');
    assert.equal(api.statusCode, 404);
    assert.deepEqual(api.json(), { message: 'Route not found' });
  });

  it('answers a prerendered path with the page the remote version in remotes.json wrote, remotes.json inlined', async () => {
    const v1 = path.join(webDir, 'remotes', 'mfe-public', 'v1');
    const v2 = path.join(webDir, 'remotes', 'mfe-public', 'v2');
    const remotesJson = path.join(webDir, 'remotes.json');
    const original = fs.readFileSync(remotesJson, 'utf8');
    for (const [dir, label] of [
      [v1, 'one'],
      [v2, 'two'],
    ]) {
      fs.mkdirSync(path.join(dir, 'pages', 'auth'), { recursive: true });
      fs.writeFileSync(
        path.join(dir, 'pages', 'index.html'),
        `<html><head><title>landing ${label}</title></head><body><h1>Landing ${label}</h1></body></html>`,
      );
      fs.writeFileSync(path.join(dir, 'pages', 'auth', 'login.html'), `<html><head></head><body><h1>Sign in ${label}</h1></body></html>`);
    }
    fs.mkdirSync(path.join(v2, 'server'), { recursive: true });
    fs.writeFileSync(path.join(v2, 'server', 'prerender.cjs'), 'module.exports = {}');
    try {
      let page = await get('/');
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /<h1>Landing one<\/h1>/);
      assert.match(
        page.body,
        /<script type="application\/json" id="chapter-remotes">\{"mfe_public":"\/remotes\/mfe-public\/v1\/mf-manifest.json"\}<\/script><template id="chapter-app-preloads">(<link [^>]+>)+<\/template><\/head>/,
      );
      assert.equal(page.headers['cache-control'], 'no-cache, private');
      assert.match((await get('/auth/login?next=1')).body, /Sign in one/);

      // A deploy (or a rollback) changes remotes.json: the next request gets that version's page.
      fs.writeFileSync(remotesJson, JSON.stringify({ mfe_public: '/remotes/mfe-public/v2/mf-manifest.json' }));
      page = await get('/');
      assert.match(page.body, /Landing two/);
      assert.match(page.body, /remotes\/mfe-public\/v2/);

      // Other paths get the shell; nothing outside the pages folder can be named; the node builds are not served.
      assert.match((await get('/dashboard')).body, /<title>shell<\/title>/);
      assert.match((await get('/auth/../pages/index')).body, /<title>shell<\/title>|Landing two/);
      assert.match((await get('/AUTH/LOGIN')).body, /<title>shell<\/title>/);
      assert.equal((await get('/remotes/mfe-public/v2/server/prerender.cjs', {})).statusCode, 404);
    } finally {
      fs.writeFileSync(remotesJson, original);
      fs.rmSync(path.join(v1, 'pages'), { recursive: true, force: true });
      fs.rmSync(v2, { recursive: true, force: true });
    }
  });
});

describe('public pages drawn with the answers of their reads', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-web-pages-'));
  const version = path.join(webDir, 'remotes', 'mfe-public', 'v1');
  const shellBundle = path.join(webDir, 'server', 'prerender.cjs');
  // Bundles of the same shape as the builds' (scripts/lib/renderPages.mjs loads them): the shell draws the frame with
  // the answers it is given, the remote names its pages and what the landing page reads.
  const drawingShell = `module.exports = {
    singletons: {},
    renderPage: (pathname, name, app, answers) => {
      const config = answers && answers['GET /config'];
      const overview = answers && answers['GET /public/overview'];
      const figures = overview ? ' ' + overview.activeUsers + ' active' : '';
      return { html: '<h1>' + (config ? config.chapterName : 'no configuration') + ' ' + name + ' ' + pathname + figures + '</h1>', styles: '<style>h1{}</style>' };
    },
  };`;
  let t: TestApp;
  before(async () => {
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(webDir, 'remotes.json'), '{"mfe_public":"/remotes/mfe-public/v1/mf-manifest.json"}');
    fs.mkdirSync(path.join(version, 'server'), { recursive: true });
    fs.mkdirSync(path.join(version, 'pages'), { recursive: true });
    fs.mkdirSync(path.dirname(shellBundle), { recursive: true });
    fs.writeFileSync(path.join(version, 'mf-manifest.json'), '{}');
    fs.writeFileSync(
      path.join(version, 'server', 'prerender.cjs'),
      "module.exports = { PRERENDER_PATHS: ['/', '/about'], PAGE_READS: { '/': ['GET /public/overview'] } };",
    );
    fs.writeFileSync(path.join(version, 'pages', 'about.html'), '<html><head></head><body><h1>as the build drew it</h1></body></html>');
    fs.writeFileSync(path.join(version, 'pages', 'index.html'), '<html><head></head><body><h1>landing as the build drew it</h1></body></html>');
    fs.writeFileSync(shellBundle, drawingShell);
    t = await startTestApp({ webDir, chapterName: 'Code Club <Uni>' });
  });
  after(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: html });
  const carried = (body: string) => {
    const block = /<script type="application\/json" id="chapter-answers">(.*?)<\/script>/.exec(body)?.[1];
    assert.ok(block, 'the page carries the answers it was drawn with');
    assert.doesNotMatch(block, /</, 'a "<" in a value cannot close the block');
    return JSON.parse(block) as Record<string, unknown>;
  };
  const answerOf = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).json();

  it('draws a page with the configuration GET /config gives, carries it, and lets the page start on the first act', async () => {
    const page = await get('/about');
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<div id="root" data-prerendered="mfe_public" data-start="on-interaction"><h1>Code Club <Uni> mfe_public \/about<\/h1><\/div>/);
    assert.match(page.body, /<style>h1\{\}<\/style>/);
    assert.deepEqual(carried(page.body), { 'GET /config': await answerOf('/config') });
    // A page no build prerendered carries it too.
    assert.deepEqual(carried((await get('/dashboard')).body), { 'GET /config': await answerOf('/config') });
  });

  it('draws the landing page with the live figures GET /public/overview gives now, and carries them', async () => {
    const page = await get('/');
    const overview = (await answerOf('/public/overview')) as { activeUsers: number };
    assert.match(page.body, new RegExp(`data-start="on-interaction"><h1>Code Club <Uni> mfe_public / ${overview.activeUsers} active</h1>`));
    assert.deepEqual(carried(page.body), { 'GET /config': await answerOf('/config'), 'GET /public/overview': overview });

    // A new member changes the figures: the next visit gets the page drawn with them.
    await addUser(t.database, 'MEMBER');
    const later = (await answerOf('/public/overview')) as { activeUsers: number };
    assert.equal(later.activeUsers, overview.activeUsers + 1);
    assert.match((await get('/')).body, new RegExp(`<h1>Code Club <Uni> mfe_public / ${later.activeUsers} active</h1>`));
  });

  it("serves the build's file, without answers its first render would not match, when the page cannot be rendered", async () => {
    fs.writeFileSync(shellBundle, "throw new Error('a broken shell build')");
    // A new shell build (another file time) is rendered again; this one fails.
    fs.utimesSync(shellBundle, new Date(), new Date(Date.now() + 60_000));
    try {
      const page = await get('/about');
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /as the build drew it/);
      assert.doesNotMatch(page.body, /id="chapter-answers"/);
      assert.match(page.body, /id="chapter-remotes"/);
    } finally {
      fs.writeFileSync(shellBundle, drawingShell);
    }
  });
});

describe('the first route preloaded', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-web-preload-'));
  let t: TestApp;
  before(async () => {
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
    const remotes = {
      mfe_dashboard: '/remotes/mfe-dashboard/v1/mf-manifest.json',
      mfe_learning: '/remotes/mfe-learning/v1/mf-manifest.json',
      mfe_admin: 'https://cdn.example.edu/admin/mf-manifest.json',
    };
    fs.writeFileSync(path.join(webDir, 'remotes.json'), JSON.stringify(remotes));
    const dashboard = path.join(webDir, 'remotes', 'mfe-dashboard', 'v1');
    fs.mkdirSync(dashboard, { recursive: true });
    fs.writeFileSync(path.join(dashboard, 'mf-manifest.json'), '{"metaData":{}}');
    // The shell's build lists its start chunks; only plain names of its own folder are taken.
    const start = { scripts: ['262.aa11.js', '69.bb22.js', '../escape.js', 'https://cdn.example.edu/x.js', 7] };
    fs.writeFileSync(path.join(webDir, 'start-assets.json'), JSON.stringify(start));
    t = await startTestApp({ webDir });
  });
  after(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
  const head = async (url: string) => {
    const body = (await t.app.inject({ method: 'GET', url, headers: html })).body;
    return body.slice(0, body.indexOf('</head>'));
  };

  it("names the shell's start chunks, then the owning remote's manifest, and nothing else", async () => {
    const links = (await head('/dashboard')).match(/<link [^>]+>/g) ?? [];
    assert.deepEqual(links, [
      '<link rel="preload" href="/262.aa11.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="/69.bb22.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="/remotes/mfe-dashboard/v1/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">',
    ]);
  });

  it("preloads only the shell's chunks for a path no area owns, a remote on another origin, or one whose manifest is missing", async () => {
    for (const url of ['/no-such-page', '/admin/users', '/practice']) {
      const links = (await head(url)).match(/<link [^>]+>/g) ?? [];
      assert.deepEqual(
        links.map((link) => /href="([^"]+)"/.exec(link)?.[1]),
        ['/262.aa11.js', '/69.bb22.js'],
        url,
      );
    }
  });

  it("keeps a prerendered page's preloads inert for its app's start, as it paints before any script", async () => {
    const pages = path.join(webDir, 'remotes', 'mfe-dashboard', 'v1', 'pages');
    fs.mkdirSync(pages, { recursive: true });
    fs.writeFileSync(path.join(pages, 'dashboard.html'), '<html><head><title>drawn</title></head><body><h1>Drawn</h1></body></html>');
    try {
      const page = await head('/dashboard');
      assert.match(page, /<title>drawn<\/title>/);
      const kept = new RegExp(`<template id="${APP_PRELOADS_ID}">(.*?)</template>`).exec(page);
      assert.deepEqual(
        (kept?.[1].match(/<link [^>]+>/g) ?? []).map((link) => /href="([^"]+)"/.exec(link)?.[1]),
        ['/262.aa11.js', '/69.bb22.js', '/remotes/mfe-dashboard/v1/mf-manifest.json'],
      );
      assert.doesNotMatch(page.replace(kept?.[0] ?? '', ''), /rel="preload"/);
    } finally {
      fs.rmSync(pages, { recursive: true, force: true });
    }
  });

  it('keeps the start list itself private', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/start-assets.json' })).statusCode, 404);
  });
});

describe('without a built front end', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ webDir: path.join(os.tmpdir(), 'chapter-no-such-web-dir') });
  });
  after(() => t.close());

  it('explains at / how to build it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: html });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /not built/);
    assert.match(response.body, /pnpm build/);
  });
});
