import { sql, type Kysely } from 'kysely';

// The platforms' upcoming contests (issue 28, docs/notifications.md "Upcoming contests"): what the daily
// `upcoming-contests` job read from each platform's list, offered to core members when they add a contest to the
// calendar. One row per platform and contest code; fetched_at is when the platform last listed it. A platform's rows
// are replaced when its list is read, and kept as they were when it does not answer; started ones are dropped.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table upcoming_contests (
    platform text not null,
    code text not null,
    name text not null,
    link text not null,
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    fetched_at timestamptz not null default now(),
    primary key (platform, code)
  )`.execute(db);
  await sql`create index upcoming_contests_by_start on upcoming_contests (starts_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table upcoming_contests`.execute(db);
}
