import type { FastifyPluginAsync } from 'fastify';
import { answer, list, page, withData, videoResource, video } from '../../responses';
import { resourceSchema, videoSchema } from '@chapter/shared/schemas';
import { HttpError } from '../../../errors';
import type { RouteDeps } from '../../deps';
import { errorResponses } from '../../schemas';
import { bodyWith, CORE_ONLY, readAccess, writeAccess } from '../access';
import { listBodySchema, type ListQuery } from '../paging';
import { validateWith } from '../validation';
import * as videos from './service';

const tags = ['videos'];
const security = [{ bearer: [] }];
const text = { type: 'string' };
const field = (body: unknown, name: string): unknown => (body as Record<string, unknown> | undefined)?.[name];
/** The contract spells add-video's id `vidoeResourceId`; the corrected spelling is accepted too. */
const resourceIdOf = (body: unknown): unknown => field(body, 'videoResourceId') ?? field(body, 'vidoeResourceId');

/** Video resources and their videos, under /core-member. */
export const videoRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.post(
    '/fetch-all-video-resource',
    {
      ...readAccess(app),
      schema: { tags, security, summary: 'One page of video resources', body: listBodySchema, response: { 200: page(videoResource), ...errorResponses } },
    },
    async (request) => ({ message: 'Video resources fetched successfully', ...(await videos.listVideoResources(db, request.body as ListQuery)) }),
  );

  app.post(
    '/create-video-resource',
    {
      ...writeAccess(app, CORE_ONLY.createResource),
      schema: {
        tags,
        security,
        summary: 'Create a video resource',
        body: bodyWith({ title: text, description: text }),
        response: { 200: withData(videoResource), ...errorResponses },
      },
    },
    async (request) => {
      const values = await validateWith(resourceSchema, request.body);
      return { message: 'Resource created successfully', data: await videos.createVideoResource(db, values, request.user?.id ?? null) };
    },
  );

  app.put(
    '/edit-video-resource',
    {
      ...writeAccess(app, CORE_ONLY.edit),
      schema: {
        tags,
        security,
        summary: "Change a video resource's title and description",
        body: bodyWith({ videoResourceId: text, title: text, description: text }, ['videoResourceId']),
        response: { 200: withData(videoResource), ...errorResponses },
      },
    },
    async (request) => {
      const values = await validateWith(resourceSchema, request.body);
      return { message: 'Resource updated successfully', data: await videos.editVideoResource(db, field(request.body, 'videoResourceId'), values) };
    },
  );

  app.delete(
    '/delete-video-resource',
    {
      ...writeAccess(app, CORE_ONLY.delete),
      schema: {
        tags,
        security,
        summary: 'Delete a video resource and its videos',
        body: bodyWith({ videoResourceId: text }, ['videoResourceId']),
        response: { 200: answer(), ...errorResponses },
      },
    },
    async (request) => {
      await videos.deleteVideoResource(db, field(request.body, 'videoResourceId'));
      return { message: 'Resource deleted successfully' };
    },
  );

  app.post(
    '/add-video',
    {
      ...writeAccess(app, CORE_ONLY.addVideo),
      schema: {
        tags,
        security,
        summary: 'Add a YouTube video (any link form; stored as the embed form)',
        body: bodyWith({ vidoeResourceId: text, videoResourceId: text, title: text, description: text, link: text }),
        response: { 200: withData(video), ...errorResponses },
      },
    },
    async (request) => {
      const resourceId = resourceIdOf(request.body);
      if (resourceId === undefined || resourceId === '') throw new HttpError(400, 'videoResourceId is required');
      const values = await validateWith(videoSchema, request.body);
      return { message: 'Video added successfully', data: await videos.addVideo(db, resourceId, values) };
    },
  );

  app.delete(
    '/delete-video',
    {
      ...writeAccess(app, CORE_ONLY.delete),
      schema: {
        tags,
        security,
        summary: 'Remove a video from its resource',
        body: bodyWith({ videoResourceId: text, videoId: text }, ['videoResourceId', 'videoId']),
        response: { 200: answer(), ...errorResponses },
      },
    },
    async (request) => {
      await videos.deleteVideo(db, field(request.body, 'videoResourceId'), field(request.body, 'videoId'));
      return { message: 'Video deleted successfully' };
    },
  );

  app.post(
    '/fetch-all-video',
    {
      ...readAccess(app),
      schema: {
        tags,
        security,
        summary: 'A video resource and its videos',
        body: bodyWith({ videoResourceId: text }, ['videoResourceId']),
        response: { 200: answer({ resourceInfo: videoResource, videos: list(video) }), ...errorResponses },
      },
    },
    async (request) => ({ message: 'Videos fetched successfully', ...(await videos.listVideos(db, field(request.body, 'videoResourceId'))) }),
  );
};
