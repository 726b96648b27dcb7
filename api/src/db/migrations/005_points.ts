import { sql, type Kysely } from 'kysely';

// Members' platform handles, the activity fetched for them, and the points ledger.
// Every award is one ledger row keyed by its source, so re-running any job awards nothing twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  const platforms = sql`platform in ('leetcode', 'codeforces', 'codechef', 'geeksforgeeks')`;

  await db.schema
    .createTable('platform_accounts')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('platform', 'text', (col) => col.notNull().check(platforms))
    .addColumn('handle', 'text', (col) => col.notNull())
    .addColumn('verified_at', 'timestamptz')
    .addColumn('verification_code', 'text')
    .addColumn('code_expires_at', 'timestamptz')
    .addColumn('profile', 'jsonb')
    .addColumn('refreshed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('platform_accounts_pk', ['user_id', 'platform'])
    .execute();
  // One member per verified handle: nobody can earn from someone else's account.
  await sql`create unique index platform_accounts_verified_handle on platform_accounts (platform, lower(handle)) where verified_at is not null`.execute(db);

  await db.schema
    .createTable('solved_days')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('platform', 'text', (col) => col.notNull().check(platforms))
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('solved', 'integer', (col) => col.notNull().check(sql`solved >= 0`))
    .addPrimaryKeyConstraint('solved_days_pk', ['user_id', 'platform', 'day'])
    .execute();
  await db.schema.createIndex('solved_days_day_idx').on('solved_days').column('day').execute();

  await db.schema
    .createTable('points_ledger')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('practice', 'contest', 'adjustment')`))
    .addColumn('platform', 'text', (col) => col.check(platforms))
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('contest_id', 'uuid', (col) => col.references('contests.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('points_ledger_source_unique', ['user_id', 'source'])
    .execute();
  await db.schema.createIndex('points_ledger_day_user_idx').on('points_ledger').columns(['day', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('points_ledger').execute();
  await db.schema.dropTable('solved_days').execute();
  await db.schema.dropTable('platform_accounts').execute();
}
