import type { FastifyPluginAsync } from 'fastify';
import { addProblemRequestSchema, practiceSetSchema } from '@chapter/shared/schemas';
import type { PlatformDeps, RouteDeps } from '../../deps';
import { serve } from '../../serve';
import { CORE_ONLY, readAccess, writeAccess } from '../access';
import { validateWith } from '../validation';
import { parseQuestionFilters } from './filters';
import { ProblemLookupService } from '../problems/lookup';
import * as practice from './service';

/** Lookups a member may make per minute (each may ask a platform). */
export const LOOKUPS_PER_MINUTE = 30;

/** Practice sets and their problems, under /core-member. */
export const practiceRoutes: FastifyPluginAsync<RouteDeps & { platforms: PlatformDeps }> = async (app, { db, platforms }) => {
  const lookups = new ProblemLookupService(platforms.clients);

  serve(
    app,
    'POST /core-member/fetch-all-resources',
    async (request) => ({ message: 'Practice sets fetched successfully', ...(await practice.listPracticeSets(db, request.body, request.user!)) }),
    readAccess(app),
  );

  serve(
    app,
    'POST /core-member/create-resource',
    async (request) => {
      const values = await validateWith(practiceSetSchema, request.body);
      return { message: 'Practice set created successfully', data: await practice.createPracticeSet(db, values, request.user?.id ?? null) };
    },
    writeAccess(app, CORE_ONLY.createPracticeSet),
  );

  serve(
    app,
    'PUT /core-member/edit-resource',
    async (request) => {
      const values = await validateWith(practiceSetSchema, request.body);
      return { message: 'Practice set updated successfully', data: await practice.editPracticeSet(db, request.body.resourceId, values) };
    },
    writeAccess(app, CORE_ONLY.edit),
  );

  serve(
    app,
    'DELETE /core-member/delete-resource',
    async (request) => {
      await practice.deletePracticeSet(db, request.body.resourceId);
      return { message: 'Practice set deleted successfully' };
    },
    writeAccess(app, CORE_ONLY.delete),
  );

  serve(
    app,
    'POST /core-member/add-question',
    async (request) => {
      const values = await validateWith(addProblemRequestSchema, request.body);
      return { message: 'Problem added successfully', data: await practice.addQuestion(db, request.body.resourceId, values) };
    },
    writeAccess(app, CORE_ONLY.addProblem),
  );

  serve(
    app,
    'DELETE /core-member/delete-question',
    async (request) => {
      await practice.deleteQuestion(db, request.body.resourceId, request.body.questionId);
      return { message: 'Problem deleted successfully' };
    },
    writeAccess(app, CORE_ONLY.delete),
  );

  serve(
    app,
    'POST /core-member/fetch-all-questions',
    async (request) => {
      const filters = parseQuestionFilters(request.body);
      return { message: 'Problems fetched successfully', ...(await practice.listQuestions(db, request.body.resourceId, filters, request.user!)) };
    },
    readAccess(app),
  );

  serve(
    app,
    'PUT /core-member/reorder-questions',
    async (request) => {
      await practice.reorderQuestions(db, request.body.resourceId, request.body.questionIds);
      return { message: 'Order saved' };
    },
    writeAccess(app, CORE_ONLY.edit),
  );

  serve(app, 'POST /core-member/lookup-problem', async (request) => ({ message: 'Problem found', data: await lookups.lookup(request.body.link) }), {
    ...writeAccess(app, CORE_ONLY.addProblem),
    config: { rateLimit: { max: LOOKUPS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: (request) => `lookup-problem:${request.user?.id ?? request.ip}` } },
  });
};
