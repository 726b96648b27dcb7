import { call, keepPreviousData, useApiQuery } from '@chapter/shared';
import type { AllowedEmailsQuery } from '@chapter/shared/types';
import { EMAILS_KEY } from '../../../lib/queryKeys';

export const fetchAllowedEmails = (query: AllowedEmailsQuery) => call('POST /admin/fetch-all-allowed-emails', { body: query });

export function useAllowedEmails(query: AllowedEmailsQuery) {
  return useApiQuery([...EMAILS_KEY, query], () => fetchAllowedEmails(query), { placeholderData: keepPreviousData });
}
