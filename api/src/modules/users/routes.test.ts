import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwt } from 'jose';
import type { ProfileData } from '@chapter/contract';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { findUserById } from './service';

describe('USER account routes', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof addUser>>;
  let other: Awaited<ReturnType<typeof addUser>>;
  let token: string;
  before(async () => {
    t = await startTestApp();
    me = await addUser(t.database, 'MEMBER');
    other = await addUser(t.database, 'USER');
    await t.database.db.updateTable('users').set({ phone_number: '9876543210', bio: 'Hello', academic_year: 3 }).where('id', 'in', [me.id, other.id]).execute();
    token = await loginAs(t.app, me.email, me.password);
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST', path: string, payload?: object, auth: string | null = token) =>
    t.app.inject({ method, url: `/api/v1/user/${path}`, ...(payload ? { payload } : {}), headers: auth ? bearer(auth) : {} });

  it('every signed-in route answers 401 without a valid token', async () => {
    const routes: Array<['GET' | 'POST', string]> = [
      ['POST', 'get-profile-data'],
      ['GET', 'get-edit-profile-page-data'],
      ['POST', 'edit-profile'],
      ['POST', 'change-password'],
      ['POST', 'edit-profile-picture'],
      ['POST', 'toggle-subscribe-btn'],
      ['GET', 'get-all-users-with-id-and-name'],
    ];
    for (const [method, path] of routes) {
      const response = await call(method, path, method === 'POST' ? {} : undefined, null);
      assert.equal(response.statusCode, 401, path);
      assert.deepEqual(response.json(), { message: 'Session expired! Please login again.' });
    }
  });

  it('get-profile-data gives the own profile with the phone number, platforms and points', async () => {
    const response = await call('POST', 'get-profile-data', {});
    assert.equal(response.statusCode, 200);
    const data: ProfileData = response.json().data;
    assert.equal(data._id, me.id);
    assert.equal(data.isOwnProfile, true);
    assert.equal(data.phoneNumber, '9876543210');
    assert.equal(data.role, 'MEMBER');
    assert.equal(data.academicYear, 3);
    assert.equal(data.bio, 'Hello');
    assert.equal(data.points, 0);
    assert.deepEqual(data.platforms.leetcode, {
      handle: null,
      verified: false,
      stats: null,
      refreshedAt: null,
      solvesFetchedAt: null,
      statsFetchedAt: null,
      lastFailure: null,
    });
    assert.deepEqual(Object.keys(data.platforms).sort(), ['codechef', 'codeforces', 'geeksforgeeks', 'leetcode']);
    assert.deepEqual(data.prevMonthData, { prevRank: null });
    assert.deepEqual(data.badges, []);
    assert.equal('password_hash' in data, false);
  });

  it('get-profile-data with userId gives another profile without the phone number', async () => {
    const response = await call('POST', 'get-profile-data', { userId: other.id });
    const data: ProfileData = response.json().data;
    assert.equal(data._id, other.id);
    assert.equal(data.isOwnProfile, false);
    assert.equal(data.phoneNumber, null);
    assert.equal(data.email, other.email);
  });

  it("a USER (not yet a member) sees no one else's e-mail, only their own; members see members' e-mails", async () => {
    const userToken = await loginAs(t.app, other.email, other.password);
    const ofMember = (await call('POST', 'get-profile-data', { userId: me.id }, userToken)).json().data;
    assert.equal(ofMember.email, null);
    assert.equal((await call('POST', 'get-profile-data', {}, userToken)).json().data.email, other.email);
    assert.equal((await call('POST', 'get-profile-data', { userId: me.id })).json().data.email, me.email);
  });

  it("follows the owner's privacy choices: a hidden phone number is hidden from admins too, a shared one shows (docs/privacy.md)", async () => {
    const admin = await addUser(t.database, 'ADMIN');
    const adminToken = await loginAs(t.app, admin.email, admin.password);
    const profileOfOther = async (auth: string) => (await call('POST', 'get-profile-data', { userId: other.id }, auth)).json<{ data: ProfileData }>().data;
    // The default: the phone number to nobody but its owner on profiles (the admin area keeps it).
    assert.equal((await profileOfOther(adminToken)).phoneNumber, null);

    await t.database.db
      .updateTable('users')
      .set({ phone_visibility: 'CORE', email_visibility: 'NOBODY', linkedin_visibility: 'CORE', linkedin_username: 'other.li' })
      .where('id', '=', other.id)
      .execute();
    const ofAdmin = await profileOfOther(adminToken);
    assert.deepEqual([ofAdmin.phoneNumber, ofAdmin.email, ofAdmin.linkedinUsername], ['9876543210', null, 'other.li']);
    const ofMember = await profileOfOther(token);
    assert.deepEqual([ofMember.phoneNumber, ofMember.email, ofMember.linkedinUsername], [null, null, null]);
    // The owner always sees their own.
    const own = await profileOfOther(await loginAs(t.app, other.email, other.password));
    assert.deepEqual([own.phoneNumber, own.email, own.linkedinUsername], ['9876543210', other.email, 'other.li']);
    await t.database.db
      .updateTable('users')
      .set({ phone_visibility: 'NOBODY', email_visibility: 'MEMBERS', linkedin_visibility: 'MEMBERS', linkedin_username: null })
      .where('id', '=', other.id)
      .execute();
  });

  it('get-profile-data answers 404 for unknown or malformed ids and 400 for a non-text id', async () => {
    for (const userId of ['00000000-0000-0000-0000-000000000000', 'nonsense']) {
      const response = await call('POST', 'get-profile-data', { userId });
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { message: 'User not found!' });
    }
    assert.equal((await call('POST', 'get-profile-data', { userId: 42 })).statusCode, 400);
  });

  it('get-edit-profile-page-data gives the editable fields', async () => {
    const response = await call('GET', 'get-edit-profile-page-data');
    assert.equal(response.statusCode, 200);
    const unlinked = { handle: null, verified: false, stats: null, refreshedAt: null, solvesFetchedAt: null, statsFetchedAt: null, lastFailure: null };
    assert.deepEqual(response.json().data, {
      name: 'Test MEMBER',
      bio: 'Hello',
      email: me.email,
      phoneNumber: '9876543210',
      academicYear: 3,
      profilePic: null,
      coding: { leetcode: null, codechef: null, codeforces: null, geeksforgeeks: null },
      verifiedProfile: { leetcode: false, codechef: false, codeforces: false, geeksforgeeks: false },
      social: { linkedin: null },
      platforms: { leetcode: unlinked, codechef: unlinked, codeforces: unlinked, geeksforgeeks: unlinked },
    });
  });

  it('edit-profile changes one personal field at a time', async () => {
    const edits: Array<[string, string | number, string, unknown]> = [
      ['name', '  Meera K  ', 'name', 'Meera K'],
      ['bio', 'Graphs and DP', 'bio', 'Graphs and DP'],
      ['phoneNumber', '6123456789', 'phone_number', '6123456789'],
      ['academicYear', 4, 'academic_year', 4],
      ['academicYear', '1', 'academic_year', 1],
      ['linkedinUsername', 'meera_k.1', 'linkedin_username', 'meera_k.1'],
    ];
    for (const [field, value, column, stored] of edits) {
      const response = await call('POST', 'edit-profile', { [field]: value });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { message: 'Profile updated successfully!' });
      const user = await findUserById(t.database.db, me.id);
      assert.equal((user as unknown as Record<string, unknown>)[column], stored, field);
    }
  });

  const badEdits: Array<[string, object, string]> = [
    ['an empty name', { name: '' }, 'Field cannot be empty!'],
    ['a whitespace name', { name: '   ' }, 'Field cannot be empty!'],
    ['a bio over 150', { bio: 'b'.repeat(151) }, 'Bio cannot exceed 150 characters!'],
    ['an empty bio', { bio: ' ' }, 'Field cannot be empty!'],
    ['a bad phone', { phoneNumber: '12345' }, 'Enter valid 10-digit phone number'],
    ['academic year 0', { academicYear: 0 }, 'Academic year must be between 1 and 4'],
    ['academic year text', { academicYear: 'x' }, 'Field cannot be empty!'],
    ['a bad LinkedIn username', { linkedinUsername: 'a b' }, 'Only letters, numbers, dots, underscores and hyphens are allowed'],
    [
      'two fields at once',
      { name: 'A', bio: 'B' },
      'Send exactly one field to update: name, bio, phoneNumber, academicYear, linkedinUsername, leetcodeUsername, codechefUsername, codeforcesUsername, geeksforgeeksUsername',
    ],
    [
      'no field',
      {},
      'Send exactly one field to update: name, bio, phoneNumber, academicYear, linkedinUsername, leetcodeUsername, codechefUsername, codeforcesUsername, geeksforgeeksUsername',
    ],
    ['the role', { role: 'ADMIN' }, 'role cannot be edited here'],
    ['the e-mail', { email: 'x@uni.edu' }, 'email cannot be edited here'],
  ];
  for (const [what, payload, message] of badEdits) {
    it(`edit-profile refuses ${what}: "${message}", changing nothing`, async () => {
      const before = await findUserById(t.database.db, me.id);
      const response = await call('POST', 'edit-profile', payload);
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), { message });
      assert.deepEqual(await findUserById(t.database.db, me.id), before);
    });
  }

  it('profile and edit data show linked platform handles and whether each is verified', async () => {
    const user = await addUser(t.database);
    const userToken = await loginAs(t.app, user.email, user.password);
    await t.database.db
      .insertInto('platform_accounts')
      .values([
        {
          user_id: user.id,
          platform: 'leetcode',
          handle: 'lc_user',
          verified_at: new Date(),
          verification_code: null,
          code_expires_at: null,
          profile: null,
          refreshed_at: null,
        },
        {
          user_id: user.id,
          platform: 'codeforces',
          handle: 'cf_user',
          verified_at: null,
          verification_code: null,
          code_expires_at: null,
          profile: null,
          refreshed_at: null,
        },
      ])
      .execute();
    const profile: ProfileData = (await call('POST', 'get-profile-data', { userId: user.id })).json().data;
    assert.deepEqual(profile.platforms, {
      leetcode: { handle: 'lc_user', verified: true, stats: null, refreshedAt: null, solvesFetchedAt: null, statsFetchedAt: null, lastFailure: null },
      codechef: { handle: null, verified: false, stats: null, refreshedAt: null, solvesFetchedAt: null, statsFetchedAt: null, lastFailure: null },
      codeforces: { handle: 'cf_user', verified: false, stats: null, refreshedAt: null, solvesFetchedAt: null, statsFetchedAt: null, lastFailure: null },
      geeksforgeeks: { handle: null, verified: false, stats: null, refreshedAt: null, solvesFetchedAt: null, statsFetchedAt: null, lastFailure: null },
    });
    assert.equal(profile.leetcodeUsername, 'lc_user');
    assert.equal(profile.codeforcesUsername, 'cf_user');
    const edit = (await call('GET', 'get-edit-profile-page-data', undefined, userToken)).json().data;
    assert.deepEqual(edit.coding, { leetcode: 'lc_user', codechef: null, codeforces: 'cf_user', geeksforgeeks: null });
    assert.deepEqual(edit.verifiedProfile, { leetcode: true, codechef: false, codeforces: false, geeksforgeeks: false });
  });

  it('toggle-subscribe-btn flips the setting and answers it', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/user/toggle-subscribe-btn', headers: bearer(token) });
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { message: 'Notifications disabled successfully!', subscribed: false });
    const second = await call('POST', 'toggle-subscribe-btn', {});
    assert.deepEqual(second.json(), { message: 'Notifications enabled successfully!', subscribed: true });
  });

  it('get-all-users-with-id-and-name lists users with id, name, role and picture, plus the caller', async () => {
    const response = await call('GET', 'get-all-users-with-id-and-name');
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.userId, me.id);
    assert.equal(body.role, 'MEMBER');
    const entry = body.data.find((item: { _id: string }) => item._id === other.id);
    assert.deepEqual(entry, { _id: other.id, name: 'Test USER', role: 'USER', profilePicture: null });
    assert.ok(body.data.every((item: object) => Object.keys(item).sort().join() === '_id,name,profilePicture,role'));
  });

  describe('change-password', () => {
    it('needs the right current password and refuses bad input, changing nothing', async () => {
      const user = await addUser(t.database);
      const userToken = await loginAs(t.app, user.email, user.password);
      const cases: Array<[object, string]> = [
        [{ newPassword: 'another-pass' }, 'Current password is required'],
        [{ currentPassword: user.password }, 'New password is required'],
        [{ currentPassword: user.password, newPassword: '12345' }, 'Password must be at least 6 characters'],
        [{ currentPassword: user.password, newPassword: 'another-pass', confirmPassword: '' }, 'Passwords do not match'],
        [{ currentPassword: user.password, newPassword: 'another-pass', confirmPassword: 'different' }, 'Passwords do not match'],
        [{ currentPassword: 'wrong-pass', newPassword: 'another-pass' }, 'Current password is incorrect!'],
      ];
      for (const [payload, message] of cases) {
        const response = await call('POST', 'change-password', payload, userToken);
        assert.equal(response.statusCode, 400, response.body);
        assert.deepEqual(response.json(), { message });
      }
      await loginAs(t.app, user.email, user.password);
    });

    it('stops guessing the current password: 10 tries per 10 minutes per address', async () => {
      const user = await addUser(t.database);
      const userToken = await loginAs(t.app, user.email, user.password);
      const statuses = [];
      for (let i = 0; i < 11; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/user/change-password',
          payload: { currentPassword: `guess-${i}`, newPassword: 'taken-over' },
          headers: bearer(userToken),
          remoteAddress: '10.77.0.1',
        });
        statuses.push(response.statusCode);
      }
      assert.deepEqual(statuses, [...Array(10).fill(400), 429]);
      await loginAs(t.app, user.email, user.password);
    });

    it("sets the new password, ends the other sessions, keeps the caller's and answers a fresh token of the same length", async () => {
      const user = await addUser(t.database);
      const oldToken = await loginAs(t.app, user.email, user.password, true);
      const otherSession = await loginAs(t.app, user.email, user.password);
      const response = await call('POST', 'change-password', { currentPassword: user.password, newPassword: 'changed-pass' }, oldToken);
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json();
      assert.equal(body.message, 'Password updated successfully!');
      const claims = decodeJwt(body.token);
      assert.equal(claims.ver, 1);
      assert.equal(claims.exp! - claims.iat!, 7 * 24 * 60 * 60);

      const other = await t.app.inject({ method: 'GET', url: '/api/v1/auth/verify-auth-token', headers: bearer(otherSession) });
      assert.equal(other.statusCode, 400, 'another session ended');
      const caller = await t.app.inject({ method: 'GET', url: '/api/v1/auth/verify-auth-token', headers: bearer(oldToken) });
      assert.equal(caller.statusCode, 200, "the caller's own token keeps working");
      const fresh = await t.app.inject({ method: 'GET', url: '/api/v1/auth/verify-auth-token', headers: bearer(body.token) });
      assert.equal(fresh.statusCode, 200);
      await loginAs(t.app, user.email, 'changed-pass');
    });

    it('50 parallel changes with the same current password: exactly one succeeds, the rest are told it is wrong', async () => {
      const user = await addUser(t.database);
      const userToken = await loginAs(t.app, user.email, user.password);
      const attempts = 50;
      // Each from its own address, so the per-address limit (10 per 10 minutes) stays out of the way.
      const responses = await Promise.all(
        Array.from({ length: attempts }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/user/change-password',
            payload: { currentPassword: user.password, newPassword: `parallel-pass-${i}` },
            headers: bearer(userToken),
            remoteAddress: `10.78.${Math.floor(i / 200)}.${1 + (i % 200)}`,
          }),
        ),
      );
      const winners = responses.flatMap((response, i) => (response.statusCode === 200 ? [i] : []));
      assert.equal(winners.length, 1, `exactly one change succeeds, not ${winners.length}`);
      for (const [i, response] of responses.entries()) {
        if (i === winners[0]) continue;
        assert.equal(response.statusCode, 400, response.body);
        assert.deepEqual(response.json(), { message: 'Current password is incorrect!' });
      }

      const login = (password: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password } });
      await loginAs(t.app, user.email, `parallel-pass-${winners[0]}`);
      assert.equal((await login(user.password)).statusCode, 400, 'the old password no longer works');
      const loser = winners[0] === 0 ? 1 : 0;
      assert.equal((await login(`parallel-pass-${loser}`)).statusCode, 400, "a refused change's password never took");
      const fresh = await t.app.inject({ method: 'GET', url: '/api/v1/auth/verify-auth-token', headers: bearer(responses[winners[0]!]!.json().token) });
      assert.equal(fresh.statusCode, 200, "the winner's fresh token works");
      assert.equal((await findUserById(t.database.db, user.id))!.token_version, 1, 'the token version moved once');
    });
  });
});
