import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { VersionedCache } from '../../cache/versionedCache';
import { encodeBody, preferredEncoding, COMPRESS_THRESHOLD, type BodyEncoding } from './encodings';

/**
 * An answer as the serializer wrote it, in bytes (a repeat is written as it is, not measured and encoded anew), its
 * ETag, and its compressed forms once a caller asked for them.
 */
interface KeptAnswer {
  raw: Buffer;
  etag: string;
  encoded: Partial<Record<BodyEncoding, Buffer>>;
}

/** The answers of the hot leaderboard reads (every caller sees the same board), by route and query, per version. */
export type AnswerCache = VersionedCache<KeptAnswer>;
export const answerCache = (): AnswerCache => new VersionedCache<KeptAnswer>(2_000);

/** Adds accept-encoding to Vary, keeping what another plugin put there (CORS adds Origin). */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

/**
 * Sends a kept answer; compressed for a caller that accepts it, each encoding made once per answer and version rather
 * than on every request (the compress plugin leaves an answer that already names its encoding alone).
 */
function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptAnswer) {
  reply.type('application/json; charset=utf-8');
  const encoding = kept.raw.length >= COMPRESS_THRESHOLD ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(kept.raw);
  const body = (kept.encoded[encoding] ??= encodeBody(kept.raw, encoding));
  varyOnEncoding(reply);
  return reply.header('content-encoding', encoding).header('content-length', body.length).send(body);
}

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
  const kept = cache.get(key, version);
  const etag = kept?.etag ?? etagOf(key, version);
  // Callers revalidate every time: the ETag is what makes a repeat cheap.
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (kept !== undefined) return sendKept(request, reply, kept);
  const answer = await compute();
  // Kept as the route's serializer writes it; this first answer goes through the usual checks and serializer.
  const body = reply.serialize(answer);
  if (typeof body === 'string') cache.set(key, version, { raw: Buffer.from(body), etag, encoded: {} });
  return answer;
}
