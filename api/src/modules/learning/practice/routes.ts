import type { FastifyPluginAsync } from 'fastify';
import { answer, list, page, withData, practiceSet, question } from '../../responses';
import { addProblemRequestSchema, practiceSetSchema } from '@chapter/shared/schemas';
import type { RouteDeps } from '../../deps';
import { errorResponses } from '../../schemas';
import { bodyWith, CORE_ONLY, readAccess, writeAccess } from '../access';
import { listBodySchema, type ListQuery } from '../paging';
import { validateWith } from '../validation';
import { parseQuestionFilters } from './filters';
import * as practice from './service';

const tags = ['practice'];
const security = [{ bearer: [] }];
const text = { type: 'string' };
const idOf = (body: unknown, field: string): unknown => (body as Record<string, unknown> | undefined)?.[field];

/** Practice sets and their problems, under /core-member. */
export const practiceRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.post(
    '/fetch-all-resources',
    {
      ...readAccess(app),
      schema: { tags, security, summary: 'One page of practice sets', body: listBodySchema, response: { 200: page(practiceSet), ...errorResponses } },
    },
    async (request) => ({ message: 'Practice sets fetched successfully', ...(await practice.listPracticeSets(db, request.body as ListQuery)) }),
  );

  app.post(
    '/create-resource',
    {
      ...writeAccess(app, CORE_ONLY.createPracticeSet),
      schema: {
        tags,
        security,
        summary: 'Create a practice set',
        body: bodyWith({ title: text, description: text }),
        response: { 200: withData(practiceSet), ...errorResponses },
      },
    },
    async (request) => {
      const values = await validateWith(practiceSetSchema, request.body);
      return { message: 'Practice set created successfully', data: await practice.createPracticeSet(db, values, request.user?.id ?? null) };
    },
  );

  app.put(
    '/edit-resource',
    {
      ...writeAccess(app, CORE_ONLY.edit),
      schema: {
        tags,
        security,
        summary: "Change a practice set's title and description",
        body: bodyWith({ resourceId: text, title: text, description: text }, ['resourceId']),
        response: { 200: withData(practiceSet), ...errorResponses },
      },
    },
    async (request) => {
      const values = await validateWith(practiceSetSchema, request.body);
      return { message: 'Practice set updated successfully', data: await practice.editPracticeSet(db, idOf(request.body, 'resourceId'), values) };
    },
  );

  app.delete(
    '/delete-resource',
    {
      ...writeAccess(app, CORE_ONLY.delete),
      schema: {
        tags,
        security,
        summary: 'Delete a practice set and its problems',
        body: bodyWith({ resourceId: text }, ['resourceId']),
        response: { 200: answer(), ...errorResponses },
      },
    },
    async (request) => {
      await practice.deletePracticeSet(db, idOf(request.body, 'resourceId'));
      return { message: 'Practice set deleted successfully' };
    },
  );

  app.post(
    '/add-question',
    {
      ...writeAccess(app, CORE_ONLY.addProblem),
      schema: {
        tags,
        security,
        summary: 'Add a problem to a practice set',
        body: bodyWith({ resourceId: text, title: text, link: text, description: text, difficulty: text, platform: text }, ['resourceId']),
        response: { 200: withData(question), ...errorResponses },
      },
    },
    async (request) => {
      const values = await validateWith(addProblemRequestSchema, request.body);
      return { message: 'Problem added successfully', data: await practice.addQuestion(db, idOf(request.body, 'resourceId'), values) };
    },
  );

  app.delete(
    '/delete-question',
    {
      ...writeAccess(app, CORE_ONLY.delete),
      schema: {
        tags,
        security,
        summary: 'Remove a problem from a practice set',
        body: bodyWith({ resourceId: text, questionId: text }, ['resourceId', 'questionId']),
        response: { 200: answer(), ...errorResponses },
      },
    },
    async (request) => {
      await practice.deleteQuestion(db, idOf(request.body, 'resourceId'), idOf(request.body, 'questionId'));
      return { message: 'Problem deleted successfully' };
    },
  );

  app.post(
    '/fetch-all-questions',
    {
      ...readAccess(app),
      schema: {
        tags,
        security,
        summary: "A practice set and its problems; 'All' filters are omitted",
        body: bodyWith({ resourceId: text, difficulty: text, platform: text }, ['resourceId']),
        response: { 200: answer({ resourceInfo: practiceSet, questions: list(question) }), ...errorResponses },
      },
    },
    async (request) => {
      const filters = parseQuestionFilters(request.body);
      return { message: 'Problems fetched successfully', ...(await practice.listQuestions(db, idOf(request.body, 'resourceId'), filters)) };
    },
  );
};
