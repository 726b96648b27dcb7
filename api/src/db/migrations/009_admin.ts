import { sql, type Kysely } from 'kysely';

// The admin area: an audit log of every admin action, the first-run setup token, the archive of deleted members'
// ledger rows, and the admin's on-demand job runs (shared by every API process through the database).
export async function up(db: Kysely<unknown>): Promise<void> {
  // No foreign keys: an entry outlives the accounts it names, so names are copied in.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'uuid')
    .addColumn('actor_name', 'text', (col) => col.notNull())
    .addColumn('target_id', 'uuid')
    .addColumn('target_name', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at desc', 'id desc']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'at']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').column('actor_id').execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').column('target_id').execute();

  // At most one token: a new start replaces it; only its hash is stored.
  await db.schema
    .createTable('setup_tokens')
    .addColumn('id', 'boolean', (col) =>
      col
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .execute();

  // A deleted member's ledger rows, kept for the audit; nothing sums this table.
  await db.schema
    .createTable('deleted_points_ledger')
    .addColumn('id', 'bigint', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('platform', 'text')
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('contest_id', 'uuid')
    .addColumn('note', 'text')
    .addColumn('created_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('deleted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('deleted_points_ledger_user_idx').on('deleted_points_ledger').column('user_id').execute();

  await db.schema
    .createTable('job_runs')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    // What the run is about ('contest-results:<id>', 'practice-today:<day>'): one open run per key.
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('data', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('state', 'text', (col) =>
      col
        .notNull()
        .defaultTo('queued')
        .check(sql`state in ('queued', 'active', 'completed', 'failed')`),
    )
    .addColumn('requested_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('progress_done', 'integer')
    .addColumn('progress_total', 'integer')
    .addColumn('result', 'jsonb')
    .addColumn('error', 'text')
    .execute();
  // The singleton: a second request for the same thing while one is open cannot insert, in any process.
  await sql`create unique index job_runs_open_key on job_runs (key) where state in ('queued', 'active')`.execute(db);
  await db.schema.createIndex('job_runs_created_idx').on('job_runs').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
  await db.schema.dropTable('deleted_points_ledger').execute();
  await db.schema.dropTable('setup_tokens').execute();
  await db.schema.dropTable('audit_log').execute();
}
