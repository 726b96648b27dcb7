import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fakePngFile, freshAddress, multipart, pngFile } from '../../../test/files';
import { readOutbox } from '../../mail';
import { addUser, bearer, loginAs, startTestApp, type TestApp } from '../../../test/app';

const report = { name: 'Ravi', email: 'ravi@uni.edu', subject: 'Leaderboard is blank', description: 'The overall tab shows nothing since morning.' };

describe('POST /api/v1/user/report-an-issue', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ contactEmail: 'help@chapter.edu', chapterName: 'Test Chapter' });
  });
  after(() => t.close());

  const send = async (fields: Record<string, string>, files = {}, headers: Record<string, string> = {}) => {
    const body = await multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/user/report-an-issue',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
      remoteAddress: freshAddress(),
    });
  };
  const rows = () => t.database.db.selectFrom('issue_reports').selectAll().orderBy('created_at').execute();

  it('needs no bearer: stores the report and mails it to the contact address', async () => {
    const response = await send(report);
    assert.equal(response.statusCode, 200, response.body);
    const { message, referenceId } = response.json();
    assert.match(message, new RegExp(`reference ID is ${referenceId}`));
    const [row] = (await rows()).filter((r) => r.id === referenceId);
    assert.equal(row.subject, report.subject);
    assert.equal(row.user_id, null);
    assert.equal(row.screenshot, null);
    const mails = await readOutbox(t.config.outboxDir, 'help@chapter.edu');
    const mail = mails.find((text) => text.includes(referenceId));
    assert.ok(mail);
    assert.match(mail, /Reply-To: ravi@uni.edu/);
    assert.match(mail, /Subject: Test Chapter issue report: Leaderboard is blank/);
    assert.match(mail, /The overall tab shows nothing since morning\./);
  });

  it('keeps a screenshot (re-encoded) and attaches it; records the signed-in reporter', async () => {
    const user = await addUser(t.database);
    const token = await loginAs(t.app, user.email, user.password);
    const response = await send(report, { issueScreenShot: await pngFile(1920, 1080) }, bearer(token));
    assert.equal(response.statusCode, 200, response.body);
    const { referenceId } = response.json();
    const [row] = (await rows()).filter((r) => r.id === referenceId);
    assert.equal(row.user_id, user.id);
    assert.match(row.screenshot!.url, /^private\/[0-9a-f-]{36}\.webp$/);
    // Kept in the shared table as a private file: never served, not even by its name.
    const name = row.screenshot!.url.slice('private/'.length);
    const stored = await t.database.db.selectFrom('stored_files').select(['kind', 'size']).where('name', '=', name).executeTakeFirstOrThrow();
    assert.equal(stored.kind, 'private');
    assert.ok(stored.size > 0);
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/v1/files/pictures/${name}` })).statusCode, 404);
    const mail = (await readOutbox(t.config.outboxDir, 'help@chapter.edu')).find((text) => text.includes(referenceId));
    assert.match(mail!, new RegExp(`Attachment: issue-${referenceId}\\.webp \\(image/webp`));
  });

  const bad: Array<[string, Record<string, string>, string]> = [
    ['no name', { ...report, name: ' ' }, 'Name is required'],
    ['no e-mail', { ...report, email: '' }, 'Email is required'],
    ['a malformed e-mail', { ...report, email: 'ravi' }, 'Invalid email address'],
    ['no subject', { ...report, subject: '' }, 'Subject is required'],
    ['no description', { ...report, description: '  ' }, 'Description is required'],
    ['a description over 200 words', { ...report, description: 'word '.repeat(201) }, 'Description cannot exceed 200 words'],
  ];
  for (const [what, fields, message] of bad) {
    it(`refuses ${what}: "${message}", storing and mailing nothing`, async () => {
      const before = (await rows()).length;
      const mailsBefore = (await readOutbox(t.config.outboxDir)).length;
      const response = await send(fields);
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), { message });
      assert.equal((await rows()).length, before);
      assert.equal((await readOutbox(t.config.outboxDir)).length, mailsBefore);
    });
  }

  it('refuses a screenshot that is not an image', async () => {
    const before = (await rows()).length;
    const response = await send(report, { issueScreenShot: fakePngFile() });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'The screenshot must be an image' });
    assert.equal((await rows()).length, before);
  });

  it('limits reports per address', async () => {
    const remoteAddress = freshAddress();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const body = await multipart(report);
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/v1/user/report-an-issue', ...body, remoteAddress })).statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429]);
  });
});
