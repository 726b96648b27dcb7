import { call } from '@chapter/shared';
import { useCalendarMutation } from '../hooks/useCalendarMutation';

/** Removes a festival. */
export function deleteFestival(festivalId: string) {
  return call('DELETE /core-member/delete-festival', { body: { festivalId } });
}

export const useDeleteFestival = () => useCalendarMutation(deleteFestival);
