import { PAGE, api, type PageQuery } from '@chapter/shared';
import type { ResourceValues } from '@chapter/shared/schemas';
import type { MessageResponse, PracticeSetPage, PracticeSetResponse } from '@chapter/shared/types';
import { coreMember } from '../../../lib/coreMember';

/** The cache keys of practice sets: every list page under `lists`, a set's problems (per filter) under `detail(id)`. */
export const practiceSetKeys = {
  all: ['learning', 'practice-sets'],
  lists: ['learning', 'practice-sets', 'list'],
  detail: (resourceId: string) => ['learning', 'practice-sets', 'detail', resourceId],
} as const;

export const fetchPracticeSets = ({ page, search }: PageQuery) =>
  api.post<PracticeSetPage>(coreMember('fetch-all-resources'), { page, search, limit: PAGE.defaultLimit });

export const createPracticeSet = (values: ResourceValues) => api.post<PracticeSetResponse>(coreMember('create-resource'), values);

export const editPracticeSet = (resourceId: string, values: ResourceValues) =>
  api.put<PracticeSetResponse>(coreMember('edit-resource'), { resourceId, ...values });

export const deletePracticeSet = (resourceId: string) => api.delete<MessageResponse>(coreMember('delete-resource'), { resourceId });
