import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db';
import type { Database } from '../db/schema';
import type { WebhookItem, WebhookQueue } from '../modules/deps';
import { composeItem, itemKey, type MessageSettings } from '../modules/webhooks/items';
import { postWebhook } from '../modules/webhooks/post';
import { markWebhookFailure, markWebhookSuccess, webhookRows } from '../modules/webhooks/service';
import { UnreadableUrl, type UrlCipher } from '../modules/webhooks/urlCipher';
import { startSideQueue, type SideQueueOptions } from './sideQueue';
import { DeliveryTally, deliverOnce } from './deliveries';

/** The pg-boss queue that posts an item to the group chat's webhooks (docs/notifications.md). */
export const WEBHOOK_POST_QUEUE = 'webhook-post';

export type { WebhookItem, WebhookQueue };

export interface WebhookPostContext extends MessageSettings {
  db: Kysely<Database>;
  cipher: UrlCipher;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

export interface WebhookPostResult {
  sent: number;
  failed: number;
  /** Already posted (by an earlier run or another worker), or being posted right now by another worker. */
  skipped: number;
}

/**
 * Posts the item to every webhook, once each. Each webhook's row in webhook_deliveries is claimed before the post and
 * marked after it, so a second run (a retry, a second worker) posts only what is still unposted. A failure is recorded
 * on the webhook (the admin sees it failing) and releases the row; the run then throws so the queue retries it, with
 * backoff. A success clears the webhook's failing mark.
 */
export async function postWebhookItem(ctx: WebhookPostContext, item: WebhookItem): Promise<WebhookPostResult> {
  const message = await composeItem(ctx.db, ctx, item);
  const tally = new DeliveryTally();
  // Deleted before its post went out, or not for the group chat.
  if (!message) return tally.counts;
  const key = itemKey(item);
  for (const webhook of await webhookRows(ctx.db)) {
    let failure = '';
    const outcome = await deliverOnce(
      ctx.db,
      'webhook_deliveries',
      { webhook_id: webhook.id, item_key: key },
      async () => {
        let error: string | null;
        try {
          error = (await postWebhook(webhook.kind, ctx.cipher.open(webhook.url_sealed), message)).error;
        } catch (thrown) {
          if (!(thrown instanceof UnreadableUrl)) throw thrown;
          error = thrown.message;
        }
        failure = error ?? '';
        if (error !== null) throw new Error(error);
      },
      tally,
    );
    if (outcome === 'sent') await markWebhookSuccess(ctx.db, webhook.id, new Date());
    if (outcome === 'failed') {
      ctx.log.warn({ webhook: webhook.id, name: webhook.name, item: key, error: failure }, 'webhook post failed; it is retried');
      await markWebhookFailure(ctx.db, webhook.id, new Date(), failure);
    }
  }
  ctx.log.info({ item: key, ...tally.counts }, 'webhook item posted');
  tally.throwIfFailed(`webhook posts of ${key}`);
  return tally.counts;
}

const isWebhookItem = (value: unknown): value is WebhookItem => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<{ kind: string; id: string; event: string; day: string }>;
  if (typeof item.id !== 'string') return false;
  if (item.kind === 'announcement' || item.kind === 'contest') return true;
  return item.kind === 'day-of' && (item.event === 'contest' || item.event === 'meeting') && typeof item.day === 'string';
};

/**
 * Creates the webhook queue and its worker on `boss`, or on a queue of its own over `database` (a process whose
 * scheduled jobs are off still posts what it queues). Any number of processes may run it on one database. Retries wait
 * 1, 2, 4 … 128 minutes: a chat that is down for a few hours still gets the post.
 */
export function startWebhookPosts(
  source: { boss: PgBoss } | { database: DatabaseHandle },
  ctx: WebhookPostContext,
  options: SideQueueOptions = {},
): Promise<WebhookQueue> {
  return startSideQueue(
    source,
    {
      name: WEBHOOK_POST_QUEUE,
      isJob: isWebhookItem,
      run: (item) => postWebhookItem(ctx, item),
      defaults: { retryLimit: 8, retryDelaySeconds: 60 },
      log: ctx.log,
    },
    options,
  );
}
