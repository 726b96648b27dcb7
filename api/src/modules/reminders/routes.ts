import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { ensurePushKeys } from './pushKeys';
import { parsePushSubscription, removePushSubscription, savePushSubscription } from './pushSubscriptions';
import { parseReminderSettings, readReminderSettings, saveReminderSettings } from './settings';

export const REMINDER_MESSAGES = {
  fetched: 'Reminders fetched',
  saved: 'Reminders saved',
  publicKey: 'Push key fetched',
  subscribed: 'Push turned on in this browser',
  unsubscribed: 'Push turned off in this browser',
} as const;

/** The member's own reminders and the browsers they get push in (docs/notifications.md, "Reminders"). */
export const reminderRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  const signedIn = { onRequest: app.authenticate };

  serve(
    app,
    'GET /user/reminders',
    async (request) => ({ message: REMINDER_MESSAGES.fetched, data: await readReminderSettings(db, request.user!.id) }),
    signedIn,
  );

  serve(
    app,
    'PUT /user/reminders',
    async (request) => {
      const settings = parseReminderSettings(request.body);
      return { message: REMINDER_MESSAGES.saved, data: await saveReminderSettings(db, request.user!.id, settings) };
    },
    signedIn,
  );

  serve(
    app,
    'GET /push/public-key',
    async () => ({ message: REMINDER_MESSAGES.publicKey, data: { publicKey: (await ensurePushKeys(db)).publicKey } }),
    signedIn,
  );

  serve(
    app,
    'POST /push/subscriptions',
    async (request) => {
      await savePushSubscription(db, request.user!.id, parsePushSubscription(request.body));
      return { message: REMINDER_MESSAGES.subscribed };
    },
    signedIn,
  );

  serve(
    app,
    'DELETE /push/subscriptions',
    async (request) => {
      await removePushSubscription(db, request.user!.id, request.body.endpoint);
      return { message: REMINDER_MESSAGES.unsubscribed };
    },
    signedIn,
  );
};
