import { api, keepPreviousData, useApiQuery } from '@chapter/shared';
import type { AllowedEmailsPage } from '@chapter/shared/types';
import { EMAILS_KEY } from '../../../lib/queryKeys';

export type AllowedEmailsQuery = { page: number; limit: number; search: string; sortOrder: 1 | -1 };

/** POST /admin/fetch-all-allowed-emails */
export const fetchAllowedEmails = (query: AllowedEmailsQuery) => api.post<AllowedEmailsPage>('/admin/fetch-all-allowed-emails', query);

export function useAllowedEmails(query: AllowedEmailsQuery) {
  return useApiQuery([...EMAILS_KEY, query], () => fetchAllowedEmails(query), { placeholderData: keepPreviousData });
}
