import { useEffect } from 'react';
import { notify } from './notify';

/** Toasts `message` as an error once each time a load fails (`error` becomes set): a failed load says so in a toast. */
export function useLoadErrorToast(error: unknown, message: string): void {
  useEffect(() => {
    if (error) notify.error(message);
  }, [error, message]);
}
