import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { contrastRatio, TEXT_CONTRAST } from '@chapter/shared/theme';
import { addUser, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { issueSetupToken, setupLink } from './setup';

describe('first-run setup page', () => {
  let t: TestApp;
  // A built shell is served, so the test shows /setup is answered by the API, not by the single-page app.
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-setup-web-'));
  before(async () => {
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>shell</title>');
    t = await startTestApp({ webDir });
  });
  after(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const form = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/setup',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const good = { name: 'First Admin', email: 'First@Uni.edu', password: 'secret1', confirmPassword: 'secret1' };

  it('a wrong or missing token gets a clear message page, never the form', async () => {
    assert.equal(await issueSetupToken(t.database.db).then((token) => typeof token), 'string');
    for (const url of ['/setup', '/setup?token=nope']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      assert.equal(response.statusCode, 403, url);
      assert.match(response.headers['content-type'] as string, /text\/html/);
      assert.match(response.body, /This setup link is not valid/);
      assert.doesNotMatch(response.body, /<form|<title>shell/);
    }
    assert.equal((await form({ ...good, token: 'nope' })).statusCode, 403);
  });

  it('works once: the form, its checks, the admin created, then the link is spent', async () => {
    const token = (await issueSetupToken(t.database.db))!;
    assert.equal(setupLink('http://localhost:3000', token), `http://localhost:3000/setup?token=${token}`);
    // Only the hash is stored.
    const stored = await t.database.db.selectFrom('setup_tokens').select('token_hash').executeTakeFirstOrThrow();
    assert.notEqual(stored.token_hash, token);

    const page = await t.app.inject({ method: 'GET', url: `/setup?token=${token}`, headers: { accept: 'text/html' } });
    assert.equal(page.statusCode, 200);
    for (const label of ['Name', 'Email', 'Password', 'Confirm password']) assert.match(page.body, new RegExp(`<label for="\\w+">${label}</label>`));
    assert.match(page.body, /<form method="post" action="\/setup">/);
    assert.match(page.body, /name="viewport" content="width=device-width/);
    // The button's white text on its fill reaches 4.5:1 (WCAG 2.2 AA).
    const button = /button\{[^}]*background:(#[0-9a-f]{6});color:(#[0-9a-f]{6})/i.exec(page.body);
    assert.ok(button, 'the button has a fill and a text colour');
    assert.ok(contrastRatio(button[2], button[1]) >= TEXT_CONTRAST, `${button[2]} on ${button[1]}`);
    assert.doesNotMatch(page.body, /<script|<title>shell/);
    assert.equal((await t.app.inject({ method: 'GET', url: '/auth/login', headers: { accept: 'text/html' } })).body, '<!doctype html><title>shell</title>');

    const cases: Array<[Record<string, string>, string]> = [
      [{ ...good, name: ' ' }, 'Please enter your name'],
      [{ ...good, email: 'not-mail' }, 'Please enter a valid email'],
      [{ ...good, password: 'abc', confirmPassword: 'abc' }, 'Password must be at least 6 characters'],
      [{ ...good, confirmPassword: 'secret2' }, 'Passwords do not match'],
    ];
    for (const [fields, message] of cases) {
      const response = await form({ ...fields, token });
      assert.equal(response.statusCode, 400, message);
      assert.match(response.body, new RegExp(`role="alert" id="form-error">${message}`));
      // What was typed stays, passwords excepted.
      assert.match(response.body, /value="First Admin"|value=" "/);
      assert.doesNotMatch(response.body, /value="secret/);
    }
    assert.equal((await t.database.db.selectFrom('users').select('id').where('role', '=', 'ADMIN').execute()).length, 0);

    const created = await form({ ...good, token });
    assert.equal(created.statusCode, 303, created.body);
    assert.equal(created.headers.location, '/auth/login');
    const login = await loginAs(t.app, 'first@uni.edu', 'secret1');
    const check = await t.app.inject({ method: 'GET', url: '/api/v1/admin/check-role', headers: { authorization: `Bearer ${login}` } });
    assert.equal(check.statusCode, 200);

    const again = await form({ ...good, email: 'second@uni.edu', token });
    assert.equal(again.statusCode, 410);
    assert.match(again.body, /already been used/);
    const reopened = await t.app.inject({ method: 'GET', url: `/setup?token=${token}` });
    assert.equal(reopened.statusCode, 410);
    assert.equal((await t.database.db.selectFrom('users').select('id').where('role', '=', 'ADMIN').execute()).length, 1);
    const log = await t.database.db.selectFrom('audit_log').select(['action', 'actor_name']).where('action', '=', 'setup-first-admin').execute();
    assert.deepEqual(log, [{ action: 'setup-first-admin', actor_name: 'First Admin' }]);
  });

  it('issues no token once an admin exists, and an unused one stops working when an admin appears', async () => {
    assert.equal(await issueSetupToken(t.database.db), null);
    await t.database.db.updateTable('users').set({ role: 'MEMBER' }).execute();
    const token = (await issueSetupToken(t.database.db))!;
    // Another admin is made another way (the CLI): the link is refused.
    await addUser(t.database, 'ADMIN');
    const response = await t.app.inject({ method: 'GET', url: `/setup?token=${token}` });
    assert.equal(response.statusCode, 410);
    assert.match(response.body, /already has an admin/);
    assert.equal((await form({ ...good, email: 'late@uni.edu', token })).statusCode, 410);
  });

  it('two submissions at once create one admin', async () => {
    await t.database.db.updateTable('users').set({ role: 'MEMBER' }).execute();
    const token = (await issueSetupToken(t.database.db))!;
    const results = await Promise.all([form({ ...good, email: 'race1@uni.edu', token }), form({ ...good, email: 'race2@uni.edu', token })]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [303, 410]);
    assert.equal((await t.database.db.selectFrom('users').select('id').where('role', '=', 'ADMIN').execute()).length, 1);
  });
});
