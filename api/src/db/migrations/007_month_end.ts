import { sql, type Kysely } from 'kysely';

// The month end's results and its progress. Nothing of the month is deleted: its ledger stays,
// its standings are frozen here and become next month's "previous rank".
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('monthly_ranks')
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('rank', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('monthly_ranks_pk', ['month', 'user_id'])
    .execute();

  await db.schema
    .createTable('achievements')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('gold', 'silver', 'bronze', 'dailyActiveStreak', 'maxAvgPerDay')`))
    .addColumn('value', 'double precision')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('achievements_once', ['user_id', 'month', 'type'])
    .execute();
  await db.schema.createIndex('achievements_user_idx').on('achievements').column('user_id').execute();

  await db.schema
    .createTable('month_end_runs')
    .addColumn('month', 'text', (col) => col.primaryKey())
    .addColumn('steps_done', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('month_end_runs').execute();
  await db.schema.dropTable('achievements').execute();
  await db.schema.dropTable('monthly_ranks').execute();
}
