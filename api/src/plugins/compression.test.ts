import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../test/app';

describe('compressed responses', () => {
  let t: TestApp;
  let token: string;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-compress-test-'));
  const script = `console.log(${JSON.stringify('a chapter script '.repeat(400))});\n`;

  before(async () => {
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>shell</title>');
    // As the build writes them: the asset, and its brotli and gzip copies beside it.
    fs.writeFileSync(path.join(webDir, 'main.1234abcd.js'), script);
    fs.writeFileSync(path.join(webDir, 'main.1234abcd.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(webDir, 'main.1234abcd.js.gz'), zlib.gzipSync(script));
    t = await startTestApp({ webDir });
    const member = await addUser(t.database, 'MEMBER');
    token = await loginAs(t.app, member.email, member.password);
  });
  after(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding, ...headers } });

  it('a built script goes out as the brotli or gzip file the build wrote, and decompresses to the same bytes', async () => {
    const br = await get('/main.1234abcd.js', 'gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), script);
    const gzip = await get('/main.1234abcd.js', 'gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(gzip.rawPayload).toString(), script);
    const plain = await get('/main.1234abcd.js', 'identity');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, script);
  });

  it('a JSON answer above 1 KB is compressed for a browser that takes it, and decompresses to the same JSON', async () => {
    const plain = await get('/api/v1/user/get-profile-data', 'identity', bearer(token));
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/get-profile-data', headers: { 'accept-encoding': 'br', ...bearer(token) } });
    const uncompressed = await t.app.inject({ method: 'POST', url: '/api/v1/user/get-profile-data', headers: bearer(token) });
    assert.ok(plain.statusCode < 500);
    assert.equal(response.statusCode, 200);
    if (uncompressed.rawPayload.length > 1024) {
      assert.equal(response.headers['content-encoding'], 'br');
      assert.deepEqual(JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString()), uncompressed.json());
    } else {
      assert.equal(response.headers['content-encoding'], undefined, 'small answers are not worth compressing');
    }
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(docs.headers['content-encoding'], 'gzip', 'the OpenAPI document is large');
    assert.equal(JSON.parse(zlib.gunzipSync(docs.rawPayload).toString()).openapi.slice(0, 1), '3');
  });
});
