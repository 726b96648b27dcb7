import { api } from '@chapter/shared';
import type { AddAllowedEmailsResponse } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { EMAILS_KEY } from '../../../lib/queryKeys';

/** POST /admin/add-allowed-emails */
export const addAllowedEmails = (emails: string[]) => api.post<AddAllowedEmailsResponse>('/admin/add-allowed-emails', { emails });

export const useAddAllowedEmails = () => useAdminMutation(addAllowedEmails, { failed: 'Failed to add emails', error: 'Error adding emails' }, [EMAILS_KEY]);
