import { call } from '@chapter/shared';
import type { CreateMomRequest } from '@chapter/shared/types';
import { useCalendarMutation } from '../hooks/useCalendarMutation';

/** Attaches the link to a meeting's minutes. */
export function createMom(minutes: CreateMomRequest) {
  return call('POST /core-member/create-mom', { body: minutes });
}

export const useCreateMom = () => useCalendarMutation(createMom);
