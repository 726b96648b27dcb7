// The /api/v1 contract as a client written from the product's rules sees it (docs/rules.md §10): each route called with
// the contract's body, its status and every field the contract names checked for presence and type.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { multipart, pngFile } from '../files/testing';
import { readOutbox } from '../mail';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../testing';
import { assertEach, assertShape } from './shape';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const profileShape = {
  _id: 'string',
  name: 'string',
  email: 'string',
  role: 'string',
  academicYear: 'number?',
  profilePicture: 'object?',
  bio: 'string',
  linkedinUsername: 'string?',
  leetcodeUsername: 'string?',
  codechefUsername: 'string?',
  codeforcesUsername: 'string?',
  geeksforgeeksUsername: 'string?',
  totalQuestionSolved: 'number',
  currentRank: 'number?',
  prevMonthData: { prevRank: 'number?' },
  subscribed: 'boolean',
  avgPerDay: 'number',
  maxStreak: 'number',
  dailyActivity: 'array',
  phoneNumber: 'string?',
  badges: 'array',
} as const;

const boardRow = {
  _id: 'string',
  currentRank: 'number',
  name: 'string',
  profilePicture: 'object?',
  role: 'string',
  academicYear: 'number?',
  totalQuestionSolved: 'number',
  pointsIncreased: 'number',
} as const;

describe('the /api/v1 contract (docs/rules.md §10)', () => {
  let t: TestApp;
  let admin: string;
  let core: string;
  let member: string;
  let memberId: string;

  const call = async (token: string | null, method: Method, url: string, payload?: unknown) => {
    const response = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null, raw: response };
  };
  /** A success the contract lists: status 200 with a message. */
  const ok = async (token: string | null, method: Method, url: string, payload?: unknown) => {
    const response = await call(token, method, url, payload);
    assert.equal(response.status, 200, `${method} ${url}: ${JSON.stringify(response.body)}`);
    assertShape(response.body, { message: 'string' }, `${url} body`);
    return response.body;
  };

  before(async () => {
    t = await startTestApp();
    const a = await addUser(t.database, 'ADMIN');
    const c = await addUser(t.database, 'COREMEMBER');
    const m = await addUser(t.database, 'MEMBER');
    admin = await loginAs(t.app, a.email, a.password);
    core = await loginAs(t.app, c.email, c.password);
    member = await loginAs(t.app, m.email, m.password);
    memberId = m.id;
  });
  after(() => t.close());

  describe('AUTH', () => {
    it('GET /auth/verify-auth-token: message, userId, role; a bad token gets 400 Token is not valid', async () => {
      const body = await ok(member, 'GET', '/auth/verify-auth-token');
      assertShape(body, { message: 'string', userId: 'string', role: 'string' });
      assert.equal(body.message, 'Token is valid');
      const bad = await call('not-a-token', 'GET', '/auth/verify-auth-token');
      assert.equal(bad.status, 400);
      assert.equal(bad.body.message, 'Token is not valid');
    });

    it('POST /auth/login {email, password, rememberMe}: message and token', async () => {
      const user = await addUser(t.database, 'MEMBER');
      const body = await ok(null, 'POST', '/auth/login', { email: user.email, password: user.password, rememberMe: false });
      assertShape(body, { message: 'string', token: 'string' });
      assertShape(await ok(null, 'POST', '/auth/login', { email: user.email, password: user.password }), { token: 'string' });
    });

    it('POST /auth/register (multipart) for an allowed e-mail', async () => {
      await ok(admin, 'POST', '/admin/add-allowed-emails', { emails: ['newcomer@uni.edu'] });
      const form = await multipart(
        {
          name: 'New Comer',
          bio: 'Hello',
          email: 'newcomer@uni.edu',
          password: 'secret-1',
          registrationNumber: 'R1',
          academicYear: 2,
          phoneNumber: '9876543210',
          linkedinUsername: 'new.comer',
        },
        { profilePicture: await pngFile() },
      );
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', ...form });
      assert.equal(response.statusCode, 200, response.body);
      assertShape(response.json(), { message: 'string' });
    });

    it('password reset: send-otp {email}, verify-otp {email, otp}, change-password {email, password}', async () => {
      const user = await addUser(t.database, 'MEMBER');
      await ok(null, 'POST', '/auth/send-otp', { email: user.email });
      const mail = (await readOutbox(t.config.outboxDir, user.email)).at(-1)!;
      const otp = mail.match(/\b(\d{6})\b/)![1];
      await ok(null, 'POST', '/auth/verify-otp', { email: user.email, otp });
      await ok(null, 'POST', '/auth/change-password', { email: user.email, password: 'brand-new-1' });
      await loginAs(t.app, user.email, 'brand-new-1');
    });
  });

  describe('USER', () => {
    it('POST /user/get-profile-data (own and by userId): the profile fields', async () => {
      assertShape((await ok(member, 'POST', '/user/get-profile-data')).data, profileShape, 'own profile');
      assertShape((await ok(member, 'POST', '/user/get-profile-data', { userId: memberId })).data, profileShape, 'profile by id');
    });

    it('GET /user/get-edit-profile-page-data: the edit-profile fields', async () => {
      const { data } = await ok(member, 'GET', '/user/get-edit-profile-page-data');
      const platforms = { leetcode: 'string?', codechef: 'string?', codeforces: 'string?', geeksforgeeks: 'string?' } as const;
      assertShape(data, {
        name: 'string',
        bio: 'string?',
        phoneNumber: 'string?',
        academicYear: 'number?',
        profilePic: 'object?',
        coding: platforms,
        verifiedProfile: 'object',
        social: { linkedin: 'string?' },
      });
    });

    it('POST /user/edit-profile with one field pair, and a platform username', async () => {
      await ok(member, 'POST', '/user/edit-profile', { bio: 'I like graphs' });
      await ok(member, 'POST', '/user/edit-profile', { leetcodeUsername: 'graph_fan' });
      const { data } = await ok(member, 'POST', '/user/get-profile-data');
      assert.equal(data.bio, 'I like graphs');
      assert.equal(data.leetcodeUsername, 'graph_fan');
    });

    it('POST /user/change-password {currentPassword, newPassword}: the caller stays signed in, other sessions end', async () => {
      const user = await addUser(t.database, 'MEMBER');
      const mine = await loginAs(t.app, user.email, user.password);
      const other = await loginAs(t.app, user.email, user.password);
      await ok(mine, 'POST', '/user/change-password', { currentPassword: user.password, newPassword: 'changed-pass-1' });
      assert.equal((await call(mine, 'GET', '/auth/verify-auth-token')).status, 200, 'the token the client holds still works');
      assert.equal((await call(other, 'GET', '/auth/verify-auth-token')).status, 400, 'another session ended');
      await ok(mine, 'POST', '/user/change-password', { currentPassword: 'changed-pass-1', newPassword: 'changed-pass-2' });
      assert.equal((await call(mine, 'GET', '/auth/verify-auth-token')).status, 200, 'and still after a second change');
    });

    it('POST /user/edit-profile-picture: form data profilePicture, then null to delete', async () => {
      const form = await multipart({}, { profilePicture: await pngFile() });
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/edit-profile-picture',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(member) },
      });
      assert.equal(upload.statusCode, 200, upload.body);
      assertShape(upload.json(), { message: 'string' });
      await ok(member, 'POST', '/user/edit-profile-picture', { profilePicture: null });
    });

    it('POST /user/toggle-subscribe-btn flips subscribed', async () => {
      const before = (await ok(member, 'POST', '/user/get-profile-data')).data.subscribed;
      await ok(member, 'POST', '/user/toggle-subscribe-btn');
      assert.equal((await ok(member, 'POST', '/user/get-profile-data')).data.subscribed, !before);
    });

    it('POST /user/get-leaderboard-data {page, limit, search}: data[], totalPages, minimumPassingMark; totalQuestionSolved is the points', async () => {
      await ok(admin, 'POST', '/admin/update-points', { userId: memberId, delta: 7 });
      const body = await ok(member, 'POST', '/user/get-leaderboard-data', { page: 1, limit: 20, search: '' });
      assertShape(body, { data: 'array', totalPages: 'number', minimumPassingMark: 'number' });
      assertEach(body.data, boardRow, 'overall rows');
      const row = body.data.find((entry: { _id: string }) => entry._id === memberId);
      assert.equal(row.totalQuestionSolved, 7, 'the points column');
      assert.equal((await ok(member, 'POST', '/user/get-profile-data')).data.totalQuestionSolved, 7, 'the Points tile');
    });

    it('the four platform boards answer data[] and totalPages', async () => {
      for (const suffix of ['leetcode', 'gfg', 'codechef', 'codeforces']) {
        const body = await ok(member, 'POST', `/user/get-leaderboard-data-${suffix}`, { page: 1, limit: 20, search: '' });
        assertShape(body, { data: 'array', totalPages: 'number' }, suffix);
      }
    });

    it('GET /user/get-top-5-users: data[] of {id, name, avatar, achievements}', async () => {
      const { data } = await ok(member, 'GET', '/user/get-top-5-users');
      assertEach(data, { id: 'string', name: 'string', avatar: 'object?', achievements: 'object' }, 'top 5');
    });

    it('GET /user/get-potd: data.leetcode and data.geeksforgeeks', async () => {
      const { data } = await ok(member, 'GET', '/user/get-potd');
      assertShape(data, { leetcode: 'object?', geeksforgeeks: 'object?' });
    });

    it('POST /user/report-an-issue (multipart, no bearer)', async () => {
      const form = await multipart(
        { name: 'Ravi', email: 'ravi@uni.edu', subject: 'Blank board', description: 'The board is blank.' },
        { issueScreenShot: await pngFile() },
      );
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/report-an-issue', ...form });
      assert.equal(response.statusCode, 200, response.body);
      assertShape(response.json(), { message: 'string' });
    });

    it('GET /user/get-all-users-with-id-and-name: data[], userId, role', async () => {
      const body = await ok(member, 'GET', '/user/get-all-users-with-id-and-name');
      assertShape(body, { data: 'array', userId: 'string', role: 'string' });
      assertEach(body.data, { _id: 'string', name: 'string' }, 'users');
    });

    it('GET /user/stats-data: the stats fields', async () => {
      const { data } = await ok(member, 'GET', '/user/stats-data');
      assertShape(data, {
        totalUsers: 'number',
        passedUsers: 'number',
        mean: 'number',
        median: 'number',
        mode: 'number',
        standardDeviation: 'number',
        minScore: 'number',
        maxScore: 'number',
        tiers: 'array',
      });
      assertEach(data.tiers, { tier: 'string', range: 'array', users: 'array' }, 'tiers');
    });

    it('POST /user/generate-verification-code {platform}: data.verificationCode', async () => {
      const { data } = await ok(member, 'POST', '/user/generate-verification-code', { platform: 'leetcode' });
      assertShape(data, { verificationCode: 'string' });
    });
  });

  describe('ADMIN', () => {
    it('allowed e-mails: add {emails}, upload-csv (file), fetch {page, limit, search, sortOrder}, delete {userId}', async () => {
      await ok(admin, 'POST', '/admin/add-allowed-emails', { emails: ['a1@uni.edu', 'a2@uni.edu'] });
      const csv = await multipart({}, { file: { content: Buffer.from('email\na3@uni.edu\n'), filename: 'list.csv', type: 'text/csv' } });
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/upload-csv-allowed-emails',
        payload: csv.payload,
        headers: { ...csv.headers, ...bearer(admin) },
      });
      assert.equal(upload.statusCode, 200, upload.body);
      const list = await ok(admin, 'POST', '/admin/fetch-all-allowed-emails', { page: 1, limit: 10, search: 'a3@', sortOrder: 1 });
      assertEach(list.data, { _id: 'string', email: 'string', createdAt: 'string' }, 'allowed e-mails');
      await ok(admin, 'DELETE', '/admin/delete-allowed-email', { userId: list.data[0]._id });
    });

    it('constants: fetch (data.constant) and edit with the five fields', async () => {
      const { data } = await ok(admin, 'GET', '/admin/fetch-constant-values');
      const constant = {
        achievementScheduler: 'boolean',
        backupDataScheduler: 'boolean',
        resetDataScheduler: 'boolean',
        autoKickScheduler: 'boolean',
        passingMarks: 'number',
      } as const;
      assertShape(data.constant, constant);
      await ok(admin, 'PUT', '/admin/edit-constant-values', { ...data.constant, passingMarks: 31 });
    });

    it('POST /admin/reset-achievement with no body', async () => {
      await ok(admin, 'POST', '/admin/reset-achievement');
    });

    it('POST /admin/update-points {userId, delta} and the other reading {userId, points}', async () => {
      await ok(admin, 'POST', '/admin/update-points', { userId: memberId, delta: 2 });
      await ok(admin, 'POST', '/admin/update-points', { userId: memberId, points: -1 });
    });

    it('POST /admin/update-leaderboard with no body is accepted (503 only because this test server runs no job queue)', async () => {
      const response = await call(admin, 'POST', '/admin/update-leaderboard');
      assert.equal(response.status, 503, JSON.stringify(response.body));
      assertShape(response.body, { message: 'string' });
    });

    it('GET /admin/get-all-contest-error: data.contestErrorData and data.practiceQuestionErrorData', async () => {
      const { data } = await ok(admin, 'GET', '/admin/get-all-contest-error');
      assertShape(data, { contestErrorData: 'array', practiceQuestionErrorData: 'array' });
    });
  });

  describe('CORE MEMBER', () => {
    it('contests: create-contest answers 200; the calendar lists it; delete-contest {dateId, contestId}', async () => {
      const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const lastDay = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).toISOString().slice(0, 10);
      const day = date === lastDay ? new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10) : date;
      await ok(core, 'POST', '/core-member/create-contest', {
        contestName: 'Round 1',
        contestLink: 'https://codeforces.com/contest/2000',
        platform: 'Codeforces',
        startTime: '20:00:00',
        endTime: '22:00:00',
        date: day,
        toSendEmail: false,
      });
      const { data } = await ok(member, 'GET', `/core-member/get-dashboard-calender-data?month=${day.slice(0, 7)}`);
      assertShape(data, { contests: 'array' });
      const group = data.contests.find((entry: { contests: Array<{ contestName: string }> }) =>
        entry.contests.some((contest) => contest.contestName === 'Round 1'),
      );
      assertShape(group, { _id: 'string', contests: 'array' }, 'contest group');
      const contest = group.contests.find((entry: { contestName: string }) => entry.contestName === 'Round 1');
      assertShape(
        contest,
        { platform: 'string', contestName: 'string', startTime: 'string', endTime: 'string', contestLink: 'string', _id: 'string' },
        'contest',
      );
      await ok(core, 'DELETE', '/core-member/delete-contest', { dateId: group._id, contestId: contest._id });
    });

    it('practice sets: create-resource, add-question without description, fetch-all-resources, fetch-all-questions, edit, delete', async () => {
      await ok(core, 'POST', '/core-member/create-resource', { title: 'Graphs', description: 'BFS and DFS' });
      const list = await ok(member, 'POST', '/core-member/fetch-all-resources', { page: 1, search: 'Graphs' });
      assertShape(list, { data: 'array', currentPage: 'number', totalPages: 'number' });
      assertEach(
        list.data,
        {
          id: 'string',
          title: 'string',
          description: 'string',
          platforms: 'array',
          totalQuestions: 'number',
          lastUpdatedAt: 'string',
          lastModifiedAt: 'string',
        },
        'practice sets',
      );
      const resourceId = list.data[0].id;
      await ok(core, 'POST', '/core-member/add-question', {
        resourceId,
        title: 'Number of Islands',
        link: 'https://leetcode.com/problems/number-of-islands/',
        difficulty: 'MEDIUM',
        platform: 'LeetCode',
      });
      const set = await ok(member, 'POST', '/core-member/fetch-all-questions', { resourceId, difficulty: 'MEDIUM', platform: 'LeetCode' });
      assertShape(set, { resourceInfo: { id: 'string', title: 'string' }, questions: 'array' });
      assertEach(set.questions, { id: 'string', questionTitle: 'string', link: 'string', difficulty: 'string', platform: 'string' }, 'questions');
      await ok(core, 'DELETE', '/core-member/delete-question', { resourceId, questionId: set.questions[0].id });
      await ok(core, 'PUT', '/core-member/edit-resource', { resourceId, title: 'Graphs I', description: 'BFS' });
      await ok(core, 'DELETE', '/core-member/delete-resource', { resourceId });
    });

    it('video resources: create, add-video {vidoeResourceId}, fetch-all-video-resource, fetch-all-video, edit, delete', async () => {
      await ok(core, 'POST', '/core-member/create-video-resource', { title: 'DP lectures', description: 'Dynamic programming' });
      const list = await ok(member, 'POST', '/core-member/fetch-all-video-resource', { page: 1, search: 'DP lectures' });
      assertEach(
        list.data,
        { id: 'string', title: 'string', description: 'string', totalVideos: 'number', lastUpdatedAt: 'string', lastModifiedAt: 'string' },
        'video resources',
      );
      const videoResourceId = list.data[0].id;
      await ok(core, 'POST', '/core-member/add-video', {
        vidoeResourceId: videoResourceId,
        title: 'Knapsack',
        description: '0/1',
        link: 'https://www.youtube.com/watch?v=abcdefghijk',
      });
      const videos = await ok(member, 'POST', '/core-member/fetch-all-video', { videoResourceId });
      assertShape(videos, { resourceInfo: { id: 'string' }, videos: 'array' });
      assertEach(videos.videos, { id: 'string', videoTitle: 'string', videoLink: 'string', videoDescription: 'string' }, 'videos');
      await ok(core, 'DELETE', '/core-member/delete-video', { videoResourceId, videoId: videos.videos[0].id });
      await ok(core, 'PUT', '/core-member/edit-video-resource', { videoResourceId, title: 'DP', description: 'DP' });
      await ok(core, 'DELETE', '/core-member/delete-video-resource', { videoResourceId });
    });
  });
});
