import type { FastifyPluginAsync } from 'fastify';
import type { ChapterConfig } from '@chapter/shared/types';
import { CHAPTER_LINK_KEYS } from '../../config';
import type { RouteDeps } from '../deps';

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
          200: {
            type: 'object',
            properties: {
              chapterName: { type: 'string' },
              contactEmail: { type: 'string' },
              links: { type: 'object', properties: linkProperties },
              promoVideoUrl: { type: 'string' },
            },
          },
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
