import { ApiQueryError, serverMessage } from '@chapter/shared';

/** What an action's failure toast says (docs/rules.md §11): no answer at all gives `error` ('Error deleting user'); an
 * answer gives the server's message, else `failed` ('Failed to delete user'). */
export function failureText(error: unknown, texts: { failed: string; error: string }): string {
  if (error instanceof ApiQueryError && error.status === 0) return texts.error;
  return serverMessage(error, texts.failed);
}
