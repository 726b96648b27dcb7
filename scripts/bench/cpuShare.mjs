// How much of its page load the renderer's main thread spent on a CPU. Lighthouse's phone profile (simulated
// throttling) multiplies each main-thread task's wall time by the CPU slowdown, so time the thread spent waiting (for a
// core on a busy host, for another process over IPC) is slowed as if it were the page's own work. docs/benchmarks.md.

/** The main frame's navigation to an http(s) page: its renderer process and main thread. */
function mainNavigation(events) {
  return events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  );
}

/**
 * Of the main thread's tasks from the navigation to the page's load event, the share of their wall time the thread ran
 * on a CPU (the trace's thread time over its wall time): 1 on an idle host, lower when the page waited. Null when the
 * trace does not tell (no navigation, no thread times).
 * @param {{ traceEvents?: object[] } | undefined} trace Lighthouse's `artifacts.Trace`
 */
export function mainThreadCpuShare(trace) {
  const events = trace?.traceEvents ?? [];
  const navigation = mainNavigation(events);
  if (!navigation) return null;
  const onMainThread = (event) => event.pid === navigation.pid && event.tid === navigation.tid;
  const load = events.find((event) => onMainThread(event) && event.name === 'loadEventEnd' && event.ts > navigation.ts);
  const end = load?.ts ?? Infinity;
  let wall = 0;
  let cpu = 0;
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'RunTask' || !onMainThread(event)) continue;
    if (event.ts < navigation.ts || event.ts > end || !(event.tdur >= 0)) continue;
    wall += event.dur;
    cpu += event.tdur;
  }
  return wall > 0 ? Math.min(1, cpu / wall) : null;
}
