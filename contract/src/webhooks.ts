/**
 * The chapter's group chat (docs/notifications.md): the incoming webhooks (Discord, Slack, any endpoint taking JSON)
 * that new announcements, new calendar contests and the day-of reminders are posted to, in the admin's hands. A
 * webhook's URL is a secret: every answer carries only its masked form (scheme, host and last four characters).
 */
import { WEBHOOK_KINDS, WEBHOOK_LIMITS } from './constants';
import { bearer, routeTable } from './route';
import { bool, checkedByHandler, list, MessageResponse, nint, nstr, obj, oneOf, str, withData, type Static } from './schema';

/** new: nothing posted yet; ok: the last post went through; failing: a post failed and none has gone through since. */
export const WEBHOOK_STATES = ['new', 'ok', 'failing'] as const;

export const WebhookKind = oneOf(WEBHOOK_KINDS);
export type WebhookKind = Static<typeof WebhookKind>;
export const WebhookState = oneOf(WEBHOOK_STATES);
export type WebhookState = Static<typeof WebhookState>;

/**
 * One webhook as the admin sees it. `maskedUrl`: 'https://discord.com/…AbCd', never the URL itself. `failingSince`:
 * the first failure of the current run of failures (ISO; null once a post went through); `lastError`: the last
 * failure's message (kept after a success, with `lastFailureAt`).
 */
export const Webhook = obj({
  id: str,
  name: str,
  kind: WebhookKind,
  maskedUrl: str,
  createdAt: str,
  state: WebhookState,
  lastSuccessAt: nstr,
  lastFailureAt: nstr,
  lastError: nstr,
  failingSince: nstr,
});
export type Webhook = Static<typeof Webhook>;
/** GET /admin/webhooks → { message, data: oldest first }. */
export const WebhooksResponse = withData(list(Webhook));
export type WebhooksResponse = Static<typeof WebhooksResponse>;
/** POST /admin/webhooks → { message, data: the webhook added }. */
export const WebhookResponse = withData(Webhook);
export type WebhookResponse = Static<typeof WebhookResponse>;

/**
 * POST /admin/webhooks: `name` 1–60 characters, `url` up to 2048, https (http only for localhost or 127.0.0.1). The
 * handler checks it with the form's own rules (@chapter/shared's webhookSchema) and answers their messages.
 */
export interface AddWebhookRequest {
  name: string;
  kind: WebhookKind;
  url: string;
}

/** POST /admin/webhooks/:id/test: whether the endpoint took the test post, its HTTP status (null: no answer) and why not. */
export const WebhookTestResult = obj({ delivered: bool, status: nint, error: nstr });
export type WebhookTestResult = Static<typeof WebhookTestResult>;
export const WebhookTestResponse = withData(WebhookTestResult);
export type WebhookTestResponse = Static<typeof WebhookTestResponse>;

const webhooks = { tags: ['admin'], security: bearer } as const;

export const webhookRoutes = routeTable({
  'GET /admin/webhooks': {
    ...webhooks,
    summary: 'The group-chat webhooks with their masked URL and state (ok, or failing since when and why)',
    response: { 200: WebhooksResponse },
  },
  'POST /admin/webhooks': {
    ...webhooks,
    summary: `Add a webhook { name, kind: discord | slack | json, url } (at most ${WEBHOOK_LIMITS.count}); the URL is stored encrypted`,
    body: checkedByHandler<AddWebhookRequest>('{ name, kind: discord | slack | json, url: https://… }'),
    response: { 200: WebhookResponse },
  },
  'DELETE /admin/webhooks/:id': {
    ...webhooks,
    summary: 'Remove a webhook; nothing more is posted to it',
    params: obj({ id: str }),
    response: { 200: MessageResponse },
  },
  'POST /admin/webhooks/:id/test': {
    ...webhooks,
    summary: 'Post a test message to the webhook now; answers whether the endpoint took it, with its status or error',
    params: obj({ id: str }),
    response: { 200: WebhookTestResponse },
  },
});
