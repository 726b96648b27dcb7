import { PAGE, call, type PageQuery } from '@chapter/shared';
import type { BodyOf, ProgressFilter } from '@chapter/shared/types';

/** The cache keys of practice sets: every list page under `lists`, a set's problems (per filter) under `detail(id)`. */
export const practiceSetKeys = {
  all: ['learning', 'practice-sets'],
  lists: ['learning', 'practice-sets', 'list'],
  detail: (resourceId: string) => ['learning', 'practice-sets', 'detail', resourceId],
} as const;

/** One page of sets with the caller's progress; 'unsolved' keeps the sets not finished ('all' is sent as nothing). */
export const fetchPracticeSets = ({ page, search }: PageQuery, progress: ProgressFilter = 'all') =>
  call('POST /core-member/fetch-all-resources', { body: { page, search, limit: PAGE.defaultLimit, ...(progress === 'all' ? {} : { progress }) } });

export const createPracticeSet = (body: BodyOf<'POST /core-member/create-resource'>) => call('POST /core-member/create-resource', { body });

export const editPracticeSet = (resourceId: string, values: Omit<BodyOf<'PUT /core-member/edit-resource'>, 'resourceId'>) =>
  call('PUT /core-member/edit-resource', { body: { resourceId, ...values } });

export const deletePracticeSet = (resourceId: string) => call('DELETE /core-member/delete-resource', { body: { resourceId } });
