import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { VersionedCache } from '../../cache/versionedCache';

/** The answers of the hot leaderboard reads (every caller sees the same board), by route and query, per version. */
export type AnswerCache = VersionedCache<string>;
export const answerCache = (): AnswerCache => new VersionedCache<string>(2_000);

/** Documents the 304 a route may answer to If-None-Match. */
export const notModified = { 304: { description: 'Not modified: the ETag sent in If-None-Match is still current', type: 'null' } } as const;

/** A weak ETag of what a key shows at a version: the same on every API process (the version is the database's). */
export function etagOf(key: string, version: string): string {
  return `W/"b${version}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
}

const matches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));

/**
 * Answers `key` at `version`: 304 without a body when the caller's If-None-Match holds the current ETag, the answer
 * kept for this version when there is one, else `compute()`'s, kept for the next caller. The version must have been
 * read after the request arrived, so nothing older than the last committed change is ever sent.
 */
export async function answerCached<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: AnswerCache,
  key: string,
  version: string,
  compute: () => Promise<T>,
) {
  const etag = etagOf(key, version);
  // Callers revalidate every time: the ETag is what makes a repeat cheap.
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  const kept = cache.get(key, version);
  if (kept !== undefined) return reply.type('application/json; charset=utf-8').send(kept);
  const answer = await compute();
  // Kept as the route's serializer writes it; this first answer goes through the usual checks and serializer.
  const body = reply.serialize(answer);
  if (typeof body === 'string') cache.set(key, version, body);
  return answer;
}
