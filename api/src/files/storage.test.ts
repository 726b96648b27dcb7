import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { addUser, bearer, loginAs, startTestApp, testConfig, type TestApp } from '../../test/app';
import { multipart, pngFile } from '../../test/files';
import { importUploadedFiles, picturesDir, privateUploadsDir } from './storage';

describe('stored files', () => {
  let t: TestApp;
  /** A second API process on the same database with a data folder of its own. */
  let other: FastifyInstance;
  before(async () => {
    t = await startTestApp();
    other = await buildApp({ config: testConfig(), db: t.database.db, databaseKind: t.database.kind });
    await other.ready();
  });
  after(async () => {
    await other.close();
    await t.close();
  });

  it('a picture uploaded through one process is served by another with its own data folder', async () => {
    const user = await addUser(t.database);
    const token = await loginAs(t.app, user.email, user.password);
    const body = await multipart({}, { profilePicture: await pngFile() });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/edit-profile-picture',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    const { url } = uploaded.json().data.profilePicture;
    const here = await t.app.inject({ method: 'GET', url });
    const there = await other.inject({ method: 'GET', url });
    assert.equal(there.statusCode, 200);
    assert.equal(there.headers['content-type'], 'image/webp');
    assert.ok(there.rawPayload.equals(here.rawPayload), 'the same bytes from both');
    assert.equal(fs.existsSync(path.join(t.config.dataDir, 'uploads')), false, 'nothing is written to the data folder');
  });

  it('answers with a long cache life and an ETag, and 304 to a caller holding it', async () => {
    const user = await addUser(t.database);
    const token = await loginAs(t.app, user.email, user.password);
    const body = await multipart({}, { profilePicture: await pngFile(80, 80) });
    const { url } = (
      await t.app.inject({ method: 'POST', url: '/api/v1/user/edit-profile-picture', payload: body.payload, headers: { ...body.headers, ...bearer(token) } })
    ).json().data.profilePicture;
    const first = await t.app.inject({ method: 'GET', url });
    assert.equal(first.headers['cache-control'], 'public, max-age=31536000, immutable');
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[0-9a-f-]{36}"$/);
    const again = await other.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.rawPayload.length, 0);
    const stale = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
    assert.equal(stale.statusCode, 200);
    assert.ok(stale.rawPayload.equals(first.rawPayload));
    const missing = await t.app.inject({ method: 'GET', url: `/api/v1/files/pictures/${randomUUID()}.webp` });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers.etag, undefined);
    assert.equal(missing.headers['cache-control'], 'no-store');
  });

  it('moves the files an earlier version kept in DATA_DIR/uploads into the table once, and serves them at their old URLs', async () => {
    const dataDir = fs.mkdtempSync(path.join(t.config.dataDir, 'old-'));
    const picture = { name: `${randomUUID()}.webp`, bytes: randomBytes(3000) };
    const screenshot = { name: `${randomUUID()}.webp`, bytes: randomBytes(2000) };
    fs.mkdirSync(picturesDir(dataDir), { recursive: true });
    fs.mkdirSync(privateUploadsDir(dataDir), { recursive: true });
    fs.writeFileSync(path.join(picturesDir(dataDir), picture.name), picture.bytes);
    fs.writeFileSync(path.join(privateUploadsDir(dataDir), screenshot.name), screenshot.bytes);
    fs.writeFileSync(path.join(picturesDir(dataDir), 'notes.txt'), 'not ours');

    assert.equal(await importUploadedFiles(t.database.db, dataDir), 2);
    const served = await other.inject({ method: 'GET', url: `/api/v1/files/pictures/${picture.name}` });
    assert.equal(served.statusCode, 200);
    assert.ok(served.rawPayload.equals(picture.bytes));
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/v1/files/pictures/${screenshot.name}` })).statusCode, 404, 'private files are not served');
    const stored = await t.database.db.selectFrom('stored_files').select(['name', 'kind']).where('name', 'in', [picture.name, screenshot.name]).execute();
    assert.deepEqual(stored.map((row) => `${row.name}:${row.kind}`).sort(), [`${picture.name}:public`, `${screenshot.name}:private`].sort());
    // The imported files are gone from disk (an emptied folder too); a file the app never wrote stays.
    assert.deepEqual(fs.readdirSync(picturesDir(dataDir)), ['notes.txt']);
    assert.equal(fs.existsSync(privateUploadsDir(dataDir)), false);

    // Again (a second start, or one that died after inserting but before deleting): nothing new, nothing lost.
    fs.writeFileSync(path.join(picturesDir(dataDir), picture.name), Buffer.from('a different copy'));
    assert.equal(await importUploadedFiles(t.database.db, dataDir), 0);
    const kept = await t.app.inject({ method: 'GET', url: `/api/v1/files/pictures/${picture.name}` });
    assert.ok(kept.rawPayload.equals(picture.bytes), 'the stored copy is kept');
    assert.deepEqual(fs.readdirSync(picturesDir(dataDir)), ['notes.txt']);
  });
});
