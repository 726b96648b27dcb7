import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { DatabaseHandle } from '../db';
import { createTestDatabase } from '../../test/database';
import { mailSwitches, readUnsubscribeToken, setMailSwitch, takesMail, unsubscribeToken } from './kinds';
import { createMailer } from './mailer';
import { readOutbox } from './outbox';

const SECRET = 'test-secret';

describe('mail kinds', () => {
  let database: DatabaseHandle;
  let userId: string;
  before(async () => {
    database = await createTestDatabase();
    const user = await database.db
      .insertInto('users')
      .values({ name: 'Asha Rao', email: 'asha@uni.edu', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = user.id;
  });
  after(() => database.close());

  it('a token names its member and kind, and a changed or foreign token names nothing', () => {
    const token = unsubscribeToken(SECRET, { userId, kind: 'reminders' });
    assert.deepEqual(readUnsubscribeToken(SECRET, token), { userId, kind: 'reminders' });
    assert.equal(readUnsubscribeToken('another-secret', token), null);
    assert.equal(readUnsubscribeToken(SECRET, token.replace('reminders', 'warnings')), null);
    assert.equal(readUnsubscribeToken(SECRET, 'nonsense'), null);
  });

  it('turning one kind off leaves the others on, and takesMail follows the switches', async () => {
    const takers = async (kind: 'events' | 'reminders' | 'warnings') =>
      (await database.db.selectFrom('users').select('id').where(takesMail(kind)).execute()).length;
    assert.deepEqual(await mailSwitches(database.db, userId), { events: true, reminders: true, warnings: true });
    assert.equal(await setMailSwitch(database.db, userId, 'reminders', false), true);
    await setMailSwitch(database.db, userId, 'reminders', false);
    assert.deepEqual(await mailSwitches(database.db, userId), { events: true, reminders: false, warnings: true });
    assert.deepEqual([await takers('events'), await takers('reminders'), await takers('warnings')], [1, 0, 1]);
    await setMailSwitch(database.db, userId, 'events', false);
    await setMailSwitch(database.db, userId, 'reminders', true);
    assert.deepEqual(await mailSwitches(database.db, userId), { events: false, reminders: true, warnings: true });
    assert.equal(await setMailSwitch(database.db, '00000000-0000-0000-0000-000000000000', 'warnings', false), false);
  });

  it('a mail of a kind carries one-click unsubscribe headers and a link; other mails carry none', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-outbox-'));
    try {
      const mailer = createMailer({
        smtpUrl: null,
        outboxDir,
        from: 'c@uni.edu',
        log: { info: () => {} },
        unsubscribe: { publicUrl: 'https://chapter.example', secret: SECRET },
      });
      await mailer.send({ to: 'asha@uni.edu', subject: 'Reminder', text: 'Soon', unsubscribe: { userId, kind: 'reminders' } });
      await mailer.send({ to: 'other@uni.edu', subject: 'Your code', text: '123456' });
      const [mail] = await readOutbox(outboxDir, 'asha@uni.edu');
      const token = unsubscribeToken(SECRET, { userId, kind: 'reminders' });
      assert.match(mail!, new RegExp(`\\nList-Unsubscribe: <https://chapter\\.example/api/v1/mail/unsubscribe\\?token=${token}>\\n`));
      assert.match(mail!, /\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\n/);
      assert.ok(mail!.includes(`Stop these mails: https://chapter.example/unsubscribe?token=${token}`));
      const [other] = await readOutbox(outboxDir, 'other@uni.edu');
      assert.doesNotMatch(other!, /List-Unsubscribe|Stop these mails/);
    } finally {
      fs.rmSync(outboxDir, { recursive: true, force: true });
    }
  });
});
