import type { FastifyPluginAsync } from 'fastify';
import { PAGE_LIMITS } from '@chapter/contract/constants';
import { HttpError } from '../../errors';
import type { RouteDeps } from '../deps';
import { bodyRecord } from '../lists';
import { serve } from '../serve';
import { isUuid } from '../validate';
import { listNotifications, markRead, MAX_MARK_IDS, NOTIFICATION_MESSAGES, unreadCount } from './service';

/** Reads { ids } or { all: true }; ids that are not ids of any item (not uuids) cannot be the caller's and are dropped. */
function whichToMark(body: unknown): { ids: string[] } | { all: true } {
  const raw = bodyRecord(body);
  if (raw.all === true) return { all: true };
  if (raw.ids === undefined) throw new HttpError(400, NOTIFICATION_MESSAGES.markWhat);
  if (!Array.isArray(raw.ids) || raw.ids.length > MAX_MARK_IDS || !raw.ids.every((id) => typeof id === 'string'))
    throw new HttpError(400, NOTIFICATION_MESSAGES.idsList);
  return { ids: [...new Set(raw.ids.filter(isUuid))] };
}

/** The caller's notification centre (docs/notifications.md): signed-in members read and mark their own items only. */
export const notificationRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  const signedIn = { onRequest: app.authenticate };

  serve(
    app,
    'GET /notifications',
    async (request) => {
      const page = request.query.page ?? PAGE_LIMITS.defaultPage;
      const limit = request.query.limit ?? PAGE_LIMITS.defaultLimit;
      return listNotifications(db, request.user!.id, page, limit);
    },
    signedIn,
  );

  serve(
    app,
    'GET /notifications/unread-count',
    async (request, reply) => {
      // Polled by the bell: never kept by a cache between the member's devices.
      reply.header('cache-control', 'no-store');
      return { message: NOTIFICATION_MESSAGES.counted, unread: await unreadCount(db, request.user!.id) };
    },
    signedIn,
  );

  serve(
    app,
    'POST /notifications/read',
    async (request) => {
      const userId = request.user!.id;
      const marked = await markRead(db, userId, whichToMark(request.body));
      return { message: NOTIFICATION_MESSAGES.marked, marked, unread: await unreadCount(db, userId) };
    },
    signedIn,
  );
};
