// The /api/v1 contract as a client written from the product's rules sees it (docs/rules.md §10): each route called with
// the contract's body, and every answer checked against what contract/ declares for its status (assertDeclared), so
// the test and the API read the same declarations.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { multipart, pngFile } from '../../test/files';
import { readOutbox, unsubscribeToken } from '../mail';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../test/app';
import { assertDeclared, assertNonEmpty } from '../../test/contract';
import { testBrowser } from '../../test/pushService';
import { remoteBuild, tarGz } from '../../test/remoteArchive';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
    const body = response.body ? response.json() : null;
    assertDeclared(method, url, response.statusCode, body);
    return { status: response.statusCode, body, raw: response };
  };
  /** A success: status 200, with the body the contract declares. */
  const ok = async (token: string | null, method: Method, url: string, payload?: unknown) => {
    const response = await call(token, method, url, payload);
    assert.equal(response.status, 200, `${method} ${url}: ${JSON.stringify(response.body)}`);
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
      assert.equal(body.message, 'Token is valid');
      const bad = await call('not-a-token', 'GET', '/auth/verify-auth-token');
      assert.equal(bad.status, 400);
      assert.equal(bad.body.message, 'Token is not valid');
    });

    it('POST /auth/login {email, password, rememberMe}: message and token', async () => {
      const user = await addUser(t.database, 'MEMBER');
      await ok(null, 'POST', '/auth/login', { email: user.email, password: user.password, rememberMe: false });
      await ok(null, 'POST', '/auth/login', { email: user.email, password: user.password });
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
      assertDeclared('POST', '/auth/register', response.statusCode, response.json());
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
    it('POST /user/get-profile-data (own and by userId): the profile fields', async () => {});

    it('POST /user/get-profile-data (own and by userId): the profile fields', async () => {
      const own = await ok(member, 'POST', '/user/get-profile-data');
      assert.deepEqual(own.data.finishedSets, []);
      await ok(member, 'POST', '/user/get-profile-data', { userId: memberId });
    });

    it('GET /user/get-edit-profile-page-data: the edit-profile fields', async () => {
      await ok(member, 'GET', '/user/get-edit-profile-page-data');
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
      assertDeclared('POST', '/user/edit-profile-picture', upload.statusCode, upload.json());
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
      assert.equal(typeof body.minimumPassingMark, 'number', 'the overall board carries the minimum passing mark');
      assertNonEmpty(body.data, 'overall rows');
      const row = body.data.find((entry: { _id: string }) => entry._id === memberId);
      assert.equal(row.totalQuestionSolved, 7, 'the points column');
      assert.equal((await ok(member, 'POST', '/user/get-profile-data')).data.totalQuestionSolved, 7, 'the Points tile');
    });

    it('the four platform boards answer data[] and totalPages', async () => {
      for (const suffix of ['leetcode', 'gfg', 'codechef', 'codeforces']) {
        await ok(member, 'POST', `/user/get-leaderboard-data-${suffix}`, { page: 1, limit: 20, search: '' });
      }
    });

    it('GET /user/get-top-5-users: data[] of {id, name, avatar, achievements}', async () => {
      const { data } = await ok(member, 'GET', '/user/get-top-5-users');
      assertNonEmpty(data, 'top 5');
    });

    it('GET /user/get-potd: data.leetcode and data.geeksforgeeks', async () => {
      await ok(member, 'GET', '/user/get-potd');
    });

    it('POST /user/report-an-issue (multipart, no bearer)', async () => {
      const form = await multipart(
        { name: 'Ravi', email: 'ravi@uni.edu', subject: 'Blank board', description: 'The board is blank.' },
        { issueScreenShot: await pngFile() },
      );
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/user/report-an-issue', ...form });
      assert.equal(response.statusCode, 200, response.body);
      assertDeclared('POST', '/user/report-an-issue', response.statusCode, response.json());
    });

    it('GET /user/get-all-users-with-id-and-name: data[], userId, role', async () => {
      const body = await ok(member, 'GET', '/user/get-all-users-with-id-and-name');
      assertNonEmpty(body.data, 'users');
    });

    it('GET /user/stats-data: the stats fields', async () => {
      const { data } = await ok(member, 'GET', '/user/stats-data');
      assertNonEmpty(data.tiers, 'tiers');
    });

    it('POST /user/generate-verification-code {platform}: data.verificationCode', async () => {
      await ok(member, 'POST', '/user/generate-verification-code', { platform: 'leetcode' });
    });

    it('reminders: GET and PUT /user/reminders, GET /push/public-key, POST and DELETE /push/subscriptions {endpoint, keys}', async () => {
      await ok(member, 'PUT', '/user/reminders', { email: true, push: true, leadMinutes: [1440, 60], contests: true, meetings: false });
      assert.deepEqual((await ok(member, 'GET', '/user/reminders')).data.leadMinutes, [1440, 60]);
      assert.equal(Buffer.from((await ok(member, 'GET', '/push/public-key')).data.publicKey, 'base64url').length, 65);
      const browser = testBrowser().subscription('https://updates.push.services.mozilla.com/wpush/v2/abc');
      await ok(member, 'POST', '/push/subscriptions', {
        endpoint: browser.endpoint,
        expirationTime: null,
        keys: { p256dh: browser.p256dh, auth: browser.auth },
      });
      assert.equal((await ok(member, 'GET', '/user/reminders')).data.pushDevices, 1);
      await ok(member, 'DELETE', '/push/subscriptions', { endpoint: browser.endpoint });
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
      assertDeclared('POST', '/admin/upload-csv-allowed-emails', upload.statusCode, upload.json());
      const list = await ok(admin, 'POST', '/admin/fetch-all-allowed-emails', { page: 1, limit: 10, search: 'a3@', sortOrder: 1 });
      assertNonEmpty(list.data, 'allowed e-mails');
      await ok(admin, 'DELETE', '/admin/delete-allowed-email', { userId: list.data[0]._id });
    });

    it('constants: fetch (data.constant) and edit with the five fields', async () => {
      const { data } = await ok(admin, 'GET', '/admin/fetch-constant-values');
      await ok(admin, 'PUT', '/admin/edit-constant-values', { ...data.constant, passingMarks: 31 });
    });

    it('POST /admin/reset-achievement with no body', async () => {
      await ok(admin, 'POST', '/admin/reset-achievement');
    });

    it('webhooks: POST {name, kind, url}, GET, POST /:id/test (an endpoint that does not answer), DELETE /:id', async () => {
      const { data } = await ok(admin, 'POST', '/admin/webhooks', { name: 'Chat', kind: 'json', url: 'http://127.0.0.1:9/hook/contract-secret' });
      assertNonEmpty((await ok(admin, 'GET', '/admin/webhooks')).data, 'GET /admin/webhooks');
      assert.equal((await ok(admin, 'POST', `/admin/webhooks/${data.id}/test`)).data.delivered, false);
      await ok(admin, 'DELETE', `/admin/webhooks/${data.id}`);
    });

    it('POST /admin/update-points {userId, delta} and the other reading {userId, points}', async () => {
      await ok(admin, 'POST', '/admin/update-points', { userId: memberId, delta: 2 });
      await ok(admin, 'POST', '/admin/update-points', { userId: memberId, points: -1 });
    });

    it('POST /admin/update-leaderboard with no body is accepted (503 only because this test server runs no job queue)', async () => {
      const response = await call(admin, 'POST', '/admin/update-leaderboard');
      assert.equal(response.status, 503, JSON.stringify(response.body));
    });

    it('GET /admin/get-all-contest-error: data.contestErrorData and data.practiceQuestionErrorData', async () => {
      await ok(admin, 'GET', '/admin/get-all-contest-error');
    });

    it('below-the-mark warnings: GET /admin/month-end/at-risk, PUT /admin/month-end/warning-days {warnDaysBefore}', async () => {
      const { data } = await ok(admin, 'GET', '/admin/month-end/at-risk');
      await ok(admin, 'PUT', '/admin/month-end/warning-days', { warnDaysBefore: data.warnDaysBefore });
      assert.equal((await call(admin, 'PUT', '/admin/month-end/warning-days', { warnDaysBefore: 40 })).status, 400);
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
      const group = data.contests.find((entry: { contests: Array<{ contestName: string }> }) =>
        entry.contests.some((contest) => contest.contestName === 'Round 1'),
      );
      assert.ok(group, 'the contest is on the calendar');
      const contest = group.contests.find((entry: { contestName: string }) => entry.contestName === 'Round 1');
      await ok(core, 'DELETE', '/core-member/delete-contest', { dateId: group._id, contestId: contest._id });
    });

    it('practice sets: create-resource, add-question without description, fetch-all-resources, fetch-all-questions, edit, delete', async () => {
      await ok(core, 'POST', '/core-member/create-resource', { title: 'Graphs', description: 'BFS and DFS' });
      const list = await ok(member, 'POST', '/core-member/fetch-all-resources', { page: 1, search: 'Graphs' });
      assertNonEmpty(list.data, 'practice sets');
      const resourceId = list.data[0].id;
      await ok(core, 'POST', '/core-member/add-question', {
        resourceId,
        title: 'Number of Islands',
        link: 'https://leetcode.com/problems/number-of-islands/',
        difficulty: 'MEDIUM',
        platform: 'LeetCode',
      });
      const set = await ok(member, 'POST', '/core-member/fetch-all-questions', { resourceId, difficulty: 'MEDIUM', platform: 'LeetCode' });
      assertNonEmpty(set.questions, 'questions');
      // Learning progress (issue 31): marks, order, duplicates and the lookup's refusal of a link that is no problem.
      assert.deepEqual([set.questions[0].position, set.questions[0].solved, set.resourceInfo.solvedCount, set.marksUpdatedAt], [1, false, 0, null]);
      const coreView = await ok(core, 'POST', '/core-member/fetch-all-questions', { resourceId, progress: 'unsolved' });
      assert.deepEqual([coreView.questions[0].solvedBy, coreView.resourceInfo.solvedBy, coreView.resourceInfo.finishedBy], [0, 0, 0]);
      const again = await call(core, 'POST', '/core-member/add-question', {
        resourceId,
        title: 'Number of Islands',
        link: 'https://leetcode.com/problems/number-of-islands/description/',
        difficulty: 'MEDIUM',
        platform: 'LeetCode',
      });
      assert.deepEqual([again.status, again.body.message], [409, 'This problem is already in the set.']);
      const order = await ok(core, 'PUT', '/core-member/reorder-questions', { resourceId, questionIds: [set.questions[0].id] });
      assert.equal(order.message, 'Order saved');
      const badOrder = await call(core, 'PUT', '/core-member/reorder-questions', { resourceId, questionIds: [] });
      assert.equal(badOrder.status, 400);
      const notProblem = await call(core, 'POST', '/core-member/lookup-problem', { link: 'https://example.com/two-sum' });
      assert.equal(notProblem.status, 400);
      const page = await ok(member, 'POST', '/core-member/fetch-all-resources', { page: 1, search: 'Graphs', progress: 'unsolved' });
      assert.equal(typeof page.data[0].solvedCount, 'number');
      await ok(core, 'DELETE', '/core-member/delete-question', { resourceId, questionId: set.questions[0].id });
      await ok(core, 'PUT', '/core-member/edit-resource', { resourceId, title: 'Graphs I', description: 'BFS' });
      await ok(core, 'DELETE', '/core-member/delete-resource', { resourceId });
    });

    it('video resources: create, add-video {vidoeResourceId}, fetch-all-video-resource, fetch-all-video, edit, delete', async () => {
      await ok(core, 'POST', '/core-member/create-video-resource', { title: 'DP lectures', description: 'Dynamic programming' });
      const list = await ok(member, 'POST', '/core-member/fetch-all-video-resource', { page: 1, search: 'DP lectures' });
      assertNonEmpty(list.data, 'video resources');
      const videoResourceId = list.data[0].id;
      await ok(core, 'POST', '/core-member/add-video', {
        vidoeResourceId: videoResourceId,
        title: 'Knapsack',
        description: '0/1',
        link: 'https://www.youtube.com/watch?v=abcdefghijk',
      });
      const videos = await ok(member, 'POST', '/core-member/fetch-all-video', { videoResourceId });
      assertNonEmpty(videos.videos, 'videos');
      await ok(core, 'DELETE', '/core-member/delete-video', { videoResourceId, videoId: videos.videos[0].id });
      await ok(core, 'PUT', '/core-member/edit-video-resource', { videoResourceId, title: 'DP', description: 'DP' });
      await ok(core, 'DELETE', '/core-member/delete-video-resource', { videoResourceId });
    });
  });

  describe('NOTIFICATIONS AND MAIL', () => {
    it('the notification centre: list (paged, unread), unread-count, read {ids} and {all}', async () => {
      await ok(core, 'POST', '/core-member/create-announcement', { title: 'Contract check', description: 'For the bell.' });
      const { data } = await ok(member, 'GET', '/notifications?page=1&limit=5');
      assertNonEmpty(data, 'notifications');
      await ok(member, 'GET', '/notifications/unread-count');
      await ok(member, 'POST', '/notifications/read', { ids: [data[0]._id] });
      await ok(member, 'POST', '/notifications/read', { all: true });
    });

    it('mail switches: GET and PUT /user/mail-switches; GET and POST /mail/unsubscribe with a mailed token', async () => {
      await ok(member, 'GET', '/user/mail-switches');
      await ok(member, 'PUT', '/user/mail-switches', { reminders: true });
      const token = unsubscribeToken(t.config.jwtSecret, { userId: memberId, kind: 'warnings' });
      await ok(null, 'GET', `/mail/unsubscribe?token=${encodeURIComponent(token)}`);
      await ok(null, 'POST', '/mail/unsubscribe', { token });
      assert.equal((await call(null, 'POST', '/mail/unsubscribe', { token: 'nonsense' })).status, 400);
    });
  });

  describe('LIVE', () => {
    // The open stream itself is read over a socket in modules/live/routes.test.ts (inject waits for an answer's end).
    it('the stream ticket, and the stream refusing a caller without one', async () => {
      await ok(member, 'POST', '/stream/ticket');
      assert.equal((await call(null, 'GET', '/stream')).status, 403);
    });

    it('GET /calendar/live-standings: the running contests with their chapter rows (a contest not read yet has none)', async () => {
      const now = Date.now();
      const contest = await t.database.db
        .insertInto('contests')
        .values({
          name: 'Live contract round',
          link: 'https://codeforces.com/contest/2999',
          platform: 'Codeforces',
          date: new Date(now).toISOString().slice(0, 10),
          start_time: '00:00:00',
          end_time: '23:59:00',
          starts_at: new Date(now - 30 * 60_000),
          ends_at: new Date(now + 90 * 60_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      assert.deepEqual((await ok(member, 'GET', '/calendar/live-standings')).data[0].rows, []);
      await t.database.db
        .insertInto('live_standings')
        .values({ contest_id: contest.id, attempted_at: new Date(now), updated_at: new Date(now) })
        .execute();
      await t.database.db
        .insertInto('live_standing_rows')
        .values({ contest_id: contest.id, user_id: memberId, handle: 'member_cf', chapter_rank: 1, platform_rank: 812, solved: 3, penalty: null })
        .execute();
      const { data } = await ok(member, 'GET', '/calendar/live-standings');
      assertNonEmpty(data[0].rows, 'live standings rows');
      assert.equal((await call(null, 'GET', '/calendar/live-standings')).status, 401);
      await t.database.db.deleteFrom('contests').where('id', '=', contest.id).execute();
    });
  });

  describe('DEPLOYMENTS', () => {
    /** An upload: a .tar.gz body with a deploy token (or an admin's bearer token), answered as declared. */
    const uploadAs = async (headers: Record<string, string>, marker: string, query = '') => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/deployments/mfe-admin/versions${query}`,
        headers: { 'content-type': 'application/gzip', ...headers },
        payload: await tarGz(remoteBuild('mfe-admin', 'mfe_admin', { marker })),
      });
      const body = response.json();
      assertDeclared('POST', '/deployments/mfe-admin/versions', response.statusCode, body);
      return { status: response.statusCode, body };
    };

    it('deploy tokens: POST /admin/deploy-tokens {remote, name}, GET; the token uploads a .tar.gz (201, then 200 for the same content); DELETE revokes it', async () => {
      const { data } = await ok(admin, 'POST', '/admin/deploy-tokens', { remote: 'mfe-admin', name: 'Contract CI' });
      assertNonEmpty((await ok(admin, 'GET', '/admin/deploy-tokens')).data, 'GET /admin/deploy-tokens');
      const token = { 'x-deploy-token': data.token as string };
      // This test server has no built shell: the shell's versions are not found, and nothing is checked against them.
      const shell = await t.app.inject({ method: 'GET', url: '/api/v1/deployments/shell', headers: token });
      assertDeclared('GET', '/deployments/shell', shell.statusCode, shell.json());
      assert.equal(shell.statusCode, 404);
      assert.equal((await uploadAs(token, 'contract')).status, 201);
      assert.equal((await uploadAs(token, 'contract')).status, 200);
      await ok(admin, 'DELETE', `/admin/deploy-tokens/${data.deployToken.id}`);
      assert.equal((await uploadAs(token, 'contract')).status, 403);
      assert.equal((await call(admin, 'DELETE', `/admin/deploy-tokens/${data.deployToken.id}`)).status, 409);
    });

    it('GET /admin/deployments; a canary {version, share}, promote, stop, rollback; POST /remote-health answers 204', async () => {
      const { body } = await uploadAs(bearer(admin), 'contract canary', '?canary=20');
      const version = body.data.version as string;
      const { data } = await ok(admin, 'GET', '/admin/deployments');
      assertNonEmpty(data.remotes, 'GET /admin/deployments');
      await ok(admin, 'POST', '/admin/deployments/mfe-admin/promote');
      assert.equal((await call(admin, 'POST', '/admin/deployments/mfe-admin/promote')).status, 409);
      await ok(admin, 'POST', '/admin/deployments/mfe-admin/rollback');
      await ok(admin, 'POST', '/admin/deployments/mfe-admin/canary', { version, share: 30 });
      await ok(admin, 'DELETE', '/admin/deployments/mfe-admin/canary');
      const report = await t.app.inject({ method: 'POST', url: '/api/v1/remote-health', payload: { remote: 'mfe_admin', version, kind: 'session' } });
      assert.equal(report.statusCode, 204);
    });
  });
});
