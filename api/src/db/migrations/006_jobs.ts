import { sql, type Kysely } from 'kysely';

// What the scheduled jobs keep: the admin's switches, problems of the day, failed fetches
// waiting for a re-run, and the progress of each month end so a crash resumes where it stopped.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scheduler_settings')
    .addColumn('id', 'boolean', (col) =>
      col
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('achievement_scheduler', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('backup_data_scheduler', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('reset_data_scheduler', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('auto_kick_scheduler', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('passing_marks', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(30)
        .check(sql`passing_marks >= 0`),
    )
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into scheduler_settings (id) values (true)`.execute(db);

  await db.schema
    .createTable('problems_of_the_day')
    .addColumn('platform', 'text', (col) => col.notNull().check(sql`platform in ('leetcode', 'geeksforgeeks')`))
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('problem', 'jsonb', (col) => col.notNull())
    .addColumn('fetched_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('problems_of_the_day_pk', ['platform', 'day'])
    .execute();

  // The contest job marks a contest done once every member's result is in (or in the error queue).
  await db.schema.alterTable('contests').addColumn('results_at', 'timestamptz').execute();

  await db.schema
    .createTable('contest_errors')
    .addColumn('contest_id', 'uuid', (col) => col.notNull().references('contests.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('handle', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('contest_errors_pk', ['contest_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('practice_errors')
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('platform', 'text', (col) => col.notNull().check(sql`platform in ('leetcode', 'geeksforgeeks')`))
    .addColumn('handle', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('practice_errors_pk', ['day', 'user_id', 'platform'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('practice_errors').execute();
  await db.schema.dropTable('contest_errors').execute();
  await db.schema.alterTable('contests').dropColumn('results_at').execute();
  await db.schema.dropTable('problems_of_the_day').execute();
  await db.schema.dropTable('scheduler_settings').execute();
}
