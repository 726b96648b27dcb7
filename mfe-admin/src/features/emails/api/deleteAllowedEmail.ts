import { call } from '@chapter/shared';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { EMAILS_KEY } from '../../../lib/queryKeys';

/** The contract names the e-mail's _id `userId`. */
export const deleteAllowedEmail = (emailId: string) => call('DELETE /admin/delete-allowed-email', { body: { userId: emailId } });
export const useDeleteAllowedEmail = () =>
  useAdminMutation(deleteAllowedEmail, { failed: 'Failed to delete email', error: 'Error deleting email' }, [EMAILS_KEY]);
