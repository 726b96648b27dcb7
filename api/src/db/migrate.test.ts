import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { DatabaseHandle } from '.';
import { migrateToLatest, migrationNames } from './migrate';
import { createTestDatabase } from '../../test/database';

describe(`migrations (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: DatabaseHandle;
  before(async () => {
    database = await createTestDatabase();
  });
  after(() => database.close());

  it('have all been applied, and applying again changes nothing', async () => {
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
    assert.deepEqual(
      applied.rows.map((row) => row.name),
      migrationNames(),
    );
    assert.deepEqual(await migrateToLatest(database.db), []);
  });

  it('still refuse a database that ran a migration this code does not have', async () => {
    await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_version', now())`.execute(database.db);
    try {
      await assert.rejects(migrateToLatest(database.db), /9999_from_a_newer_version/);
    } finally {
      await sql`delete from kysely_migration where name = '9999_from_a_newer_version'`.execute(database.db);
    }
    assert.deepEqual(await migrateToLatest(database.db), []);
  });

  it('create users with the documented defaults', async () => {
    const user = await database.db
      .insertInto('users')
      .values({
        name: 'Ada',
        email: 'ada@uni.edu',
        password_hash: 'h',
        academic_year: 2,
        bio: null,
        phone_number: null,
        registration_number: null,
        linkedin_username: null,
        profile_picture: JSON.stringify({ url: '/p.webp' }),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    assert.match(user.id, /^[0-9a-f-]{36}$/);
    assert.equal(user.role, 'USER');
    assert.equal(user.subscribed, true);
    assert.equal(user.protected, false);
    assert.equal(user.blocked, false);
    assert.equal(user.token_version, 0);
    assert.equal(user.academic_year, 2);
    assert.deepEqual(user.profile_picture, { url: '/p.webp' });
    assert.ok(user.created_at instanceof Date);
  });

  const row = (email: string, role = 'USER') =>
    sql`insert into users (name, email, password_hash, role) values ('X', ${email}, 'h', ${role})`.execute(database.db);

  it('reject a duplicate e-mail, an upper-case e-mail and an unknown role', async () => {
    await row('dup@uni.edu');
    await assert.rejects(row('dup@uni.edu'), /duplicate key|unique/i);
    await assert.rejects(row('Upper@uni.edu'), /check constraint/i);
    await assert.rejects(row('role@uni.edu', 'OWNER'), /check constraint/i);
  });

  it('return int8 and numeric as numbers, and have pg_trgm', async () => {
    const result = await sql<{ users: number; average: number; similarity: number }>`
      select count(*) as users, avg(academic_year)::numeric(4,2) as average, similarity('leetcode', 'leetcod') as similarity from users`.execute(database.db);
    const [first] = result.rows;
    assert.equal(typeof first.users, 'number');
    assert.equal(typeof first.average, 'number');
    assert.ok(first.similarity > 0.5);
  });

  it('keep allowed e-mails unique', async () => {
    await database.db.insertInto('allowed_emails').values({ email: 'a@uni.edu' }).execute();
    await assert.rejects(database.db.insertInto('allowed_emails').values({ email: 'a@uni.edu' }).execute(), /duplicate key|unique/i);
  });
});
