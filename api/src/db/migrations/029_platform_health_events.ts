import { sql, type Kysely, type RawBuilder } from 'kysely';

// A platform-health live event is told when what members see of a platform may have changed (docs/live.md): the
// breaker closing or leaving closed (working or degraded ↔ down), or a run of failures beginning or ending. Before,
// every change of the breaker's own state was told, and a platform that stays down cycles between open and probing
// (half-open) at each probe: every open member page was told twice per probe that nothing had changed for it, and a page
// whose app waits for the member's first act started it for nothing.

/** 024_live's trigger function, telling a platform's change when `toldWhen` holds of its new row `n` and old row `o`. */
async function tellPlatformHealthWhen(db: Kysely<unknown>, toldWhen: RawBuilder<unknown>): Promise<void> {
  await sql`
    create or replace function live_platform_health_changed() returns trigger language plpgsql as $$
    begin
      insert into live_events (type, payload)
      select 'platform-health', jsonb_build_object('platform', n.platform) from new_rows n left join old_rows o on o.platform = n.platform
      where o.platform is null or ${toldWhen} or (n.failing_since is null) is distinct from (o.failing_since is null);
      return null;
    end $$`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await tellPlatformHealthWhen(db, sql.raw(`(n.state = 'closed') is distinct from (o.state = 'closed')`));
}

// Back to 024_live's rule: every change of the breaker's state is told.
export async function down(db: Kysely<unknown>): Promise<void> {
  await tellPlatformHealthWhen(db, sql.raw('n.state is distinct from o.state'));
}
