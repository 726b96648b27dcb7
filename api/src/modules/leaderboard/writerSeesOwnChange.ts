import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ensureFreshBoards } from './standings';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read of the boards (POST for its body): it may be served within LEADERBOARD_REFRESH_SECONDS. */
    boardRead?: boolean;
  }
}

/**
 * With a refresh window (LEADERBOARD_REFRESH_SECONDS > 0), readers may be served boards a little behind the data; the
 * person who made a change must never be. So a request that may have changed the data (any method but GET and HEAD,
 * answered without error, not itself a board read) answers only once the boards show its change. Without a window
 * every read does this already, and this hook is not installed.
 */
export function writerSeesOwnChange(api: FastifyInstance, db: Kysely<Database>, timeZone: string, windowSeconds: number): void {
  if (windowSeconds <= 0) return;
  api.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400 || request.routeOptions.config?.boardRead) return payload;
    await ensureFreshBoards(db, timeZone, { maxStaleMs: 0 });
    return payload;
  });
}
