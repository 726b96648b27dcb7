import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../modules/deps';
import { messageResponse } from '../modules/schemas';
import { PICTURE_NAME, picturesDir } from './storage';

/** GET /files/pictures/{name}: the public, re-encoded pictures (profile pictures). */
export const fileRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config }) => {
  const dir = picturesDir(config.dataDir);

  app.get<{ Params: { name: string } }>(
    '/files/pictures/:name',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored picture (WebP)',
        params: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
        response: { 200: { description: 'The picture', content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } }, 404: messageResponse },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!PICTURE_NAME.test(name)) return reply.code(404).send({ message: 'Picture not found' });
      let content: Buffer;
      try {
        content = await fs.readFile(path.join(dir, name));
      } catch {
        return reply.code(404).send({ message: 'Picture not found' });
      }
      // Names are random and never reused, so a picture can be cached forever.
      return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(content);
    },
  );
};
