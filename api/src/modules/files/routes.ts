import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { PICTURE_NAME, readPublicFile } from '../../files/storage';

/** GET /files/pictures/{name}: the public, re-encoded pictures (profile pictures), from the shared stored_files table. */
export const fileRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  serve(app, 'GET /files/pictures/:name', async (request, reply) => {
    const { name } = request.params;
    if (!PICTURE_NAME.test(name)) return reply.code(404).send({ message: 'Picture not found' });
    // Names are random and never reused, so a picture never changes: its name is its ETag and it can be cached forever.
    const etag = `"${name.slice(0, -'.webp'.length)}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    const held = request.headers['if-none-match'];
    const file = await readPublicFile(db, name);
    if (!file) return reply.code(404).removeHeader('etag').header('cache-control', 'no-store').send({ message: 'Picture not found' });
    if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    return reply.type(file.contentType).header('content-length', file.bytes.length).send(file.bytes);
  });
};
