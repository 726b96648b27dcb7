import { api } from '@chapter/shared';
import type { MessageResponse } from '@chapter/shared/types';
import { useCalendarMutation } from '../hooks/useCalendarMutation';

/** DELETE /core-member/delete-festival { festivalId } */
export function deleteFestival(festivalId: string) {
  return api.delete<MessageResponse>('/core-member/delete-festival', { festivalId });
}

export const useDeleteFestival = () => useCalendarMutation(deleteFestival);
