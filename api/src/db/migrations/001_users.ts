import { sql, type Kysely } from 'kysely';
import { ROLES } from '@chapter/shared/roles';

// Migrations take Kysely<unknown>: they must not depend on today's schema types.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Trigram search over names and e-mails (admin lists, profiles); PGlite gets it as an extension.
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`email = lower(email)`),
    )
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) =>
      col
        .notNull()
        .defaultTo('USER')
        .check(sql`role in (${sql.join(ROLES.map((role) => sql.lit(role)))})`),
    )
    .addColumn('academic_year', 'smallint', (col) => col.check(sql`academic_year between 1 and 4`))
    .addColumn('bio', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('registration_number', 'text')
    .addColumn('linkedin_username', 'text')
    .addColumn('profile_picture', 'jsonb')
    .addColumn('subscribed', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('protected', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('blocked', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute();
  await sql`create index users_name_trgm_idx on users using gin (name gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('allowed_emails')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`email = lower(email)`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('allowed_emails').execute();
  await db.schema.dropTable('users').execute();
}
