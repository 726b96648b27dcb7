import { api, notify, type ApiResult } from '@chapter/shared';
import type { JobRun, RerunResponse } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { ERRORS_KEY } from '../../../lib/queryKeys';
import { QUEUES, type QueueKind } from './queues';

export const UPDATE_LEADERBOARD_ADVICE = 'Please manually update the leaderboard!';

/** How often a queued re-run is asked about, and for how long at most (a guard against a run that never ends). */
export const RERUN_POLL_MS = 1000;
const RERUN_GIVE_UP_MS = 15 * 60_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Follows a queued re-run to its end; its result carries the contract's message and errorCount. */
async function followRun(run: JobRun): Promise<ApiResult<RerunResponse>> {
  const deadline = Date.now() + RERUN_GIVE_UP_MS;
  let current = run;
  while (current.state !== 'completed' && current.state !== 'failed') {
    if (Date.now() > deadline) return { ok: false, status: 0, data: null, message: 'The re-run is taking too long; see Extra Controls for its progress' };
    await wait(RERUN_POLL_MS);
    const answer = await api.get<{ data: JobRun }>(`/admin/job-run/${run.id}`);
    if (!answer.ok || !answer.data) return { ok: false, status: answer.status, data: null, message: answer.message };
    current = answer.data.data;
  }
  if (current.state === 'failed')
    return { ok: false, status: 500, data: { message: current.error ?? 'The re-run failed' } as RerunResponse, message: current.error ?? 'The re-run failed' };
  const result = (current.result ?? {}) as Partial<RerunResponse>;
  return { ok: true, status: 200, data: { message: String(result.message ?? 'Re-run finished'), errorCount: Number(result.errorCount ?? 0) }, message: '' };
}

/**
 * POST /admin/re-run-contest-error { contestId } or /admin/re-run-practice-question-error { practiceQuestionId }.
 * A server with a job queue answers at once with the queued run (`data`): the action then lasts until the run ends.
 */
export async function rerunError({ kind, id }: { kind: QueueKind; id: string }): Promise<ApiResult<RerunResponse>> {
  const answer = await api.post<RerunResponse & { data?: JobRun }>(QUEUES[kind].rerun, { [QUEUES[kind].idField]: id });
  const run = answer.ok ? answer.data?.data : undefined;
  return run?.id ? followRun(run) : answer;
}

/** After a re-run: '{message} with new error count as {errorCount}', then the advice to update the board. */
export const useRerunError = (kind: QueueKind) =>
  useAdminMutation(
    rerunError,
    { failed: QUEUES[kind].texts.rerun, error: QUEUES[kind].texts.rerun, success: (body) => `${body.message} with new error count as ${body.errorCount}` },
    [ERRORS_KEY],
    () => notify.info(UPDATE_LEADERBOARD_ADVICE),
  );
