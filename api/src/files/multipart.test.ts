import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../test/app';
import { pngFile } from '../../test/files';

describe('multipart bodies', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it('a malformed body is a 400 with a plain message, never a 500', async () => {
    const bodies = [
      { payload: '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue', type: 'multipart/form-data; boundary=xx' },
      { payload: 'abc', type: 'multipart/form-data' },
    ];
    for (const { payload, type } of bodies) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload, headers: { 'content-type': type } });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), { message: 'The form data could not be read. Please try again.' });
    }
  });

  it('more than one file is refused with 413', async () => {
    const png = await pngFile();
    const form = new FormData();
    for (const name of ['a.png', 'b.png']) form.append('profilePicture', new Blob([new Uint8Array(png.content)], { type: 'image/png' }), name);
    const encoded = new Response(form);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    });
    assert.equal(response.statusCode, 413);
    assert.deepEqual(response.json(), { message: 'Only one file can be uploaded at a time' });
  });
});
