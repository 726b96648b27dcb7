import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { isValidBlurhash } from '@chapter/shared/schemas';
import { fakePngFile, multipart, pngFile, type UploadFile } from '../../../test/files';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { findUserById } from './service';

describe('POST /api/v1/user/edit-profile-picture', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof addUser>>;
  let token: string;
  before(async () => {
    t = await startTestApp();
    user = await addUser(t.database);
    token = await loginAs(t.app, user.email, user.password);
  });
  after(() => t.close());

  const upload = async (file: UploadFile, field = 'profilePicture') => {
    const body = await multipart({}, { [field]: file });
    return t.app.inject({ method: 'POST', url: '/api/v1/user/edit-profile-picture', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  };
  const storedFiles = async () => (await t.database.db.selectFrom('stored_files').select('name').where('kind', '=', 'public').execute()).map((row) => row.name);

  it('stores a real PNG as a 400×400 WebP with a blurhash and serves it', async () => {
    const response = await upload(await pngFile(1200, 900));
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.message, 'Profile picture updated successfully!');
    const { url, hashCode } = body.data.profilePicture;
    assert.match(url, /^\/api\/v1\/files\/pictures\/[0-9a-f-]{36}\.webp$/);
    assert.ok(isValidBlurhash(hashCode), hashCode);
    const served = await t.app.inject({ method: 'GET', url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height, meta.exif], ['webp', 400, 400, undefined]);
    assert.deepEqual((await findUserById(t.database.db, user.id))!.profile_picture, { url, blurhash: hashCode });
    const profile = await t.app.inject({ method: 'POST', url: '/api/v1/user/get-profile-data', payload: {}, headers: bearer(token) });
    assert.deepEqual(profile.json().data.profilePicture, { url, hashCode });
  });

  it('accepts a JPEG and a GIF by content and replaces the old file', async () => {
    const png = await pngFile();
    for (const format of ['jpeg', 'gif'] as const) {
      const content = await sharp(png.content).toFormat(format).toBuffer();
      const response = await upload({ content, filename: `x.${format}`, type: 'application/octet-stream' });
      assert.equal(response.statusCode, 200, response.body);
    }
    assert.equal((await storedFiles()).length, 1, 'older pictures are removed');
  });

  it('refuses a text file posing as a PNG, changing nothing', async () => {
    const before = await findUserById(t.database.db, user.id);
    const response = await upload(fakePngFile());
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'Only JPG, PNG and GIF files are allowed' });
    assert.deepEqual((await findUserById(t.database.db, user.id))!.profile_picture, before!.profile_picture);
    assert.equal((await storedFiles()).length, 1);
  });

  it('refuses a picture over 5 MB with the form message', async () => {
    const png = await pngFile();
    const response = await upload({ ...png, content: Buffer.concat([png.content, Buffer.alloc(5 * 1024 * 1024 + 1)]) });
    assert.equal(response.statusCode, 413);
    assert.deepEqual(response.json(), { message: 'Profile picture must be less than 5MB' });
  });

  it('refuses a multipart body without the picture, and JSON other than { profilePicture: null }', async () => {
    const missing = await upload(await pngFile(), 'somethingElse');
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), { message: 'Please choose a picture' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/edit-profile-picture',
      payload: { profilePicture: 'http://x/y.png' },
      headers: bearer(token),
    });
    assert.equal(json.statusCode, 400);
  });

  it('deletes the picture with JSON { profilePicture: null }', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/edit-profile-picture',
      payload: { profilePicture: null },
      headers: bearer(token),
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { message: 'Profile picture deleted successfully!', data: { profilePicture: null } });
    assert.equal((await findUserById(t.database.db, user.id))!.profile_picture, null);
    assert.equal((await storedFiles()).length, 0);
  });

  it('the files route answers 404 for unknown and malformed names', async () => {
    for (const name of ['00000000-0000-0000-0000-000000000000.webp', '..%2Fsecret', 'x.webp']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/files/pictures/${name}` });
      assert.equal(response.statusCode, 404, name);
    }
  });
});
