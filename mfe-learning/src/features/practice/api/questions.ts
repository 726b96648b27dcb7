import { api } from '@chapter/shared';
import type { AddProblemValues } from '@chapter/shared/schemas';
import type { Difficulty, MessageResponse, ProblemPlatform, QuestionResponse, QuestionsResponse } from '@chapter/shared/types';
import { coreMember } from '../../../lib/coreMember';

export type QuestionFilters = { difficulty: Difficulty | 'all'; platform: ProblemPlatform | 'all' };
export const ALL_QUESTIONS: QuestionFilters = { difficulty: 'all', platform: 'all' };

/** A set's details and its problems; 'all' is sent as no filter at all. */
export const fetchQuestions = (resourceId: string, { difficulty, platform }: QuestionFilters) =>
  api.post<QuestionsResponse>(coreMember('fetch-all-questions'), {
    resourceId,
    ...(difficulty === 'all' ? {} : { difficulty }),
    ...(platform === 'all' ? {} : { platform }),
  });

export const addQuestion = (resourceId: string, values: AddProblemValues) => api.post<QuestionResponse>(coreMember('add-question'), { resourceId, ...values });

export const deleteQuestion = (resourceId: string, questionId: string) =>
  api.delete<MessageResponse>(coreMember('delete-question'), { resourceId, questionId });
