import { PAGE, api } from '@chapter/shared';
import type { ResourceValues } from '@chapter/shared/schemas';
import type { MessageResponse, PracticeSetPage, PracticeSetResponse } from '@chapter/shared/types';
import type { PageQuery } from '../../../hooks/usePagedList';
import { coreMember } from '../../../lib/coreMember';

export const fetchPracticeSets = ({ page, search }: PageQuery) =>
  api.post<PracticeSetPage>(coreMember('fetch-all-resources'), { page, search, limit: PAGE.defaultLimit });

export const createPracticeSet = (values: ResourceValues) => api.post<PracticeSetResponse>(coreMember('create-resource'), values);

export const editPracticeSet = (resourceId: string, values: ResourceValues) =>
  api.put<PracticeSetResponse>(coreMember('edit-resource'), { resourceId, ...values });

export const deletePracticeSet = (resourceId: string) => api.delete<MessageResponse>(coreMember('delete-resource'), { resourceId });
