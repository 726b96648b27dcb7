import { call } from '@chapter/shared';
import type { BodyOf, Difficulty, ProblemPlatform } from '@chapter/shared/types';
import type { Filled } from '../../../lib/fields';

export type QuestionFilters = { difficulty: Difficulty | 'all'; platform: ProblemPlatform | 'all' };
export const ALL_QUESTIONS: QuestionFilters = { difficulty: 'all', platform: 'all' };

/** A set's details and its problems; 'all' is sent as no filter at all. */
export const fetchQuestions = (resourceId: string, { difficulty, platform }: QuestionFilters) =>
  call('POST /core-member/fetch-all-questions', {
    body: {
      resourceId,
      ...(difficulty === 'all' ? {} : { difficulty }),
      ...(platform === 'all' ? {} : { platform }),
    },
  });

/** The Add Problem form's fields: what add-question takes besides the set's id. */
export type ProblemFields = Filled<Omit<BodyOf<'POST /core-member/add-question'>, 'resourceId'>>;

export const addQuestion = (resourceId: string, values: ProblemFields) => call('POST /core-member/add-question', { body: { resourceId, ...values } });

export const deleteQuestion = (resourceId: string, questionId: string) => call('DELETE /core-member/delete-question', { body: { resourceId, questionId } });
