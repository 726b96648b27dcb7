import { api } from '@chapter/shared';
import type { MessageResponse } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { EMAILS_KEY } from '../../../lib/queryKeys';

/** DELETE /admin/delete-allowed-email: the contract names the e-mail's _id `userId`. */
export const deleteAllowedEmail = (emailId: string) => api.delete<MessageResponse>('/admin/delete-allowed-email', { userId: emailId });

export const useDeleteAllowedEmail = () =>
  useAdminMutation(deleteAllowedEmail, { failed: 'Failed to delete email', error: 'Error deleting email' }, [EMAILS_KEY]);
