import { useEffect } from 'react';
import { notify } from '@chapter/shared';

/** Toasts `message` once each time a query fails (spec §8: a failed load says so in a toast). */
export function useErrorToast(error: unknown, message: string) {
  useEffect(() => {
    if (error) notify.error(message);
  }, [error, message]);
}
