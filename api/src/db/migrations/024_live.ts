import { sql, type Kysely } from 'kysely';

// The live event log (issue 29, docs/live.md).
// - live_events: what open pages are told, in commit order of their ids: written by the triggers below in the
//   writer's own transaction (a rolled-back change tells nobody; a committed one is never lost), and by
//   publishLive() for the events no table change carries. user_id null: every signed-in page; set: only that
//   member's pages. Every API instance reads the log while it has open streams, so a change made through one instance
//   reaches pages connected to another. Kept LIVE_REPLAY_MINUTES for replay after a reconnect, then pruned.
// - stream_tickets: the one-minute tickets that open a stream (an EventSource sends no bearer header), stored hashed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table live_events (
    id bigint generated always as identity primary key,
    type text not null,
    user_id uuid,
    payload jsonb not null default '{}',
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index live_events_created on live_events (created_at)`.execute(db);
  await sql`create table stream_tickets (
    hash text primary key,
    user_id uuid not null references users(id) on delete cascade,
    expires_at timestamptz not null
  )`.execute(db);
  await sql`create index stream_tickets_expiry on stream_tickets (expires_at)`.execute(db);

  // Points: one event per member and statement, with the rows' own points (an update: the difference; a delete: the
  // points taken). A statement touching more than 500 members (a restore, a month's move aside) sends none: the boards'
  // new version tells pages to read again.
  await sql`
    create function live_points_changed() returns trigger language plpgsql as $$
    declare
      changed jsonb;
    begin
      -- A trigger function may name only the transition tables its event has, hence one branch per event.
      if tg_op = 'INSERT' then
        changed := (select jsonb_agg(jsonb_build_object('user_id', user_id, 'points', points, 'kind', kind, 'platform', platform, 'day', day, 'contest_id', contest_id)) from new_rows);
      elsif tg_op = 'DELETE' then
        changed := (select jsonb_agg(jsonb_build_object('user_id', user_id, 'points', -points, 'kind', kind, 'platform', platform, 'day', day, 'contest_id', contest_id)) from old_rows);
      else
        changed := (select jsonb_agg(jsonb_build_object('user_id', n.user_id, 'points', n.points - o.points, 'kind', n.kind, 'platform', n.platform, 'day', n.day, 'contest_id', n.contest_id))
          from new_rows n join old_rows o on o.id = n.id where n.points <> o.points);
      end if;
      if changed is null then return null; end if;
      with rows as (
        select * from jsonb_to_recordset(changed) as r(user_id uuid, points int, kind text, platform text, day text, contest_id uuid)
      ), members as (
        select user_id, sum(points)::int as delta,
          (array_agg(jsonb_build_object('points', points, 'kind', kind, 'platform', platform, 'day', day, 'contestId', contest_id)
            order by day, points))[1:10] as items
        from rows group by user_id
      )
      insert into live_events (type, payload)
      select 'points', jsonb_build_object('userId', user_id, 'delta', delta, 'items', to_jsonb(items))
      from members where delta <> 0 and (select count(*) from members) <= 500;
      return null;
    end $$`.execute(db);
  await sql`create trigger live_points_insert after insert on points_ledger referencing new table as new_rows
    for each statement execute function live_points_changed()`.execute(db);
  await sql`create trigger live_points_delete after delete on points_ledger referencing old table as old_rows
    for each statement execute function live_points_changed()`.execute(db);
  await sql`create trigger live_points_update after update on points_ledger referencing old table as old_rows new table as new_rows
    for each statement execute function live_points_changed()`.execute(db);

  // A new item in a member's notification centre: only their pages hear of it.
  await sql`
    create function live_notification_added() returns trigger language plpgsql as $$
    begin
      insert into live_events (type, user_id, payload) select 'notification', user_id, jsonb_build_object('title', title) from new_rows;
      return null;
    end $$`.execute(db);
  await sql`create trigger live_notifications_insert after insert on notifications referencing new table as new_rows
    for each statement execute function live_notification_added()`.execute(db);

  await sql`
    create function live_announcement_added() returns trigger language plpgsql as $$
    begin
      insert into live_events (type, payload) select 'announcement', jsonb_build_object('id', id, 'title', title) from new_rows;
      return null;
    end $$`.execute(db);
  await sql`create trigger live_announcements_insert after insert on announcements referencing new table as new_rows
    for each statement execute function live_announcement_added()`.execute(db);

  // A platform's breaker opened, closed, or began or ended a run of failures (what members see: working, degraded, down).
  await sql`
    create function live_platform_health_changed() returns trigger language plpgsql as $$
    begin
      insert into live_events (type, payload)
      select 'platform-health', jsonb_build_object('platform', n.platform) from new_rows n left join old_rows o on o.platform = n.platform
      where o.platform is null or n.state is distinct from o.state or (n.failing_since is null) is distinct from (o.failing_since is null);
      return null;
    end $$`.execute(db);
  await sql`create trigger live_platform_health_update after update on platform_health referencing old table as old_rows new table as new_rows
    for each statement execute function live_platform_health_changed()`.execute(db);

  // The boards' version moved: pages showing a board read it again.
  await sql`
    create function live_board_version() returns trigger language plpgsql as $$
    begin
      insert into live_events (type, payload)
      select 'board', jsonb_build_object('version', n.version::text) from new_rows n join old_rows o on true where n.version <> o.version;
      return null;
    end $$`.execute(db);
  await sql`create trigger live_board_version after update on leaderboard_state referencing old table as old_rows new table as new_rows
    for each statement execute function live_board_version()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger live_board_version on leaderboard_state`.execute(db);
  await sql`drop trigger live_platform_health_update on platform_health`.execute(db);
  await sql`drop trigger live_announcements_insert on announcements`.execute(db);
  await sql`drop trigger live_notifications_insert on notifications`.execute(db);
  for (const event of ['insert', 'delete', 'update']) await sql`drop trigger ${sql.raw(`live_points_${event}`)} on points_ledger`.execute(db);
  for (const fn of ['live_board_version', 'live_platform_health_changed', 'live_announcement_added', 'live_notification_added', 'live_points_changed'])
    await sql`drop function ${sql.raw(fn)}()`.execute(db);
  await sql`drop table stream_tickets`.execute(db);
  await sql`drop table live_events`.execute(db);
}
