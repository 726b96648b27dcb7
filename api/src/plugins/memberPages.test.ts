import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathAt } from '@chapter/shared/areas';
import { GIVEN_ETAGS_KEY } from '@chapter/shared/constants';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../test/app';
import { logBounds } from '../modules/live/log';
import { publishLive } from '../modules/live/publish';

const html = { accept: 'text/html,application/xhtml+xml' };

describe("members' pages drawn by the server", () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-member-pages-'));
  // Bundles of the same shape as the builds' (scripts/lib/renderPages.mjs loads them): the shell draws who the page is
  // for and the name the profile read answered, as the real shell draws the remote's page from the cache it seeded.
  const drawingShell = `module.exports = {
    singletons: {},
    renderPage: (pathname, name, app, answers, memberToken, memberRole, clock) => {
      const profile = answers && answers['POST /user/get-profile-data'];
      const users = answers && answers['POST /admin/fetch-all-users'];
      const who = profile ? profile.data.email : users ? 'the members list' : 'nobody';
      const at = clock ? ' at ' + clock.timeZone + ' in ' + clock.locale : '';
      return { html: '<h1>' + name + ' ' + pathname + ' for ' + who + (memberToken ? ' (member)' : '') + at + '</h1>', styles: '' };
    },
  };`;
  const remoteVersion = (pkg: string) => path.join(webDir, 'remotes', pkg, 'v1');
  let t: TestApp;
  before(async () => {
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>');
    fs.mkdirSync(path.join(webDir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(webDir, 'server', 'prerender.cjs'), drawingShell);
    const remotes: Record<string, string> = {};
    for (const [name, pkg] of [
      ['mfe_dashboard', 'mfe-dashboard'],
      ['mfe_admin', 'mfe-admin'],
    ] as const) {
      fs.mkdirSync(path.join(remoteVersion(pkg), 'server'), { recursive: true });
      fs.writeFileSync(path.join(remoteVersion(pkg), 'mf-manifest.json'), '{}');
      fs.writeFileSync(path.join(remoteVersion(pkg), 'server', 'prerender.cjs'), 'module.exports = { PRERENDER_PATHS: [] };');
      remotes[name] = `/remotes/${pkg}/v1/mf-manifest.json`;
    }
    fs.writeFileSync(path.join(webDir, 'remotes.json'), JSON.stringify(remotes));
    t = await startTestApp({ webDir });
  });
  after(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const signedIn = async (role: 'USER' | 'ADMIN') => {
    const user = await addUser(t.database, role);
    return { ...user, token: await loginAs(t.app, user.email, user.password) };
  };
  const named = (email: string) => email.replace(/\./g, '\\.');
  /** The cookie every page's start script writes: the browser's time zone and locale (shared/src/clock/readerClock.ts). */
  const KOLKATA = 'chapter_clock=Asia%2FKolkata%20en-IN';
  const page = (url: string, token?: string, clock = KOLKATA) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...html, ...(token ? { cookie: `chapter_bid=abcdefghijklmnop1234; chapter_session=${token}${clock ? `; ${clock}` : ''}` } : {}) },
    });
  const carried = (body: string) =>
    JSON.parse(/<script type="application\/json" id="chapter-answers">(.*?)<\/script>/.exec(body)?.[1] ?? '{}') as Record<string, unknown>;

  it("draws /dashboard for the member the session cookie names, with their first reads' answers, kept nowhere", async () => {
    const member = await signedIn('USER');
    const response = await page('/dashboard', member.token);
    assert.equal(response.statusCode, 200);
    assert.match(
      response.body,
      new RegExp(
        `<div id="root" data-prerendered="mfe_dashboard" data-member="${member.id}" data-role="USER" data-clock="Asia/Kolkata en-IN" data-live-from="\\d+" data-live-wake="board points announcement standings"><h1>`,
      ),
    );
    // Drawn in the time zone and locale the member's browser keeps in its cookie.
    assert.match(response.body, new RegExp(`for ${named(member.email)} \\(member\\) at Asia/Kolkata in en-IN</h1>`));
    assert.equal(response.headers['cache-control'], 'no-store, private');
    assert.equal(response.headers.vary, 'cookie');
    // The page carries exactly what each of its first reads answers that member, beside GET /config.
    const { [GIVEN_ETAGS_KEY]: etags, ...answers } = carried(response.body);
    const reads = pathAt('/dashboard')!.reads!;
    assert.deepEqual(Object.keys(answers).sort(), ['GET /config', ...reads.map((read) => read.route)].sort());
    const profile = await t.app.inject({ method: 'POST', url: '/api/v1/user/get-profile-data', headers: bearer(member.token), payload: {} });
    assert.deepEqual(answers['POST /user/get-profile-data'], profile.json());
    // Beside them, the ETag of each answer that came with one (the top 5's): the page's read again gets a 304.
    const topFive = await t.app.inject({ method: 'GET', url: '/api/v1/user/get-top-5-users', headers: bearer(member.token) });
    assert.ok(topFive.headers.etag);
    assert.deepEqual(etags, { 'GET /user/get-top-5-users': topFive.headers.etag });
  });

  it("names the live log's newest id before the page's reads, so the page's stream opens from it (docs/live.md)", async () => {
    const member = await signedIn('USER');
    await publishLive(t.database.db, { type: 'announcement', payload: { id: 'a1', title: 'Before the page' } });
    const newest = (await logBounds(t.database.db)).last;
    assert.ok(newest !== null && newest > 0);
    assert.match((await page('/dashboard', member.token)).body, new RegExp(`data-live-from="${newest}"`));
    await publishLive(t.database.db, { type: 'announcement', payload: { id: 'a2', title: 'After the page' } });
    const later = (await logBounds(t.database.db)).last!;
    assert.ok(later > newest);
    assert.match((await page('/dashboard', member.token)).body, new RegExp(`data-live-from="${later}"`));
  });

  it("draws the page with the role the server's check answers, not the token's: a promotion since sign-in shows", async () => {
    const member = await signedIn('USER');
    await t.database.db.updateTable('users').set({ role: 'COREMEMBER' }).where('id', '=', member.id).execute();
    assert.match((await page('/profile', member.token)).body, new RegExp(`data-member="${member.id}" data-role="COREMEMBER"`));
  });

  it('draws each member their own page, one after the other', async () => {
    const first = await signedIn('USER');
    const second = await signedIn('USER');
    assert.match((await page('/profile', first.token)).body, new RegExp(`for ${named(first.email)} \\(member\\)`));
    const theirs = (await page('/profile', second.token)).body;
    assert.match(theirs, new RegExp(`for ${named(second.email)} \\(member\\)`));
    assert.doesNotMatch(theirs, new RegExp(named(first.email)));
  });

  it('serves the page as to anyone without a session cookie, with a token the server refuses, or to a member of the wrong role', async () => {
    const member = await signedIn('USER');
    const [header, payload] = member.token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const [url, token] of [
      ['/dashboard', undefined],
      ['/dashboard', forged],
      ['/dashboard', 'not a token'],
      ['/admin/users', member.token],
    ] as const) {
      const response = await page(url, token);
      assert.equal(response.statusCode, 200, `${url} with ${token ?? 'no cookie'}`);
      assert.match(response.body, /<div id="root"><\/div>/, `${url} is the shell's own page`);
      assert.doesNotMatch(response.body, new RegExp(`data-member|${named(member.email)}`));
      assert.equal(response.headers['cache-control'], 'no-cache, private');
    }
  });

  it('serves the page as to anyone when the browser has not said its time zone and locale, or names ones the server cannot draw in', async () => {
    const member = await signedIn('USER');
    // Drawn in the server's own zone instead, the page's times would be wrong until the app drew it again.
    for (const clock of [
      '',
      'chapter_clock=Nowhere%2FLand%20en-IN',
      'chapter_clock=Asia%2FKolkata',
      'chapter_clock=%E0%A4%A',
      'chapter_clock=UTC%20en-IN%20x',
    ]) {
      const response = await page('/dashboard', member.token, clock);
      assert.equal(response.statusCode, 200, clock);
      assert.match(response.body, /<div id="root"><\/div>/, `the shell's own page with ${clock || 'no clock cookie'}`);
    }
    assert.match((await page('/dashboard', member.token, 'chapter_clock=America%2FNew_York%20en-US')).body, /data-clock="America\/New_York en-US"/);
  });

  it('draws the admin pages for an admin, and no page that has no first reads or takes a parameter', async () => {
    const admin = await signedIn('ADMIN');
    assert.match(
      (await page('/admin/users', admin.token)).body,
      // The members list shows nothing the events sent to every member change: none wakes it (data-live-wake empty).
      /data-member="[^"]+" data-role="ADMIN" data-clock="Asia\/Kolkata en-IN" data-live-from="\d+" data-live-wake=""><h1>mfe_admin \/admin\/users for the members list \(member\)/,
    );
    for (const url of ['/profile/edit', `/profile/${admin.id}`]) assert.match((await page(url, admin.token)).body, /<div id="root"><\/div>/, url);
  });
});
