import type { FastifyPluginAsync } from 'fastify';
import type { ChapterConfig } from '@chapter/contract';
import { CHAPTER_LINK_KEYS } from '../../config';
import type { RouteDeps } from '../deps';
import { serve } from '../serve';
import { publicChapterConfig } from './publicConfig';

// Every link the environment may set is one the contract declares (the serializer sends only those).
CHAPTER_LINK_KEYS satisfies ReadonlyArray<keyof ChapterConfig['links']>;

/** The chapter's own details, which are configuration rather than code. */
export const publicConfigRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config }) => {
  serve(app, 'GET /config', async () => publicChapterConfig(config));
};
