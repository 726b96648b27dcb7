/**
 * The notification centre in the bar (docs/notifications.md): a signed-in member's items, newest first, with their read
 * state kept on the server; and the mail switches: each kind of mail a member can turn off, from the profile or with
 * the one-click unsubscribe link every such mail carries (no sign-in needed, the signed token says who and what).
 */
import { MAIL_KINDS, NOTIFICATION_KINDS } from './constants';
import { bearer, routeTable } from './route';
import { answer, bool, checkedByHandler, int, nstr, obj, oneOf, opt, page, str, strings, Type, withData, type Static } from './schema';

/** One item of the centre: `link` is an in-app path or a full URL; `readAt` null while unread. */
export const NotificationItem = obj({
  _id: str,
  kind: oneOf(NOTIFICATION_KINDS),
  title: str,
  body: str,
  link: nstr,
  createdAt: str,
  readAt: nstr,
});
export type NotificationItem = Static<typeof NotificationItem>;

/** GET /notifications?page&limit: one page of the caller's items, newest first; `unread` counts all their unread ones. */
export const NotificationsQuery = obj({ page: opt(Type.Integer({ minimum: 1 })), limit: opt(Type.Integer({ minimum: 1, maximum: 50 })) });
export type NotificationsQuery = Static<typeof NotificationsQuery>;
export const NotificationsPage = page(NotificationItem, { limit: int, unread: int });
export type NotificationsPage = Static<typeof NotificationsPage>;

/** GET /notifications/unread-count: what the bell shows. */
export const UnreadCountResponse = answer({ unread: int });
export type UnreadCountResponse = Static<typeof UnreadCountResponse>;

/** POST /notifications/read: `{ ids }` (the caller's own; others' are left alone) or `{ all: true }`. */
export const MarkNotificationsReadRequest = obj({ ids: opt(strings), all: opt(bool) });
export type MarkNotificationsReadRequest = Static<typeof MarkNotificationsReadRequest>;
/** `marked`: items this call marked read; `unread`: what is left unread. */
export const MarkNotificationsReadResponse = answer({ marked: int, unread: int });
export type MarkNotificationsReadResponse = Static<typeof MarkNotificationsReadResponse>;

/** Each kind of mail and whether the member takes it. */
export const MailSwitches = obj({ events: bool, reminders: bool, warnings: bool });
export type MailSwitches = Static<typeof MailSwitches>;
export const MailSwitchesResponse = withData(MailSwitches);
export type MailSwitchesResponse = Static<typeof MailSwitchesResponse>;
/** PUT /user/mail-switches: the kinds to change (any of them); answers every kind's switch after the change. */
export const MailSwitchesRequest = obj({ events: opt(bool), reminders: opt(bool), warnings: opt(bool) });
export type MailSwitchesRequest = Static<typeof MailSwitchesRequest>;

/** GET /mail/unsubscribe?token: what the token would turn off, changing nothing. `email` is masked (j•••@uni.edu). */
export const UnsubscribeTokenInfo = obj({ kind: oneOf(MAIL_KINDS), email: str, subscribed: bool });
export type UnsubscribeTokenInfo = Static<typeof UnsubscribeTokenInfo>;
export const UnsubscribeTokenInfoResponse = withData(UnsubscribeTokenInfo);
export type UnsubscribeTokenInfoResponse = Static<typeof UnsubscribeTokenInfoResponse>;
export const UnsubscribeQuery = obj({ token: opt(Type.String({ maxLength: 200 })) });
export type UnsubscribeQuery = Static<typeof UnsubscribeQuery>;
/** POST /mail/unsubscribe: the token in the query (the mail's one-click address) or in a JSON body. */
export const UnsubscribeRequest = obj({ token: opt(str) });
export type UnsubscribeRequest = Static<typeof UnsubscribeRequest>;
export const UnsubscribeResponse = answer({ kind: oneOf(MAIL_KINDS) });
export type UnsubscribeResponse = Static<typeof UnsubscribeResponse>;

const centre = { tags: ['notifications'], security: bearer } as const;
const mail = { tags: ['mail'] } as const;

export const notificationRoutes = routeTable({
  'GET /notifications': {
    ...centre,
    summary: "The caller's notification centre, newest first (?page, ?limit ≤ 50), with the number unread",
    querystring: NotificationsQuery,
    response: { 200: NotificationsPage },
  },
  'GET /notifications/unread-count': {
    ...centre,
    summary: "How many of the caller's items are unread (the bell)",
    response: { 200: UnreadCountResponse },
  },
  'POST /notifications/read': {
    ...centre,
    summary: 'Mark items read: { ids } of the caller’s own items, or { all: true }',
    body: checkedByHandler<MarkNotificationsReadRequest>('{ ids: string[] } or { all: true }'),
    response: { 200: MarkNotificationsReadResponse },
  },
  'GET /user/mail-switches': {
    ...mail,
    security: bearer,
    summary: 'Which kinds of mail the caller takes: events, reminders, warnings',
    response: { 200: MailSwitchesResponse },
  },
  'PUT /user/mail-switches': {
    ...mail,
    security: bearer,
    summary: 'Turn kinds of mail on or off ({ events?, reminders?, warnings? }); answers every switch',
    body: MailSwitchesRequest,
    response: { 200: MailSwitchesResponse },
  },
  'GET /mail/unsubscribe': {
    ...mail,
    summary: 'What an unsubscribe token names (the kind and a masked e-mail), changing nothing; no sign-in',
    querystring: UnsubscribeQuery,
    response: { 200: UnsubscribeTokenInfoResponse },
  },
  'POST /mail/unsubscribe': {
    ...mail,
    summary: "Turn off the token's kind of mail for its member (RFC 8058 one-click: List-Unsubscribe=One-Click form body, or JSON { token }); no sign-in",
    consumes: ['application/x-www-form-urlencoded', 'application/json'],
    querystring: UnsubscribeQuery,
    body: checkedByHandler<UnsubscribeRequest | { 'List-Unsubscribe'?: string }>('List-Unsubscribe=One-Click (form), or JSON { token }'),
    response: { 200: UnsubscribeResponse },
  },
});
