import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fakePngFile, freshAddress, multipart, pngFile } from '../../../test/files';
import { addUser, startTestApp, type TestApp } from '../../../test/app';
import { allowEmails } from '../admin/service';
import { findUserByEmail } from '../users/service';
import { verifyPassword } from '../users/password';

let counter = 0;
const freshEmail = () => `student${++counter}.${Date.now()}@uni.edu`;

const validFields = (email: string) => ({
  name: 'Asha Rao',
  bio: 'I like graphs.',
  email,
  password: 'secret-pass',
  registrationNumber: '12119876',
  academicYear: '2',
  phoneNumber: '9876543210',
  linkedinUsername: 'asha.rao-1',
});

describe('POST /api/v1/auth/register', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  const register = async (fields: Record<string, string>, files = {}) => {
    const body = await multipart(fields, files);
    return t.app.inject({ method: 'POST', url: '/api/v1/auth/register', ...body, remoteAddress: freshAddress() });
  };
  const allowed = async () => {
    const email = freshEmail();
    await allowEmails(t.database.db, [email]);
    return email;
  };

  it('creates an account for an allowed e-mail, without a picture, with every field stored', async () => {
    const email = await allowed();
    const response = await register(validFields(email.toUpperCase()));
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { message: 'Registration successful! Please login.' });
    const user = await findUserByEmail(t.database.db, email);
    assert.ok(user);
    assert.equal(user.email, email);
    assert.equal(user.role, 'USER');
    assert.equal(user.academic_year, 2);
    assert.equal(user.phone_number, '9876543210');
    assert.equal(user.registration_number, '12119876');
    assert.equal(user.linkedin_username, 'asha.rao-1');
    assert.equal(user.profile_picture, null);
    assert.ok(await verifyPassword(user.password_hash, 'secret-pass'));
  });

  it('stores a real picture re-encoded as WebP with a blurhash, served by the files route', async () => {
    const email = await allowed();
    const response = await register(validFields(email), { profilePicture: await pngFile(800, 600) });
    assert.equal(response.statusCode, 200, response.body);
    const user = await findUserByEmail(t.database.db, email);
    assert.match(user!.profile_picture!.url, /^\/api\/v1\/files\/pictures\/[0-9a-f-]{36}\.webp$/);
    assert.ok(user!.profile_picture!.blurhash!.length >= 6);
    const served = await t.app.inject({ method: 'GET', url: user!.profile_picture!.url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
    assert.equal(served.rawPayload.subarray(8, 12).toString(), 'WEBP');
  });

  it('refuses an e-mail that is not on the allowed list, with a clear message and no account', async () => {
    const email = freshEmail();
    const response = await register(validFields(email));
    assert.equal(response.statusCode, 403);
    assert.match(response.json().message, /not allowed to register/);
    assert.equal(await findUserByEmail(t.database.db, email), undefined);
  });

  it('refuses an e-mail that already has an account', async () => {
    const existing = await addUser(t.database);
    await allowEmails(t.database.db, [existing.email]);
    const response = await register(validFields(existing.email));
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), { message: 'User already exists! Please login.' });
  });

  const badInputs: Array<[string, Record<string, string | undefined>, string]> = [
    ['no name', { name: ' ' }, 'Name is required'],
    ['no bio', { bio: '' }, 'Bio is required'],
    ['a bio over 150 characters', { bio: 'x'.repeat(151) }, 'Bio cannot exceed 150 characters!'],
    ['no e-mail', { email: '' }, 'Email is required'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'Invalid email address'],
    ['no password', { password: '' }, 'Password is required'],
    ['a short password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['a 9-digit phone', { phoneNumber: '987654321' }, 'Enter valid 10-digit phone number'],
    ['a phone starting with 5', { phoneNumber: '5876543210' }, 'Enter valid 10-digit phone number'],
    ['a phone with letters', { phoneNumber: '98765abcde' }, 'Enter valid 10-digit phone number'],
    ['no phone', { phoneNumber: undefined }, 'Phone number is required'],
    ['no registration number', { registrationNumber: '  ' }, 'Registration number is required'],
    ['academic year 5', { academicYear: '5' }, 'Academic year must be between 1 and 4'],
    ['academic year text', { academicYear: 'first' }, 'Academic year is required'],
    ['a LinkedIn username with spaces', { linkedinUsername: 'asha rao' }, 'Only letters, numbers, dots, underscores and hyphens are allowed'],
    ['no LinkedIn username', { linkedinUsername: '' }, 'LinkedIn username is required'],
  ];
  for (const [what, change, message] of badInputs) {
    it(`refuses ${what}: "${message}", and creates nothing`, async () => {
      const email = await allowed();
      const fields = { ...validFields(email), ...change } as Record<string, string | undefined>;
      const sent = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<string, string>;
      const response = await register(sent);
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), { message });
      assert.equal(await findUserByEmail(t.database.db, email), undefined);
    });
  }

  it('refuses a text file posing as a PNG, and a picture over 5 MB, creating nothing', async () => {
    const email = await allowed();
    const fake = await register(validFields(email), { profilePicture: fakePngFile() });
    assert.equal(fake.statusCode, 400);
    assert.deepEqual(fake.json(), { message: 'Only JPG, PNG and GIF files are allowed' });

    const big = await pngFile();
    const tooLarge = await register(validFields(email), { profilePicture: { ...big, content: Buffer.concat([big.content, Buffer.alloc(5 * 1024 * 1024)]) } });
    assert.equal(tooLarge.statusCode, 413);
    assert.deepEqual(tooLarge.json(), { message: 'Profile picture must be less than 5MB' });
    assert.equal(await findUserByEmail(t.database.db, email), undefined);
    const stored = await t.database.db.selectFrom('stored_files').select('name').execute();
    assert.equal(stored.length, 1, 'only the earlier registration stored a picture');
  });

  it('refuses a WebP picture (only JPG, PNG and GIF are allowed)', async () => {
    const email = await allowed();
    const png = await pngFile();
    const { default: sharp } = await import('sharp');
    const webp = { content: await sharp(png.content).webp().toBuffer(), filename: 'me.png', type: 'image/png' };
    const response = await register(validFields(email), { profilePicture: webp });
    assert.deepEqual(response.json(), { message: 'Only JPG, PNG and GIF files are allowed' });
  });
});
