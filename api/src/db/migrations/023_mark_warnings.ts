import { sql, type Kysely } from 'kysely';

// Below-the-mark warnings before the month end (issue 28, docs/notifications.md "Below-the-mark warnings"):
// - scheduler_settings.warn_days_before: how many days before the month's last day the warnings go out (0: off;
//   at most 27, so the warning day falls inside even a 28-day February);
// - mark_warning_deliveries: one row per member and month, so each member is warned once a month. warned_at is when
//   the in-app notice was added; claimed_at is the mail's lease (a worker claims the row before sending, marks
//   sent_at after; a claim older than the lease, from a worker that died mid-send, may be taken again).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table scheduler_settings add column warn_days_before integer not null default 7
    constraint scheduler_settings_warn_days_before check (warn_days_before between 0 and 27)`.execute(db);
  await sql`create table mark_warning_deliveries (
    user_id uuid not null references users(id) on delete cascade,
    month text not null check (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
    warned_at timestamptz,
    claimed_at timestamptz,
    sent_at timestamptz,
    attempts integer not null default 0,
    last_error text,
    primary key (month, user_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table mark_warning_deliveries`.execute(db);
  await sql`alter table scheduler_settings drop column warn_days_before`.execute(db);
}
