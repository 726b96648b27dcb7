/**
 * Reminders before the chapter calendar's contests and meetings (docs/notifications.md, "Reminders"): each member
 * picks the channels (e-mail, browser push), the lead times (REMINDER_LEADS) and the events; the browsers they turn
 * push on in are stored as Web Push subscriptions, signed for with the server's VAPID key.
 */
import { bearer, routeTable } from './route';
import { bool, checkedByHandler, int, list, MessageResponse, nullable, num, obj, opt, str, Type, withData, type Static } from './schema';

/**
 * A member's reminders. `leadMinutes`: minutes before the event's start, each one of REMINDER_LEADS (none: no
 * reminders); `email` and `push`: the channels besides the notification centre, which gets every reminder.
 */
export const ReminderSettings = obj({ email: bool, push: bool, leadMinutes: list(int), contests: bool, meetings: bool });
export type ReminderSettings = Static<typeof ReminderSettings>;
/** PUT /user/reminders: the whole settings; a lead time not offered, or a field missing, is refused with 400. */
export type ReminderSettingsRequest = ReminderSettings;
/** The settings, and how many browsers the member turned push on in (`pushDevices`). */
export const ReminderSettingsView = obj({ ...ReminderSettings.properties, pushDevices: int });
export type ReminderSettingsView = Static<typeof ReminderSettingsView>;
export const ReminderSettingsResponse = withData(ReminderSettingsView);
export type ReminderSettingsResponse = Static<typeof ReminderSettingsResponse>;

/** GET /push/public-key: the server's VAPID public key (base64url), the browser's `applicationServerKey`. */
export const PushPublicKeyResponse = withData(obj({ publicKey: str }));
export type PushPublicKeyResponse = Static<typeof PushPublicKeyResponse>;

/** A browser's PushSubscription as its toJSON() gives it: the push service's endpoint (https) and the browser's keys (base64url). */
export const PushSubscriptionRequest = obj({
  endpoint: Type.String({ minLength: 1, maxLength: 2048 }),
  expirationTime: opt(nullable(num)),
  keys: obj({ p256dh: Type.String({ minLength: 1, maxLength: 200 }), auth: Type.String({ minLength: 1, maxLength: 100 }) }),
});
export type PushSubscriptionRequest = Static<typeof PushSubscriptionRequest>;
/** DELETE /push/subscriptions: the subscription (or just its endpoint) this browser stops using. */
export const PushUnsubscribeRequest = obj({ endpoint: Type.String({ minLength: 1, maxLength: 2048 }) });
export type PushUnsubscribeRequest = Static<typeof PushUnsubscribeRequest>;

const reminders = { tags: ['reminders'], security: bearer } as const;

export const reminderRoutes = routeTable({
  'GET /user/reminders': {
    ...reminders,
    summary: "The caller's reminders: channels, lead times, events, and how many browsers get push",
    response: { 200: ReminderSettingsResponse },
  },
  'PUT /user/reminders': {
    ...reminders,
    summary: "Save the caller's reminders (the whole settings); e-mail on also turns the reminder mails back on",
    body: checkedByHandler<ReminderSettingsRequest>(
      '{ email, push, leadMinutes: minutes before the start, each one of 10080, 1440, 180, 60, 15; contests, meetings }',
    ),
    response: { 200: ReminderSettingsResponse },
  },
  'GET /push/public-key': {
    ...reminders,
    summary: "The server's VAPID public key, to subscribe a browser to push with",
    response: { 200: PushPublicKeyResponse },
  },
  'POST /push/subscriptions': {
    ...reminders,
    summary: "Store this browser's push subscription for the caller (an endpoint used before moves to the caller)",
    body: PushSubscriptionRequest,
    response: { 200: MessageResponse },
  },
  'DELETE /push/subscriptions': {
    ...reminders,
    summary: "Forget the caller's push subscription with this endpoint (answers 200 when there was none)",
    body: PushUnsubscribeRequest,
    response: { 200: MessageResponse },
  },
});
