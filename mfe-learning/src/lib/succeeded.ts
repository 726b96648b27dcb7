/** true when a change went through, false when it failed (the data layer has toasted why): what a dialog needs to close. */
export const succeeded = (change: Promise<unknown>): Promise<boolean> =>
  change.then(
    () => true,
    () => false,
  );
