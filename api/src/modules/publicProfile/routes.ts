import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { HttpError } from '../../errors';
import { achievementCardSvg, pictureBytes, profileCardSvg, renderCard } from './card';
import { CardCache, cardKey, holdsCard } from './cardCache';
import { noProfilePage, profilePage } from './page';
import { publicAchievementOf, publicProfileOf, type PublicProfileDeps } from './service';

/** Cards change when what they draw changes (the ETag follows the content); a shared cache may keep one 5 minutes. */
const CARD_CACHE_CONTROL = 'public, max-age=300';
/** A profile turned off leaves shared caches and browsers within a minute. */
const PAGE_CACHE_CONTROL = 'public, max-age=60';

const profileDeps = ({ db, config }: RouteDeps): PublicProfileDeps => ({
  db,
  publicUrl: config.publicUrl,
  chapterName: config.chapterName,
  timeZone: config.timeZone,
  maxStaleMs: config.leaderboardRefreshSeconds * 1_000,
});

/** Sends a card by its content key: 304 when the caller holds it, else the PNG, rendered once per content. */
async function sendCard(request: FastifyRequest, reply: FastifyReply, key: string, render: () => Promise<Buffer>, cache: CardCache) {
  // A share card is meant to be shown on other sites too: helmet's same-origin resource policy is lifted for it.
  reply.header('etag', `"${key}"`).header('cache-control', CARD_CACHE_CONTROL).header('cross-origin-resource-policy', 'cross-origin');
  if (holdsCard(request.headers['if-none-match'], key)) return reply.code(304).send();
  const png = await cache.card(key, render);
  return reply.type('image/png').header('content-length', png.length).send(png);
}

/** GET /public/profiles/:slug and its share cards (docs/privacy.md). No sign-in: only what the member chose to show. */
export const publicProfileRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const { db, config } = deps;
  const profiles = profileDeps(deps);
  const cards = new CardCache();

  serve(app, 'GET /public/profiles/:slug', async (request) => {
    const { stored: _stored, today: _today, ...profile } = await publicProfileOf(profiles, request.params.slug);
    return profile;
  });

  serve(app, 'GET /public/profiles/:slug/card.png', async (request, reply) => {
    const profile = await publicProfileOf(profiles, request.params.slug);
    const svg = profileCardSvg(profile);
    const pictureUrl = profile.stored?.url ?? null;
    return sendCard(request, reply, cardKey(svg, pictureUrl), async () => renderCard(svg, pictureUrl ? await pictureBytes(db, pictureUrl) : null), cards);
  });

  serve(app, 'GET /public/profiles/:slug/achievements/:achievementId/card.png', async (request, reply) => {
    const achievement = await publicAchievementOf(db, request.params.slug, request.params.achievementId);
    const svg = achievementCardSvg(achievement, config.chapterName);
    return sendCard(request, reply, cardKey(svg), () => renderCard(svg), cards);
  });
};

/** The public profile's own HTML page at /u/:slug, outside /api/v1 and the single-page app. */
export const publicProfilePageRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const profiles = profileDeps(deps);
  app.get<{ Params: { slug: string } }>('/u/:slug', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', PAGE_CACHE_CONTROL).type('text/html; charset=utf-8');
    try {
      return reply.code(200).send(profilePage(await publicProfileOf(profiles, request.params.slug)));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return reply.code(404).send(noProfilePage(deps.config.chapterName));
      throw error;
    }
  });
};
