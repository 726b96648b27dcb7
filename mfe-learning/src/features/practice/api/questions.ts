import { call } from '@chapter/shared';
import type { BodyOf, Difficulty, ProblemPlatform, ProgressFilter } from '@chapter/shared/types';
import type { Filled } from '../../../lib/fields';

export type QuestionFilters = { difficulty: Difficulty | 'all'; platform: ProblemPlatform | 'all'; progress: ProgressFilter };
export const ALL_QUESTIONS: QuestionFilters = { difficulty: 'all', platform: 'all', progress: 'all' };

/** Whether any filter narrows the list (reordering is then off: the order of a part is not the set's order). */
export const isFiltered = (filters: QuestionFilters): boolean => filters.difficulty !== 'all' || filters.platform !== 'all' || filters.progress !== 'all';

/** A set's details and its problems with the caller's marks; 'all' is sent as no filter at all. */
export const fetchQuestions = (resourceId: string, { difficulty, platform, progress }: QuestionFilters) =>
  call('POST /core-member/fetch-all-questions', {
    body: {
      resourceId,
      ...(difficulty === 'all' ? {} : { difficulty }),
      ...(platform === 'all' ? {} : { platform }),
      ...(progress === 'all' ? {} : { progress }),
    },
  });

/** What the problem's platform says about a link (400 not a problem link, 404 no such problem, 503 not answering). */
export const lookupProblem = (link: string) => call('POST /core-member/lookup-problem', { body: { link } });

/** Stores the set's order: every problem's id, once, first to last. */
export const reorderQuestions = (resourceId: string, questionIds: string[]) =>
  call('PUT /core-member/reorder-questions', { body: { resourceId, questionIds } });

/** The Add Problem form's fields: what add-question takes besides the set's id. */
export type ProblemFields = Filled<Omit<BodyOf<'POST /core-member/add-question'>, 'resourceId'>>;

export const addQuestion = (resourceId: string, values: ProblemFields) => call('POST /core-member/add-question', { body: { resourceId, ...values } });

export const deleteQuestion = (resourceId: string, questionId: string) => call('DELETE /core-member/delete-question', { body: { resourceId, questionId } });
