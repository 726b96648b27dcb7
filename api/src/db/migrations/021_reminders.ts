import { sql, type Kysely } from 'kysely';

// Reminders before the chapter calendar's contests and meetings (issue 28, docs/notifications.md "Reminders").
// - reminder_settings: a member's choice: channels (e-mail, browser push), lead times in minutes, which events. No row:
//   no reminders.
// - push_subscriptions: the browsers a member turned push on in (the PushSubscription's endpoint and keys). An
//   endpoint is one browser: it belongs to whoever subscribed it last.
// - push_keys: the server's VAPID key pair, made at the first start; one row every instance shares.
// - reminder_deliveries: one row per member, event, event start, lead time, channel and target (the push
//   subscription's id; '' for e-mail), claimed before the send and marked after it, as event_mail_deliveries. The
//   event's start is part of the key, so a moved event is reminded again at its new time; the old keys never fall due.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table reminder_settings (
    user_id uuid primary key references users(id) on delete cascade,
    email boolean not null default false,
    push boolean not null default false,
    lead_minutes integer[] not null default '{}',
    contests boolean not null default true,
    meetings boolean not null default true,
    updated_at timestamptz not null default now()
  )`.execute(db);
  // The job reads the members who chose some lead time.
  await sql`create index reminder_settings_with_leads on reminder_settings (user_id) where cardinality(lead_minutes) > 0`.execute(db);

  await sql`create table push_subscriptions (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users(id) on delete cascade,
    endpoint text not null unique,
    p256dh text not null,
    auth text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index push_subscriptions_of_user on push_subscriptions (user_id)`.execute(db);

  await sql`create table push_keys (
    id boolean primary key default true check (id),
    public_key text not null,
    private_key text not null,
    created_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table reminder_deliveries (
    user_id uuid not null references users(id) on delete cascade,
    event_kind text not null check (event_kind in ('contest', 'meeting')),
    event_id uuid not null,
    event_start timestamptz not null,
    lead_minutes integer not null,
    channel text not null check (channel in ('email', 'push')),
    target text not null default '',
    claimed_at timestamptz,
    sent_at timestamptz,
    attempts integer not null default 0,
    last_error text,
    primary key (user_id, event_kind, event_id, event_start, lead_minutes, channel, target)
  )`.execute(db);
  // Old rows are pruned by the event's start.
  await sql`create index reminder_deliveries_start on reminder_deliveries (event_start)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table reminder_deliveries`.execute(db);
  await sql`drop table push_keys`.execute(db);
  await sql`drop table push_subscriptions`.execute(db);
  await sql`drop table reminder_settings`.execute(db);
}
