import { sql, type Kysely } from 'kysely';

// Freshness and platform health (issue 26).
// - platform_accounts: when a verified handle's solves and stats were last fetched, and its last failure (kind, time,
//   words). refreshed_at keeps meaning "stats stored" (stats_fetched_at starts from it).
// - platform_health: the circuit breaker of each platform, one row every API instance shares: its state (closed, open,
//   half-open), the run of failures (since, how many, the last kind), the pause (back-off, next probe) and the last
//   success.
// - platform_outcomes: what the platform's requests came to, counted per hour (answered, failed, paused without a
//   call); only the last 24 hours are kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table platform_accounts add column solves_fetched_at timestamptz, add column stats_fetched_at timestamptz,
    add column last_failure_kind text, add column last_failure_at timestamptz, add column last_failure_message text`.execute(db);
  await sql`update platform_accounts set stats_fetched_at = refreshed_at where refreshed_at is not null`.execute(db);

  await sql`create table platform_health (
    platform text primary key check (platform in ('leetcode', 'codeforces', 'codechef', 'geeksforgeeks')),
    state text not null default 'closed' check (state in ('closed', 'open', 'half-open')),
    failing_since timestamptz,
    consecutive_failures integer not null default 0,
    backoff_ms integer not null default 0,
    next_probe_at timestamptz,
    probe_started_at timestamptz,
    last_success_at timestamptz,
    last_failure_at timestamptz,
    last_error_kind text,
    last_error_message text,
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`insert into platform_health (platform) values ('leetcode'), ('codeforces'), ('codechef'), ('geeksforgeeks')`.execute(db);

  await sql`create table platform_outcomes (
    platform text not null references platform_health (platform) on delete cascade,
    hour timestamptz not null,
    succeeded integer not null default 0,
    failed integer not null default 0,
    paused integer not null default 0,
    primary key (platform, hour)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table platform_outcomes`.execute(db);
  await sql`drop table platform_health`.execute(db);
  await sql`alter table platform_accounts drop column solves_fetched_at, drop column stats_fetched_at, drop column last_failure_kind,
    drop column last_failure_at, drop column last_failure_message`.execute(db);
}
