/** Errors that came from loading a remote (not from rendering it), so the boundary reports the right kind. */
const loadFailures = new WeakSet<object>();

/** Marks a failed load's error (an Error is made for anything else thrown) and gives it back to be thrown. */
export function markLoadFailure(error: unknown): object {
  const failure = typeof error === 'object' && error !== null ? error : new Error(String(error));
  loadFailures.add(failure);
  return failure;
}

/** Whether the error came from loading the remote (see markLoadFailure); otherwise its tree threw while rendering. */
export const isLoadFailure = (error: unknown): boolean => typeof error === 'object' && error !== null && loadFailures.has(error);
