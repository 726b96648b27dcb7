import type { ErrorReruns } from '../modules/deps';
import { rerunContestErrors } from './contests';
import type { JobContext } from './context';
import { runPractice } from './practice';

/** The error queues' re-runs for the admin's routes: the same contest and practice runs as the schedule's, done at once. */
export function errorReruns(base: Omit<JobContext, 'log'>): ErrorReruns {
  return {
    contest: (contestId, log) => rerunContestErrors({ ...base, log }, contestId),
    practice: (day, only, log) => runPractice({ ...base, log }, day, only),
  };
}
