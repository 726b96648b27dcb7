import { useEffect } from 'react';
import { notify } from '@chapter/shared';

/** Shows the screen's load-failure text as an error toast once per failure. */
export function useLoadErrorToast(error: unknown, text: string): void {
  useEffect(() => {
    if (error) notify.error(text);
  }, [error, text]);
}
