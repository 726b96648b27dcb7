import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { cookieValue } from '../../cookies';

/** The cookie that carries a stream ticket: sent by the browser to /api/v1/stream only, never readable by scripts. */
export const TICKET_COOKIE = 'chapter_stream';
/** How long a ticket opens streams: long enough for the browser's own reconnects, short enough to be worth nothing in a leak. */
export const TICKET_SECONDS = 60;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A new ticket for `userId`: the value goes to the browser; the database keeps only its hash. */
export async function issueTicket(db: Kysely<Database>, userId: string, now = new Date()): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TICKET_SECONDS * 1000);
  await db
    .insertInto('stream_tickets')
    .values({ hash: hashOf(ticket), user_id: userId, expires_at: expiresAt })
    .execute();
  return { ticket, expiresAt };
}

/** Whose stream a ticket opens: null when it is unknown, expired, or its member is blocked or gone. */
export async function redeemTicket(db: Kysely<Database>, ticket: string, now = new Date()): Promise<{ userId: string } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(ticket)) return null;
  const row = await db
    .selectFrom('stream_tickets as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select('u.id')
    .where('t.hash', '=', hashOf(ticket))
    .where('t.expires_at', '>', now)
    .where('u.blocked', '=', false)
    .executeTakeFirst();
  return row ? { userId: row.id } : null;
}

/** The Set-Cookie value of a ticket: HttpOnly, SameSite=Strict, scoped to the stream's path, Secure over https. */
export function ticketCookie(ticket: string, path: string, secure: boolean): string {
  return `${TICKET_COOKIE}=${ticket}; Path=${path}; Max-Age=${TICKET_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The ticket in a request's Cookie header, if any. */
export const ticketFrom = (cookieHeader: string | undefined): string | null => cookieValue(cookieHeader, TICKET_COOKIE);
