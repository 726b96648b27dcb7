/**
 * Reads a small shared state (the boards' version, the sessions' epoch) for requests, at most one read in flight plus
 * one queued: a request never uses a read that started before it arrived (that could predate a change whose writer
 * has already answered), but every request arriving while a read runs shares the next one. Under load this is one
 * query per round trip instead of one per request; each request still sees every change committed before it arrived.
 */
export function versionGate<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;

  const start = (): Promise<T> => {
    const current = read().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };

  return () => {
    if (!running) return start();
    if (!queued) {
      // Starts once the running read settles, whatever its outcome.
      const after = running.then(
        () => undefined,
        () => undefined,
      );
      queued = after.then(() => {
        queued = null;
        return start();
      });
    }
    return queued;
  };
}
