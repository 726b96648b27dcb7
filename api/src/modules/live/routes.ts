import type { FastifyPluginAsync } from 'fastify';
import { API_BASE } from '@chapter/shared/constants';
import { HttpError } from '../../errors';
import type { InvalidationBus } from '../../cache/bus';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { LiveHub } from './hub';
import { openStream } from './stream';
import { issueTicket, redeemTicket, ticketCookie, ticketFrom } from './tickets';

export const LIVE_MESSAGES = {
  ticket: 'Stream ticket issued',
  noTicket: 'The stream ticket is missing or has expired: ask for a new one (POST /api/v1/stream/ticket).',
  full: 'This server has as many live streams open as it takes. Please try again later.',
} as const;

/** How many streams one instance keeps open at most; past it a page is told to try later (it keeps its last read). */
export const MAX_STREAMS = 10_000;

/**
 * The live event stream (docs/live.md): a signed-in page trades its bearer token for a one-minute ticket cookie, then
 * opens GET /stream with it (an EventSource cannot send the header, and a token in its URL would be logged).
 */
/** What the stream needs besides the database: the bus that says when sessions changed. */
export interface LiveDeps extends RouteDeps {
  bus: InvalidationBus;
}

export const liveRoutes: FastifyPluginAsync<LiveDeps> = async (app, { db, config, bus }) => {
  const hub = new LiveHub(db, { timeZone: config.timeZone, boardMaxStaleMs: config.leaderboardRefreshSeconds * 1000, log: app.log });
  // Before the server waits for its connections to end: open streams never end by themselves.
  // A member blocked or deleted moves the sessions' epoch: their open streams end (an ended stream's page asks for a
  // ticket, which a blocked member no longer gets).
  const unsubscribe = bus.subscribe((message) => {
    if (message.topic === 'auth') hub.dropRevoked().catch((error) => app.log.warn({ err: error }, 'closing revoked live streams failed'));
  });
  app.addHook('preClose', async () => {
    unsubscribe();
    hub.close();
  });
  const secure = config.publicUrl.startsWith('https:');

  serve(
    app,
    'POST /stream/ticket',
    async (request, reply) => {
      const { ticket, expiresAt } = await issueTicket(db, request.user!.id);
      reply.header('set-cookie', ticketCookie(ticket, `${API_BASE}/stream`, secure)).header('cache-control', 'no-store');
      return { message: LIVE_MESSAGES.ticket, data: { expiresAt: expiresAt.toISOString() } };
    },
    { onRequest: app.authenticate },
  );

  serve(
    app,
    'GET /stream',
    async (request, reply) => {
      const ticket = ticketFrom(request.headers.cookie);
      const owner = ticket ? await redeemTicket(db, ticket) : null;
      if (!owner) throw new HttpError(403, LIVE_MESSAGES.noTicket);
      if (hub.size >= MAX_STREAMS) throw new HttpError(503, LIVE_MESSAGES.full);
      const header = request.headers['last-event-id'];
      const resumeFrom = (Array.isArray(header) ? header[0] : header) ?? request.query.lastEventId;
      await openStream(reply, hub, owner.userId, resumeFrom);
    },
    // A stream is one request however long it stays open; its ticket is what was counted (POST /stream/ticket).
    { config: { rateLimit: false } },
  );
};
