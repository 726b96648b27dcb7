import { sql, type Kysely } from 'kysely';

// The dashboard's announcements, the record of event mails (one row per event and member, so a retried or
// doubled mail job never mails anyone twice), and each member's private calendar-feed secret.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('announcements')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('date', 'date', (col) => col.notNull())
    .addColumn('time', 'text')
    .addColumn('links', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('announcements_newest_idx')
    .on('announcements')
    .expression(sql`date desc, created_at desc`)
    .execute();

  // claimed_at is a lease: a worker claims a row before sending and marks it sent after; a claim older than the
  // lease (a worker that died mid-send) may be taken again.
  await db.schema
    .createTable('event_mail_deliveries')
    .addColumn('event_kind', 'text', (col) => col.notNull().check(sql`event_kind in ('meeting', 'contest')`))
    .addColumn('event_id', 'uuid', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addPrimaryKeyConstraint('event_mail_deliveries_pk', ['event_kind', 'event_id', 'user_id'])
    .execute();

  // The feed's secret is never stored: only its hash (to find the member) and the nonce it is derived from.
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('secret_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Meetings name who attends (and who is mailed) by the lowest role: ALL, MEMBER or COREMEMBER.
  await sql`update meetings set attendees = 'ALL' where attendees not in ('MEMBER', 'COREMEMBER')`.execute(db);
  await sql`alter table meetings alter column attendees set default 'ALL'`.execute(db);
  await sql`alter table meetings add constraint meetings_attendees_check check (attendees in ('ALL', 'MEMBER', 'COREMEMBER'))`.execute(db);
  await db.schema
    .alterTable('festivals')
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('festivals').dropColumn('created_by').execute();
  await sql`alter table meetings drop constraint meetings_attendees_check`.execute(db);
  await sql`alter table meetings alter column attendees set default 'all'`.execute(db);
  await sql`update meetings set attendees = 'all' where attendees = 'ALL'`.execute(db);
  await db.schema.dropTable('calendar_feeds').execute();
  await db.schema.dropTable('event_mail_deliveries').execute();
  await db.schema.dropTable('announcements').execute();
}
