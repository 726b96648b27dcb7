import { call } from '@chapter/shared';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { EMAILS_KEY } from '../../../lib/queryKeys';

export const addAllowedEmails = (emails: string[]) => call('POST /admin/add-allowed-emails', { body: { emails } });
export const useAddAllowedEmails = () => useAdminMutation(addAllowedEmails, { failed: 'Failed to add emails', error: 'Error adding emails' }, [EMAILS_KEY]);
