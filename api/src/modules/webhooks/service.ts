import type { Kysely, Selectable } from 'kysely';
import { WEBHOOK_LIMITS } from '@chapter/contract/constants';
import type { Webhook, WebhookKind } from '@chapter/contract';
import type { Database, WebhooksTable } from '../../db/schema';
import { HttpError } from '../../errors';
import { isUuid } from '../validate';
import { maskUrl, UnreadableUrl, type UrlCipher } from './urlCipher';

export const WEBHOOK_NOT_FOUND = 'Webhook not found';

type Row = Selectable<WebhooksTable>;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** A webhook as the admin sees it: the masked URL only. */
export const webhookView = (row: Row): Webhook => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  maskedUrl: row.url_masked,
  createdAt: new Date(row.created_at).toISOString(),
  state: row.failing_since ? 'failing' : row.last_success_at ? 'ok' : 'new',
  lastSuccessAt: iso(row.last_success_at),
  lastFailureAt: iso(row.last_failure_at),
  lastError: row.last_error,
  failingSince: iso(row.failing_since),
});

/** Every webhook, oldest first. */
export const webhookRows = (db: Kysely<Database>): Promise<Row[]> => db.selectFrom('webhooks').selectAll().orderBy('created_at').orderBy('id').execute();

export async function listWebhooks(db: Kysely<Database>): Promise<Webhook[]> {
  return (await webhookRows(db)).map(webhookView);
}

/** The webhook `id`, or 404. */
export async function findWebhook(db: Kysely<Database>, id: string): Promise<Row> {
  const row = isUuid(id) ? await db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw new HttpError(404, WEBHOOK_NOT_FOUND);
  return row;
}

/** Adds a webhook (its URL sealed); refuses one past the limit, or a URL already added. */
export async function addWebhook(
  db: Kysely<Database>,
  cipher: UrlCipher,
  webhook: { name: string; kind: WebhookKind; url: string },
  createdBy: string,
): Promise<Webhook> {
  const rows = await webhookRows(db);
  if (rows.length >= WEBHOOK_LIMITS.count) throw new HttpError(400, `At most ${WEBHOOK_LIMITS.count} webhooks: remove one first`);
  const same = rows.find((row) => openOrNull(cipher, row.url_sealed) === webhook.url);
  if (same) throw new HttpError(400, `This URL is already added, as "${same.name}"`);
  const row = await db
    .insertInto('webhooks')
    .values({ name: webhook.name, kind: webhook.kind, url_sealed: cipher.seal(webhook.url), url_masked: maskUrl(webhook.url), created_by: createdBy })
    .returningAll()
    .executeTakeFirstOrThrow();
  return webhookView(row);
}

const openOrNull = (cipher: UrlCipher, sealed: string): string | null => {
  try {
    return cipher.open(sealed);
  } catch (error) {
    if (error instanceof UnreadableUrl) return null;
    throw error;
  }
};

/** Removes the webhook and its delivery rows; 404 when there is none. */
export async function removeWebhook(db: Kysely<Database>, id: string): Promise<Row> {
  const row = await findWebhook(db, id);
  await db.deleteFrom('webhooks').where('id', '=', row.id).execute();
  return row;
}

/** A post went through: the failing mark (if any) is cleared. */
export async function markWebhookSuccess(db: Kysely<Database>, id: string, at: Date): Promise<void> {
  await db.updateTable('webhooks').set({ last_success_at: at, failing_since: null }).where('id', '=', id).execute();
}

/** A post failed: recorded, and the webhook is failing from the first such failure on. */
export async function markWebhookFailure(db: Kysely<Database>, id: string, at: Date, error: string): Promise<void> {
  await db
    .updateTable('webhooks')
    .set((eb) => ({ last_failure_at: at, last_error: error, failing_since: eb.fn.coalesce('failing_since', eb.val(at)) }))
    .where('id', '=', id)
    .execute();
}
