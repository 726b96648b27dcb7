import { sql, type Kysely } from 'kysely';

// The admin's control over the month end and the proof of its backups:
// - month_end_runs.steps_skipped: the steps a run left out because their switch was off, so they can be run later;
// - database_identity: one random id made here, written into every backup, so a backup file can tell whether it
//   belongs to this database (a restore never replaces it: it is not backed up);
// - backups: each backup's checksum (sha256), size and row counts, recorded before the file takes its final name.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('month_end_runs')
    .addColumn('steps_skipped', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .execute();

  await db.schema
    .createTable('database_identity')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('one', 'boolean', (col) =>
      col
        .notNull()
        .defaultTo(true)
        .unique()
        .check(sql`one`),
    )
    .execute();
  await sql`insert into database_identity default values`.execute(db);

  await db.schema
    .createTable('backups')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('month', 'text')
    .addColumn('size_bytes', 'bigint', (col) => col.notNull())
    .addColumn('sha256', 'text', (col) => col.notNull())
    .addColumn('rows', 'integer', (col) => col.notNull())
    .addColumn('pictures', 'integer', (col) => col.notNull())
    .addColumn('counts', 'jsonb', (col) => col.notNull())
    .addColumn('database_id', 'uuid', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('backups').execute();
  await db.schema.dropTable('database_identity').execute();
  await db.schema.alterTable('month_end_runs').dropColumn('steps_skipped').execute();
}
