import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../deps';
import { isIconName, renderIcon, tagged, webAppManifest, type IconName, type Tagged } from './manifest';

/** Both change only with the chapter's configuration (a restart): browsers revalidate, and get 304 while it holds. */
const CACHE_CONTROL = 'no-cache';

const holds = (header: string | undefined, etag: string) => header !== undefined && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

function send(request: FastifyRequest, reply: FastifyReply, item: Tagged, type: string) {
  reply.header('etag', item.etag).header('cache-control', CACHE_CONTROL);
  if (holds(request.headers['if-none-match'], item.etag)) return reply.code(304).send();
  return reply.type(type).send(item.body);
}

/**
 * The installable app (docs/pwa.md): /manifest.webmanifest and its icons /icons/<name>.png, outside /api/v1 and the
 * single-page app. Each is made once per process from the chapter's name and the shared theme, and kept.
 */
export const pwaRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config }) => {
  const manifest = tagged(Buffer.from(JSON.stringify(webAppManifest(config.chapterName))));
  const icons = new Map<IconName, Promise<Tagged>>();
  const icon = (name: IconName) => {
    let made = icons.get(name);
    if (!made) {
      made = renderIcon(config.chapterName, name).then(tagged);
      // A failed render is tried again on the next request, not kept.
      made.catch(() => icons.delete(name));
      icons.set(name, made);
    }
    return made;
  };

  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) =>
    send(request, reply, manifest, 'application/manifest+json; charset=utf-8'),
  );
  app.get<{ Params: { name: string } }>('/icons/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    if (!isIconName(name)) return reply.code(404).send({ message: 'Not found' });
    return send(request, reply, await icon(name), 'image/png');
  });
};
