import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, User } from '../../db/schema';
import type { InvalidationBus } from '../../cache/bus';
import { VersionedCache } from '../../cache/versionedCache';
import type { SessionSource } from '../../plugins/auth';
import { sessionFor } from './service';
import type { SessionUser } from '../users/service';
import { findUserById } from '../users/service';
import { readToken, type TokenClaims } from './tokens';

/** How many tokens' checked signatures, and users' rows, one process keeps. */
const CAPACITY = 10_000;

/**
 * The session behind a token without a database read per request: a token's signature is checked once (until it
 * expires), and its user's row is kept under the sessions' epoch (leaderboard_state.auth_epoch, which any change to
 * a role, a block, tokens, a name, an e-mail or a deletion moves in the writer's own transaction). `epoch` must be
 * read after the request arrived (see cache/versionGate.ts): a demoted admin's next request, on any process,
 * meets a newer epoch and their row is read again.
 */
function sessionCache(db: Kysely<Database>, secret: string) {
  const claims = new Map<string, TokenClaims | null>();
  const users = new VersionedCache<User | null>(CAPACITY);

  const claimsOf = async (token: string, now: number): Promise<TokenClaims | null> => {
    const known = claims.get(token);
    if (known !== undefined && (known === null || (known.expiresAt ?? 0) > now)) return known;
    const read = await readToken(secret, token);
    if (claims.size >= CAPACITY) claims.delete(claims.keys().next().value!);
    claims.set(token, read);
    return read;
  };

  return {
    async sessionOf(token: string, epoch: Promise<string>): Promise<SessionUser | null> {
      const [read, current] = await Promise.all([claimsOf(token, Date.now()), epoch]);
      if (!read) return null;
      let user = users.get(read.userId, current);
      if (user === undefined) {
        // Read after the epoch: a change committing in between moves the epoch past this entry's.
        user = (await findUserById(db, read.userId)) ?? null;
        users.set(read.userId, current, user);
      }
      return sessionFor(user ?? undefined, read);
    },
    /** Forgets the users' rows of every other epoch (the bus announced a newer one). */
    keepEpoch(version: string): void {
      users.keepOnly(version);
    },
  };
}

/**
 * The sessions the auth plugin asks for (plugins/auth.ts): kept as above under the epoch `authEpoch` reads for each
 * request; the bus's 'auth' messages free the rows of older epochs at once.
 */
export function sessionSource(options: {
  db: Kysely<Database>;
  jwtSecret: string;
  authEpoch: (request: FastifyRequest) => Promise<string>;
  bus: InvalidationBus;
}): SessionSource {
  const cache = sessionCache(options.db, options.jwtSecret);
  const stop = options.bus.subscribe((message) => message.topic === 'auth' && cache.keepEpoch(message.version));
  return {
    sessionOf: (token, request) => cache.sessionOf(token, options.authEpoch(request)),
    close: async () => stop(),
  };
}
