// Runs independent commands side by side, a few at a time, each one's output kept and printed whole when it ends
// (so parallel suites never interleave their lines), with how long it took.
import os from 'node:os';
import { runQuiet } from './proc.mjs';

/** How many suites run at once: TEST_JOBS, else the machine's cores (two on the project's usual machine). */
export const defaultJobs = () => Math.max(1, Number(process.env.TEST_JOBS) || os.availableParallelism());

/**
 * Runs every task ({ name, cmd, args, options }) with at most `jobs` at once; resolves with
 * [{ name, code, output, seconds }] in the tasks' order.
 */
export async function runPool(tasks, jobs = defaultJobs()) {
  const results = new Array(tasks.length);
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      const started = performance.now();
      const { code, output } = await runQuiet(task.cmd, task.args, task.options ?? {});
      const seconds = (performance.now() - started) / 1000;
      results[index] = { name: task.name, code, output, seconds };
      console.log(`\n▶ ${task.name} (${formatSeconds(seconds)}, exit ${code})\n${output.trimEnd()}`);
    }
  }
  await Promise.all(Array.from({ length: Math.min(jobs, tasks.length) }, worker));
  return results;
}

export function formatSeconds(seconds) {
  return seconds >= 90 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;
}
