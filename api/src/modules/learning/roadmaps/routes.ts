import type { FastifyPluginAsync } from 'fastify';
import { answer, page, withData, roadmap, roadmapSummary } from '../../responses';
import { roadmapSchema } from '@chapter/shared/schemas';
import type { RouteDeps } from '../../deps';
import { errorResponses } from '../../schemas';
import { bodyWith, CORE_ONLY, readAccess, writeAccess } from '../access';
import { listBodySchema, type ListQuery } from '../paging';
import { validateWith } from '../validation';
import { parseNodes, parseTagList } from './nodes';
import * as roadmaps from './service';

const tags = ['roadmaps'];
const security = [{ bearer: [] }];
const text = { type: 'string' };
// Left untyped for the schema: type coercion would turn 'a, b' into ['a, b']; parseTagList checks it.
const anyTags = { description: 'A list of tags, or the comma-separated text of the form' };
const field = (body: unknown, name: string): unknown => (body as Record<string, unknown> | undefined)?.[name];
const detailsSchema = roadmapSchema.pick(['title', 'description']);
const titleSchema = roadmapSchema.pick(['title']);
const descriptionSchema = roadmapSchema.pick(['description']);

/** Roadmaps as stored data (our addition to the contract, in its style), under /core-member. */
export const roadmapRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.post(
    '/fetch-all-roadmaps',
    {
      ...readAccess(app),
      schema: {
        tags,
        security,
        summary: 'One page of roadmaps (without their nodes)',
        body: listBodySchema,
        response: { 200: page(roadmapSummary), ...errorResponses },
      },
    },
    async (request) => ({ message: 'Roadmaps fetched successfully', ...(await roadmaps.listRoadmaps(db, request.body as ListQuery)) }),
  );

  app.post(
    '/get-roadmap',
    {
      ...readAccess(app),
      schema: {
        tags,
        security,
        summary: 'A roadmap with its nodes, by slug',
        body: bodyWith({ slug: text }, ['slug']),
        response: { 200: withData(roadmap), ...errorResponses },
      },
    },
    async (request) => ({ message: 'Roadmap fetched successfully', data: await roadmaps.getRoadmap(db, field(request.body, 'slug')) }),
  );

  app.post(
    '/create-roadmap',
    {
      ...writeAccess(app, CORE_ONLY.createRoadmap),
      schema: {
        tags,
        security,
        summary: 'Create an empty roadmap; its slug comes from the title',
        body: bodyWith({ title: text, description: text, tags: anyTags }),
        response: { 200: withData(roadmap), ...errorResponses },
      },
    },
    async (request) => {
      const values = await validateWith(detailsSchema, request.body);
      const roadmap = { ...values, tags: parseTagList(field(request.body, 'tags')) };
      return { message: 'Roadmap created successfully', data: await roadmaps.createRoadmap(db, roadmap, request.user?.id ?? null) };
    },
  );

  app.put(
    '/save-roadmap',
    {
      ...writeAccess(app, CORE_ONLY.edit),
      schema: {
        tags,
        security,
        summary: "Store a roadmap's nodes (and any details sent)",
        body: bodyWith({ slug: text, title: text, description: text, tags: anyTags, nodes: { type: 'array' } }, ['slug', 'nodes']),
        response: { 200: withData(roadmap), ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body as Record<string, unknown>;
      const changes = {
        ...(body.title !== undefined ? await validateWith(titleSchema, body) : {}),
        ...(body.description !== undefined ? await validateWith(descriptionSchema, body) : {}),
        ...(body.tags !== undefined ? { tags: parseTagList(body.tags) } : {}),
        nodes: await parseNodes(body.nodes),
      };
      return { message: 'Roadmap saved successfully', data: await roadmaps.saveRoadmap(db, body.slug, changes) };
    },
  );

  app.delete(
    '/delete-roadmap',
    {
      ...writeAccess(app, CORE_ONLY.delete),
      schema: { tags, security, summary: 'Delete a roadmap', body: bodyWith({ slug: text }, ['slug']), response: { 200: answer(), ...errorResponses } },
    },
    async (request) => {
      await roadmaps.deleteRoadmap(db, field(request.body, 'slug'));
      return { message: 'Roadmap deleted successfully' };
    },
  );
};
