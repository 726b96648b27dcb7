import type { FastifyPluginAsync } from 'fastify';
import { roadmapSchema } from '@chapter/shared/schemas';
import type { RouteDeps } from '../../deps';
import { serve } from '../../serve';
import { CORE_ONLY, readAccess, writeAccess } from '../access';
import { validateWith } from '../validation';
import { parseNodes, parseTagList } from './nodes';
import * as roadmaps from './service';

const detailsSchema = roadmapSchema.pick(['title', 'description']);
const titleSchema = roadmapSchema.pick(['title']);
const descriptionSchema = roadmapSchema.pick(['description']);

/** Roadmaps as stored data (our addition to the contract, in its style), under /core-member. */
export const roadmapRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  serve(
    app,
    'POST /core-member/fetch-all-roadmaps',
    async (request) => ({ message: 'Roadmaps fetched successfully', ...(await roadmaps.listRoadmaps(db, request.body)) }),
    readAccess(app),
  );

  serve(
    app,
    'POST /core-member/get-roadmap',
    async (request) => ({ message: 'Roadmap fetched successfully', data: await roadmaps.getRoadmap(db, request.body.slug) }),
    readAccess(app),
  );

  serve(
    app,
    'POST /core-member/create-roadmap',
    async (request) => {
      const values = await validateWith(detailsSchema, request.body);
      const roadmap = { ...values, tags: parseTagList(request.body.tags) };
      return { message: 'Roadmap created successfully', data: await roadmaps.createRoadmap(db, roadmap, request.user?.id ?? null) };
    },
    writeAccess(app, CORE_ONLY.createRoadmap),
  );

  serve(
    app,
    'PUT /core-member/save-roadmap',
    async (request) => {
      const body = request.body;
      const changes = {
        ...(body.title !== undefined ? await validateWith(titleSchema, body) : {}),
        ...(body.description !== undefined ? await validateWith(descriptionSchema, body) : {}),
        ...(body.tags !== undefined ? { tags: parseTagList(body.tags) } : {}),
        nodes: await parseNodes(body.nodes),
      };
      return { message: 'Roadmap saved successfully', data: await roadmaps.saveRoadmap(db, body.slug, changes) };
    },
    writeAccess(app, CORE_ONLY.edit),
  );

  serve(
    app,
    'DELETE /core-member/delete-roadmap',
    async (request) => {
      await roadmaps.deleteRoadmap(db, request.body.slug);
      return { message: 'Roadmap deleted successfully' };
    },
    writeAccess(app, CORE_ONLY.delete),
  );
};
