import { call } from '@chapter/shared';
import type { AddFestivalRequest } from '@chapter/shared/types';
import { useCalendarMutation } from '../hooks/useCalendarMutation';

/** Adds a festival (an all-day event). */
export function addFestival(festival: AddFestivalRequest) {
  return call('POST /core-member/add-festival', { body: festival });
}

export const useAddFestival = () => useCalendarMutation(addFestival);
