import type { FastifyPluginAsync } from 'fastify';
import type { BodyOf } from '@chapter/contract';
import { resourceSchema, videoSchema } from '@chapter/shared/schemas';
import { HttpError } from '../../../errors';
import type { RouteDeps } from '../../deps';
import { serve } from '../../serve';
import { CORE_ONLY, readAccess, writeAccess } from '../access';
import { validateWith } from '../validation';
import * as videos from './service';

/** The contract spells add-video's id `vidoeResourceId`; the corrected spelling is accepted too. */
const resourceIdOf = (body: BodyOf<'POST /core-member/add-video'>): unknown => body.videoResourceId ?? body.vidoeResourceId;

/** Video resources and their videos, under /core-member. */
export const videoRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  serve(
    app,
    'POST /core-member/fetch-all-video-resource',
    async (request) => ({ message: 'Video resources fetched successfully', ...(await videos.listVideoResources(db, request.body)) }),
    readAccess(app),
  );

  serve(
    app,
    'POST /core-member/create-video-resource',
    async (request) => {
      const values = await validateWith(resourceSchema, request.body);
      return { message: 'Resource created successfully', data: await videos.createVideoResource(db, values, request.user?.id ?? null) };
    },
    writeAccess(app, CORE_ONLY.createResource),
  );

  serve(
    app,
    'PUT /core-member/edit-video-resource',
    async (request) => {
      const values = await validateWith(resourceSchema, request.body);
      return { message: 'Resource updated successfully', data: await videos.editVideoResource(db, request.body.videoResourceId, values) };
    },
    writeAccess(app, CORE_ONLY.edit),
  );

  serve(
    app,
    'DELETE /core-member/delete-video-resource',
    async (request) => {
      await videos.deleteVideoResource(db, request.body.videoResourceId);
      return { message: 'Resource deleted successfully' };
    },
    writeAccess(app, CORE_ONLY.delete),
  );

  serve(
    app,
    'POST /core-member/add-video',
    async (request) => {
      const resourceId = resourceIdOf(request.body);
      if (resourceId === undefined || resourceId === '') throw new HttpError(400, 'videoResourceId is required');
      const values = await validateWith(videoSchema, request.body);
      return { message: 'Video added successfully', data: await videos.addVideo(db, resourceId, values) };
    },
    writeAccess(app, CORE_ONLY.addVideo),
  );

  serve(
    app,
    'DELETE /core-member/delete-video',
    async (request) => {
      await videos.deleteVideo(db, request.body.videoResourceId, request.body.videoId);
      return { message: 'Video deleted successfully' };
    },
    writeAccess(app, CORE_ONLY.delete),
  );

  serve(
    app,
    'POST /core-member/fetch-all-video',
    async (request) => ({ message: 'Videos fetched successfully', ...(await videos.listVideos(db, request.body.videoResourceId)) }),
    readAccess(app),
  );
};
