import { sql, type Kysely } from 'kysely';

// The chapter's calendar: contests (which earn points), meetings and festivals.
// Dates and times are the chapter's local ones; a contest also keeps its start and end as instants
// so the contest job can ask "which contests have ended" without time-zone arithmetic in SQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contests')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('link', 'text', (col) => col.notNull())
    .addColumn('platform', 'text', (col) => col.notNull().check(sql`platform in ('Codeforces', 'CodeChef')`))
    .addColumn('date', 'date', (col) => col.notNull())
    .addColumn('start_time', 'text', (col) => col.notNull())
    .addColumn('end_time', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('contests_ends_after_start', sql`ends_at >= starts_at`)
    .execute();
  await db.schema.createIndex('contests_date_idx').on('contests').column('date').execute();
  await db.schema.createIndex('contests_ends_at_idx').on('contests').column('ends_at').execute();

  await db.schema
    .createTable('meetings')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('link', 'text', (col) => col.notNull())
    .addColumn('date', 'date', (col) => col.notNull())
    .addColumn('time', 'text', (col) => col.notNull())
    .addColumn('attendees', 'text', (col) => col.notNull().defaultTo('all'))
    .addColumn('compulsory', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('mom_link', 'text')
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('meetings_date_idx').on('meetings').column('date').execute();

  await db.schema
    .createTable('festivals')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('date', 'date', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('festivals_date_idx').on('festivals').column('date').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('festivals').execute();
  await db.schema.dropTable('meetings').execute();
  await db.schema.dropTable('contests').execute();
}
