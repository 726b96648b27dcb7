import { sql, type Kysely } from 'kysely';

// The notification centre and per-kind mail switches (issue 28, docs/notifications.md).
// - notifications: one item per member (announcement, reminder, below-the-mark notice, verified handle, role change,
//   revised contest points); read_at is the member's read state, kept here so it follows them across devices.
//   dedupe_key makes each item once (a retried job adds nothing twice). Items older than 90 days are pruned.
// - users.mail_off: the mail kinds (besides 'events', which is users.subscribed) a member turned off.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table notifications (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users(id) on delete cascade,
    kind text not null,
    title text not null,
    body text not null default '',
    link text,
    dedupe_key text,
    created_at timestamptz not null default now(),
    read_at timestamptz
  )`.execute(db);
  await sql`create unique index notifications_once on notifications (user_id, dedupe_key) where dedupe_key is not null`.execute(db);
  await sql`create index notifications_of_user on notifications (user_id, created_at desc)`.execute(db);
  await sql`create index notifications_unread on notifications (user_id) where read_at is null`.execute(db);
  await sql`alter table users add column mail_off text[] not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column mail_off`.execute(db);
  await sql`drop table notifications`.execute(db);
}
