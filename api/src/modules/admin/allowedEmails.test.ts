import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { multipart } from '../../../test/files';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';
import { isEmailAllowed } from './service';

describe('ADMIN allowed e-mails', () => {
  let t: TestApp;
  let adminToken: string;
  let memberToken: string;
  before(async () => {
    t = await startTestApp();
    const admin = await addUser(t.database, 'ADMIN');
    adminToken = await loginAs(t.app, admin.email, admin.password);
    const president = await addUser(t.database, 'PRESIDENT');
    memberToken = await loginAs(t.app, president.email, president.password);
  });
  after(() => t.close());

  const call = (method: 'POST' | 'DELETE', path: string, payload: object, token = adminToken) =>
    t.app.inject({ method, url: `/api/v1/admin/${path}`, payload, headers: bearer(token) });
  const uploadCsv = async (csv: string, token = adminToken, field = 'file') => {
    const body = await multipart({}, { [field]: { content: Buffer.from(csv), filename: 'emails.csv', type: 'text/csv' } });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/upload-csv-allowed-emails',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  };
  const count = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('allowed_emails')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses non-admins (403) and anonymous callers (401) on every route, changing nothing', async () => {
    const before = await count();
    const routes: Array<['POST' | 'DELETE', string, object]> = [
      ['POST', 'add-allowed-emails', { emails: ['sneaky@uni.edu'] }],
      ['POST', 'fetch-all-allowed-emails', {}],
      ['DELETE', 'delete-allowed-email', { userId: '00000000-0000-0000-0000-000000000000' }],
    ];
    for (const [method, path, payload] of routes) {
      const forbidden = await call(method, path, payload, memberToken);
      assert.equal(forbidden.statusCode, 403, path);
      assert.deepEqual(forbidden.json(), { message: 'Unauthorized access! Only admins allowed.' });
      const anonymous = await t.app.inject({ method, url: `/api/v1/admin/${path}`, payload });
      assert.equal(anonymous.statusCode, 401, path);
    }
    assert.equal((await uploadCsv('sneaky2@uni.edu', memberToken)).statusCode, 403);
    assert.equal(await count(), before);
  });

  it('adds a list or comma-separated text: trimmed, lowercased, invalid dropped, known ones skipped', async () => {
    const first = await call('POST', 'add-allowed-emails', { emails: [' Asha@Uni.edu ', 'bad', 'ravi@uni.edu'] });
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { message: '2 emails added', added: 2, skipped: 0 });
    const second = await call('POST', 'add-allowed-emails', { emails: 'asha@uni.edu, meera@uni.edu' });
    assert.deepEqual(second.json(), { message: '1 email added, 1 already allowed', added: 1, skipped: 1 });
    assert.ok(await isEmailAllowed(t.database.db, 'asha@uni.edu'));
    assert.ok(await isEmailAllowed(t.database.db, 'MEERA@uni.edu'));
  });

  it('refuses input with no valid address, or of the wrong shape', async () => {
    const none = await call('POST', 'add-allowed-emails', { emails: ['nope', ' '] });
    assert.equal(none.statusCode, 400);
    assert.deepEqual(none.json(), { message: 'No valid email addresses found' });
    for (const payload of [{}, { emails: 42 }, { emails: [1, 2] }]) {
      const response = await call('POST', 'add-allowed-emails', payload);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { message: 'emails must be a list of email addresses' });
    }
  });

  it('adds every address of an uploaded CSV (header and junk cells ignored)', async () => {
    const response = await uploadCsv('email,name\n"csv1@uni.edu",One\r\ncsv2@uni.edu;Two\nnot-an-email\n\ncsv1@uni.edu\n');
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { message: '2 emails added', added: 2, skipped: 0 });
    assert.ok(await isEmailAllowed(t.database.db, 'csv2@uni.edu'));
  });

  it('refuses a CSV without addresses, a binary file, and a request without the file', async () => {
    assert.deepEqual((await uploadCsv('name\nnobody\n')).json(), { message: 'No valid email addresses found' });
    const binary = await uploadCsv('\u0000\u0001\u0002 x@uni.edu');
    assert.equal(binary.statusCode, 400);
    assert.deepEqual(binary.json(), { message: 'The CSV file must be plain text' });
    const missing = await uploadCsv('a@uni.edu', adminToken, 'other');
    assert.deepEqual(missing.json(), { message: 'Please choose a CSV file' });
    const json = await call('POST', 'upload-csv-allowed-emails', { file: 'a@uni.edu' });
    assert.equal(json.statusCode, 400);
  });

  it('fetches pages with search and sort order', async () => {
    await call('POST', 'add-allowed-emails', { emails: ['page1@list.edu', 'page2@list.edu', 'page3@list.edu'] });
    const first = await call('POST', 'fetch-all-allowed-emails', { page: 1, limit: 2, search: '@LIST.edu', sortOrder: 1 });
    assert.equal(first.statusCode, 200, first.body);
    const body = first.json();
    assert.deepEqual(
      { ...body, data: body.data.map((row: { email: string }) => row.email) },
      {
        message: 'Allowed emails fetched successfully',
        data: ['page1@list.edu', 'page2@list.edu'],
        currentPage: 1,
        totalPages: 2,
        totalCount: 3,
        limit: 2,
      },
    );
    assert.deepEqual(Object.keys(body.data[0]).sort(), ['_id', 'createdAt', 'email']);
    assert.ok(!Number.isNaN(Date.parse(body.data[0].createdAt)));
    const desc = await call('POST', 'fetch-all-allowed-emails', { page: 1, limit: 5, search: 'list.edu', sortOrder: -1 });
    assert.deepEqual(
      desc.json().data.map((row: { email: string }) => row.email),
      ['page3@list.edu', 'page2@list.edu', 'page1@list.edu'],
    );
    const defaults = await call('POST', 'fetch-all-allowed-emails', {});
    assert.equal(defaults.json().limit, 10);
    assert.equal(defaults.json().currentPage, 1);
    const nothing = await call('POST', 'fetch-all-allowed-emails', { search: '100%_sure' });
    assert.deepEqual([nothing.json().data, nothing.json().totalPages], [[], 0]);
  });

  it('refuses bad paging values', async () => {
    const cases: Array<[object, string]> = [
      [{ page: 0 }, 'page must be a whole number from 1 to 1000000'],
      [{ limit: 'ten' }, 'limit must be a whole number from 1 to 100'],
      [{ limit: 1000 }, 'limit must be a whole number from 1 to 100'],
      [{ sortOrder: 2 }, 'sortOrder must be 1 or -1'],
      [{ search: { $ne: 1 } }, 'search must be text'],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', 'fetch-all-allowed-emails', payload);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { message });
    }
  });

  it('deletes one address by its _id; unknown ids are 404', async () => {
    await call('POST', 'add-allowed-emails', { emails: ['gone@uni.edu'] });
    const page = await call('POST', 'fetch-all-allowed-emails', { search: 'gone@uni.edu' });
    const id = page.json().data[0]._id;
    const response = await call('DELETE', 'delete-allowed-email', { userId: id });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: 'Email deleted successfully' });
    assert.equal(await isEmailAllowed(t.database.db, 'gone@uni.edu'), false);
    for (const userId of [id, 'not-a-uuid']) {
      const again = await call('DELETE', 'delete-allowed-email', { userId });
      assert.equal(again.statusCode, 404);
      assert.deepEqual(again.json(), { message: 'Email not found' });
    }
    assert.deepEqual((await call('DELETE', 'delete-allowed-email', {})).json(), { message: 'userId is required' });
  });
});
