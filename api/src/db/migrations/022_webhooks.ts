import { sql, type Kysely } from 'kysely';

// The chapter's group chat (issue 28, docs/notifications.md): the incoming webhooks an admin adds, and one delivery
// row per webhook and posted item.
// - webhooks: url_sealed is the URL encrypted with a key derived from JWT_SECRET (modules/webhooks/urlCipher.ts);
//   url_masked is what the admin is shown (scheme, host and last four characters). last_success_at, last_failure_at
//   and last_error are the latest post's outcome; failing_since marks a run of failures and is cleared by a success.
// - webhook_deliveries: an item (an announcement, a contest, a day's event) goes to each webhook once. claimed_at is
//   a lease: a worker claims a row before posting and marks it sent after; a failure releases it for the retry, and a
//   claim older than the lease (a worker that died mid-post) may be taken again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table webhooks (
    id uuid primary key default gen_random_uuid(),
    name text not null,
    kind text not null check (kind in ('discord', 'slack', 'json')),
    url_sealed text not null,
    url_masked text not null,
    created_by uuid references users(id) on delete set null,
    created_at timestamptz not null default now(),
    last_success_at timestamptz,
    last_failure_at timestamptz,
    last_error text,
    failing_since timestamptz
  )`.execute(db);
  await sql`create table webhook_deliveries (
    webhook_id uuid not null references webhooks(id) on delete cascade,
    item_key text not null,
    claimed_at timestamptz,
    sent_at timestamptz,
    attempts integer not null default 0,
    last_error text,
    created_at timestamptz not null default now(),
    primary key (webhook_id, item_key)
  )`.execute(db);
  await sql`create index webhook_deliveries_sent on webhook_deliveries (sent_at) where sent_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table webhook_deliveries`.execute(db);
  await sql`drop table webhooks`.execute(db);
}
