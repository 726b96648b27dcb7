import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DatabaseHandle } from '../db';
import { createTestDatabase } from '../../test/database';
import { isEmailAllowed } from '../modules/admin/service';
import { findUserByEmail } from '../modules/users/service';
import { verifyPassword } from '../modules/users/password';
import { allowEmailsCommand, createAdminCommand, createUserCommand, listAdminsCommand, UsageError } from './commands';

describe('CLI commands', () => {
  let database: DatabaseHandle;
  before(async () => {
    database = await createTestDatabase();
  });
  after(() => database.close());

  it('list-admins says when there are none', async () => {
    assert.match(await listAdminsCommand(database.db), /No admins yet/);
  });

  it('create-admin creates an admin whose address is allowed', async () => {
    const output = await createAdminCommand(database.db, { email: 'Boss@Uni.edu', name: 'The Boss', password: 'admin-pass' });
    assert.match(output, /Created admin boss@uni.edu/);
    const admin = await findUserByEmail(database.db, 'boss@uni.edu');
    assert.equal(admin?.role, 'ADMIN');
    assert.equal(admin?.name, 'The Boss');
    assert.ok(await isEmailAllowed(database.db, 'boss@uni.edu'));
    assert.match(await listAdminsCommand(database.db), /boss@uni\.edu\tThe Boss/);
  });

  it('create-user creates a MEMBER by default; create-admin promotes it and resets its password', async () => {
    assert.match(await createUserCommand(database.db, { email: 'm@uni.edu', name: 'Mem', password: 'member-pass' }), /Created MEMBER/);
    const before = await findUserByEmail(database.db, 'm@uni.edu');
    assert.equal(before?.role, 'MEMBER');
    assert.match(await createAdminCommand(database.db, { email: 'm@uni.edu', name: 'Mem', password: 'new-admin-pass' }), /Promoted/);
    const after = await findUserByEmail(database.db, 'm@uni.edu');
    assert.equal(after?.role, 'ADMIN');
    assert.equal(after?.token_version, before!.token_version + 1);
    assert.ok(await verifyPassword(after!.password_hash, 'new-admin-pass'));
  });

  it('create-user accepts a role and refuses duplicates and bad input', async () => {
    assert.match(await createUserCommand(database.db, { email: 'c@uni.edu', name: 'Core', password: 'core-pass', role: 'COREMEMBER' }), /COREMEMBER/);
    await assert.rejects(createUserCommand(database.db, { email: 'c@uni.edu', name: 'Core', password: 'core-pass' }), UsageError);
    await assert.rejects(createUserCommand(database.db, { email: 'x@uni.edu', name: 'X', password: 'pass-word', role: 'KING' }), /--role/);
    await assert.rejects(createUserCommand(database.db, { email: 'not-an-email', name: 'X', password: 'pass-word' }), /--email/);
    await assert.rejects(createUserCommand(database.db, { email: 'y@uni.edu', name: 'Y', password: '123' }), /--password/);
    await assert.rejects(createAdminCommand(database.db, { email: 'z@uni.edu', password: 'pass-word' }), /--name/);
  });

  it('allow-emails adds new valid addresses once, lowercased', async () => {
    assert.equal(await allowEmailsCommand(database.db, 'A@uni.edu, b@uni.edu,not-valid'), 'Allowed 2: a@uni.edu, b@uni.edu');
    assert.match(await allowEmailsCommand(database.db, 'a@uni.edu'), /No new addresses/);
    assert.ok(await isEmailAllowed(database.db, 'B@UNI.EDU'));
    await assert.rejects(allowEmailsCommand(database.db, ' '), UsageError);
  });
});
