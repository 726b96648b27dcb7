import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { freshAddress } from '../../../test/files';
import { readOutbox } from '../../mail';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { OTP_RULES } from './otp';
import { RESET_RATE_LIMITS } from './resetRoutes';

describe('password reset: send-otp, verify-otp, change-password', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  const post = (path: string, payload: object, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'POST', url: `/api/v1/auth/${path}`, payload, remoteAddress });
  const sendOtp = (email: string, remoteAddress?: string) => post('send-otp', { email }, remoteAddress);
  const verifyOtp = (email: string, otp: string) => post('verify-otp', { email, otp });
  const reset = (payload: object) => post('change-password', payload);
  const latestCode = async (email: string) => {
    const mails = await readOutbox(t.config.outboxDir, email);
    const match = mails.at(-1)?.match(/code is (\d{6})\b/);
    assert.ok(match, `no OTP mail for ${email}`);
    return match[1];
  };
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const otpRows = (email: string) => t.database.db.selectFrom('otp_codes').selectAll().where('email', '=', email).orderBy('created_at').execute();

  it('mails a 6-digit code (stored only hashed), verifies it, resets the password and ends older sessions', async () => {
    const user = await addUser(t.database);
    const oldToken = await loginAs(t.app, user.email, user.password);

    const sent = await sendOtp(user.email.toUpperCase());
    assert.equal(sent.statusCode, 200, sent.body);
    assert.deepEqual(sent.json(), { message: 'OTP sent successfully! Please check your email.' });
    assert.ok(!sent.body.match(/\d{6}/), 'the code is never in the response');
    const [mail] = await readOutbox(t.config.outboxDir, user.email);
    assert.match(mail, /Subject: .*password reset code/);
    assert.match(mail, /code/);
    const code = await latestCode(user.email);
    const [row] = await otpRows(user.email);
    assert.notEqual(row.code_hash, code);
    assert.ok(!row.code_hash.includes(code));
    assert.ok(row.expires_at.getTime() - Date.now() <= OTP_RULES.ttlMs && row.expires_at.getTime() - Date.now() > OTP_RULES.ttlMs - 60_000);

    const verified = await verifyOtp(user.email, code);
    assert.equal(verified.statusCode, 200, verified.body);
    assert.deepEqual(verified.json(), { message: 'OTP verified successfully!' });

    const done = await reset({ email: user.email, password: 'brand-new-pass' });
    assert.equal(done.statusCode, 200, done.body);
    assert.match(done.json().message, /Password reset successfully!/);

    const verifyOld = await t.app.inject({ method: 'GET', url: '/api/v1/auth/verify-auth-token', headers: bearer(oldToken) });
    assert.equal(verifyOld.statusCode, 400);
    await loginAs(t.app, user.email, 'brand-new-pass');
    await assert.rejects(loginAs(t.app, user.email, user.password));
  });

  it('refuses change-password without a verified OTP, and leaves the password alone', async () => {
    const user = await addUser(t.database);
    const refused = await reset({ email: user.email, newPassword: 'hijacked-pass' });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), { message: 'Please verify the OTP sent to your email first!' });

    await sendOtp(user.email);
    const stillRefused = await reset({ email: user.email, newPassword: 'hijacked-pass' });
    assert.equal(stillRefused.statusCode, 403, 'a sent but unverified code is not enough');
    await loginAs(t.app, user.email, user.password);
  });

  it('a verified code resets once only (single use)', async () => {
    const user = await addUser(t.database);
    await sendOtp(user.email);
    const code = await latestCode(user.email);
    assert.equal((await verifyOtp(user.email, code)).statusCode, 200);
    assert.equal((await verifyOtp(user.email, code)).statusCode, 400, 'cannot be verified twice');
    assert.equal((await reset({ email: user.email, newPassword: 'first-new-pass' })).statusCode, 200);
    const second = await reset({ email: user.email, newPassword: 'second-new-pass' });
    assert.equal(second.statusCode, 403);
    await loginAs(t.app, user.email, 'first-new-pass');
  });

  it('an expired code is refused with "OTP expired! Please try again."', async () => {
    const user = await addUser(t.database);
    await sendOtp(user.email);
    const code = await latestCode(user.email);
    await t.database.db
      .updateTable('otp_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', user.email)
      .execute();
    const response = await verifyOtp(user.email, code);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'OTP expired! Please try again.' });
    assert.equal((await reset({ email: user.email, newPassword: 'new-pass-123' })).statusCode, 403);
  });

  it('a verification older than the code lifetime no longer allows a reset', async () => {
    const user = await addUser(t.database);
    await sendOtp(user.email);
    assert.equal((await verifyOtp(user.email, await latestCode(user.email))).statusCode, 200);
    await t.database.db
      .updateTable('otp_codes')
      .set({ verified_at: new Date(Date.now() - OTP_RULES.ttlMs - 1000) })
      .where('email', '=', user.email)
      .execute();
    assert.equal((await reset({ email: user.email, newPassword: 'new-pass-123' })).statusCode, 403);
  });

  it('stops a brute force: 5 tries per code, then even the right code is refused', async () => {
    const user = await addUser(t.database);
    await sendOtp(user.email);
    const code = await latestCode(user.email);
    const wrong = wrongCodeFor(code);
    const answers = [];
    for (let i = 0; i < OTP_RULES.maxAttempts; i++) answers.push(await verifyOtp(user.email, wrong));
    assert.deepEqual(
      answers.map((answer) => answer.json().message),
      [
        'Invalid OTP! 4 attempts left.',
        'Invalid OTP! 3 attempts left.',
        'Invalid OTP! 2 attempts left.',
        'Invalid OTP! 1 attempt left.',
        'Too many wrong attempts! Please request a new OTP.',
      ],
    );
    const right = await verifyOtp(user.email, code);
    assert.equal(right.statusCode, 429);
    assert.deepEqual(right.json(), { message: 'Too many wrong attempts! Please request a new OTP.' });
    assert.equal((await reset({ email: user.email, newPassword: 'new-pass-123' })).statusCode, 403);
  });

  it('a new code replaces the previous one', async () => {
    const user = await addUser(t.database);
    await sendOtp(user.email);
    const first = await latestCode(user.email);
    await sendOtp(user.email);
    const second = await latestCode(user.email);
    if (first !== second) assert.equal((await verifyOtp(user.email, first)).statusCode, 400);
    assert.equal((await verifyOtp(user.email, second)).statusCode, 200);
  });

  it('limits codes per e-mail (3 per 10 minutes), whatever the address', async () => {
    const user = await addUser(t.database);
    const statuses = [];
    for (let i = 0; i < OTP_RULES.sendsPerEmail + 1; i++) statuses.push((await sendOtp(user.email)).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    const limited = await sendOtp(user.email);
    assert.deepEqual(limited.json(), { message: 'Too many OTP requests! Please try again after 10 minutes.' });
    assert.equal((await readOutbox(t.config.outboxDir, user.email)).length, OTP_RULES.sendsPerEmail);
  });

  it('limits sending per address, across e-mails', async () => {
    const address = freshAddress();
    const statuses = [];
    for (let i = 0; i <= RESET_RATE_LIMITS.sendOtp.max; i++) {
      // Password hashes do not matter here: skip argon2 to keep the test fast.
      const email = `per-address-${i}@uni.edu`;
      await t.database.db
        .insertInto('users')
        .values({
          email,
          name: 'Per Address',
          password_hash: 'unused',
          role: 'USER',
          academic_year: null,
          bio: null,
          phone_number: null,
          registration_number: null,
          linkedin_username: null,
          profile_picture: null,
        })
        .execute();
      statuses.push((await sendOtp(email, address)).statusCode);
    }
    assert.equal(statuses.filter((status) => status === 200).length, RESET_RATE_LIMITS.sendOtp.max);
    assert.equal(statuses.at(-1), 429);
  });

  it('answers an unknown e-mail as it answers a known one, and mails nothing', async () => {
    const response = await sendOtp('nobody-here@uni.edu');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: 'OTP sent successfully! Please check your email.' });
    assert.equal((await readOutbox(t.config.outboxDir, 'nobody-here@uni.edu')).length, 0);
  });

  const badInputs: Array<[string, string, object, string]> = [
    ['send-otp', 'no e-mail', {}, 'Email is required'],
    ['send-otp', 'a malformed e-mail', { email: 'abc@' }, 'Invalid email address'],
    ['verify-otp', 'no OTP', { email: 'a@uni.edu' }, 'OTP is required'],
    ['verify-otp', 'a 5-digit OTP', { email: 'a@uni.edu', otp: '12345' }, 'Please enter a valid 6-digit code'],
    ['verify-otp', 'a 7-digit OTP', { email: 'a@uni.edu', otp: '1234567' }, 'Please enter a valid 6-digit code'],
    ['verify-otp', 'letters as OTP', { email: 'a@uni.edu', otp: '12a456' }, 'Please enter a valid 6-digit code'],
    ['verify-otp', 'no e-mail', { otp: '123456' }, 'Email is required'],
    ['change-password', 'no new password', { email: 'a@uni.edu' }, 'New password is required'],
    ['change-password', 'a short new password', { email: 'a@uni.edu', newPassword: '12345' }, 'Password must be at least 6 characters'],
    ['change-password', 'a malformed e-mail', { email: 'a.uni.edu', newPassword: '123456' }, 'Invalid email address'],
  ];
  for (const [path, what, payload, message] of badInputs) {
    it(`${path} refuses ${what}: "${message}"`, async () => {
      const response = await post(path, payload);
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), { message });
    });
  }
});

describe('send-otp when mail cannot be sent', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
  });
  after(() => t.close());

  it('answers 503 in plain words and withdraws the code', async () => {
    const user = await addUser(t.database);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-otp', payload: { email: user.email } });
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), { message: 'Could not send the OTP email! Please try later.' });
    const rows = await t.database.db.selectFrom('otp_codes').select('id').where('email', '=', user.email).execute();
    assert.equal(rows.length, 0);
  });
});
