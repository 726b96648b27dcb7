import { performance } from 'node:perf_hooks';

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Calls `call` `warmUp` times, then `requests` times timed; p50 and p99 in ms, and the last answer. */
export async function latencyOf<T>(call: () => Promise<T>, requests: number, warmUp = 30): Promise<{ p50: number; p99: number; last: T }> {
  for (let i = 0; i < warmUp; i++) await call();
  const times: number[] = [];
  let last = await call();
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    last = await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), last };
}
