import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { WebhookQueue } from '../modules/deps';
import { dayOfItems } from '../modules/webhooks/items';

/** Sent delivery rows are kept this long (an item is never queued again after it), then pruned here. */
const KEEP_SENT = '90 days';

/**
 * The day-of reminders: queues a post of each of today's contests and meetings (docs/notifications.md), and prunes
 * old delivery rows. Run daily (SCHEDULES); a second run the same day posts nothing twice (the delivery rows).
 */
export async function queueDayOfPosts(ctx: { db: Kysely<Database>; timeZone: string; webhooks?: () => WebhookQueue | null }, now: Date): Promise<number> {
  await ctx.db
    .deleteFrom('webhook_deliveries')
    .where('sent_at', '<', sql<Date>`${now}::timestamptz - ${sql.lit(KEEP_SENT)}::interval`)
    .execute();
  const queue = ctx.webhooks?.() ?? null;
  if (!queue) return 0;
  const webhooks = await ctx.db.selectFrom('webhooks').select('id').limit(1).execute();
  if (webhooks.length === 0) return 0;
  const items = await dayOfItems(ctx.db, ctx.timeZone, now);
  for (const item of items) await queue.enqueue(ctx.db, item);
  return items.length;
}
