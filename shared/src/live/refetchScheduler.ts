/** After an event, how long the stream must stay quiet before the page reads again (a burst is one read). */
export const LIVE_REFETCH_QUIET_MS = 250;
/** However long a burst lasts, the page reads again at most this long after its first event. */
export const LIVE_REFETCH_MAX_WAIT_MS = 1_000;

type VisibilityDocument = Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>;

export type RefetchScheduler = {
  /** An event the page's read depends on arrived. */
  notify: () => void;
  /** Forgets what is pending and stops listening. */
  stop: () => void;
};

/**
 * Turns a burst of events into one call of `refetch`: it runs once the events have been quiet for
 * LIVE_REFETCH_QUIET_MS (at the latest LIVE_REFETCH_MAX_WAIT_MS after the first). While the document is hidden (a
 * background tab) nothing is read: the pending read runs once when the tab is shown again.
 */
export function scheduleRefetch(refetch: () => void, doc: VisibilityDocument = document): RefetchScheduler {
  let pending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let burstStart: number | undefined;

  const flush = () => {
    timer = undefined;
    burstStart = undefined;
    // Still hidden: the read waits for the tab to be shown (onVisible).
    if (!pending || doc.hidden) return;
    pending = false;
    refetch();
  };

  const arm = () => {
    const now = Date.now();
    burstStart ??= now;
    clearTimeout(timer);
    timer = setTimeout(flush, Math.max(0, Math.min(LIVE_REFETCH_QUIET_MS, burstStart + LIVE_REFETCH_MAX_WAIT_MS - now)));
  };

  const onVisible = () => {
    if (doc.hidden || !pending) return;
    clearTimeout(timer);
    flush();
  };
  doc.addEventListener('visibilitychange', onVisible);

  return {
    notify: () => {
      pending = true;
      if (!doc.hidden) arm();
    },
    stop: () => {
      pending = false;
      clearTimeout(timer);
      doc.removeEventListener('visibilitychange', onVisible);
    },
  };
}
