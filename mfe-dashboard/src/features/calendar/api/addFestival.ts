import { api } from '@chapter/shared';
import type { AddFestivalRequest, AddFestivalResponse } from '@chapter/shared/types';
import { useCalendarMutation } from '../hooks/useCalendarMutation';

/** POST /core-member/add-festival */
export function addFestival(festival: AddFestivalRequest) {
  return api.post<AddFestivalResponse>('/core-member/add-festival', festival);
}

export const useAddFestival = () => useCalendarMutation(addFestival);
