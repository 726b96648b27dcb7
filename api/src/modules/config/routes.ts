import type { FastifyPluginAsync } from 'fastify';
import type { ChapterConfig } from '@chapter/shared/types';
import { CHAPTER_LINK_KEYS } from '../../config';
import type { RouteDeps } from '../deps';
import { obj, str } from '../responses';

const linkProperties = Object.fromEntries(CHAPTER_LINK_KEYS.map((key) => [key, { type: 'string' }]));

/** The chapter's own details, which are configuration rather than code. */
export const publicConfigRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config }) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: "The chapter's public settings: name, contact e-mail, links and promo video",
        response: {
          // Any link, and the promo video, may be absent.
          200: obj({ chapterName: str, contactEmail: str, links: obj(linkProperties, [...CHAPTER_LINK_KEYS]), promoVideoUrl: str }, ['promoVideoUrl']),
        },
      },
    },
    async (): Promise<ChapterConfig> => ({
      chapterName: config.chapterName,
      contactEmail: config.contactEmail,
      links: { ...config.chapterLinks },
      ...(config.promoVideoUrl ? { promoVideoUrl: config.promoVideoUrl } : {}),
    }),
  );
};
