import type { Kysely } from 'kysely';
import type { MonthEndMonths, MonthEndPreview, MonthStatus } from '@chapter/contract';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { addMonths, monthBounds, monthIn } from '../../clock';
import { MONTH_END_JOB, type RunRequest } from '../jobRuns/jobRuns';
import { bodyRecord } from '../lists';
import { isMonthEndStep, MONTH_END_STEPS, monthEndSwitches, planMonthEnd, STEP_LABELS } from './plan';

export type { MonthEndPreview };

/** How many finished months the admin's month picker offers (plus any month a run has touched). */
const MONTHS_LISTED = 12;

/**
 * A month the month end may run for: YYYY-MM (400 otherwise) and over in the chapter's time zone (409 for the current
 * or a future month: its points are still coming in).
 */
export function finishedMonth(value: unknown, timeZone: string, now = new Date()): string {
  if (typeof value !== 'string' || value.length !== 7) throw new HttpError(400, 'Month must look like 2026-11');
  monthBounds(value);
  const current = monthIn(now, timeZone);
  if (value >= current) throw new HttpError(409, `${value} is not over yet: the month end runs only for a finished month (before ${current})`);
  return value;
}

export async function monthStatus(db: Kysely<Database>, month: string): Promise<MonthStatus> {
  const run = await db.selectFrom('month_end_runs').selectAll().where('month', '=', month).executeTakeFirst();
  const switches = await monthEndSwitches(db);
  return {
    month,
    startedAt: run ? new Date(run.started_at).toISOString() : null,
    finishedAt: run?.finished_at ? new Date(run.finished_at).toISOString() : null,
    steps: MONTH_END_STEPS.map((name) => ({
      name,
      label: STEP_LABELS[name],
      enabled: switches[name],
      state: run?.steps_done.includes(name) ? 'done' : run?.steps_skipped.includes(name) ? 'skipped' : 'pending',
    })),
  };
}

/** The finished months an admin can pick, newest first, with their month end's state. */
export async function monthEndMonths(db: Kysely<Database>, timeZone: string, now = new Date()): Promise<MonthEndMonths> {
  const currentMonth = monthIn(now, timeZone);
  const recent = Array.from({ length: MONTHS_LISTED }, (_, index) => addMonths(currentMonth, -1 - index));
  const ran = await db.selectFrom('month_end_runs').select('month').where('month', '<', currentMonth).execute();
  const months = [...new Set([...recent, ...ran.map((row) => row.month)])].sort().reverse();
  return { currentMonth, months: await Promise.all(months.map((month) => monthStatus(db, month))) };
}

/** What the month end of `month` would do now, computed without changing anything (the plan the run applies). */
export async function previewMonthEnd(db: Kysely<Database>, month: string): Promise<MonthEndPreview> {
  const { standings, switches: _switches, ...plan } = await planMonthEnd(db, month);
  return { ...plan, ranked: standings.length, status: await monthStatus(db, month) };
}

/**
 * An admin's "run month end" (`{ month }`) or "run this step" (`{ month, step }`), checked: a finished month, a known
 * step, and something left to do (409 otherwise). One open run per month, whichever process or click asks.
 */
export async function monthEndRunRequest(db: Kysely<Database>, body: unknown, timeZone: string, now = new Date()): Promise<RunRequest> {
  const raw = bodyRecord(body);
  const month = finishedMonth(raw.month, timeZone, now);
  const step = raw.step === undefined || raw.step === null || raw.step === '' ? null : raw.step;
  if (step !== null && !isMonthEndStep(step)) throw new HttpError(400, `Unknown step: choose one of ${MONTH_END_STEPS.join(', ')}`);
  const status = await monthStatus(db, month);
  if (step !== null) {
    if (status.steps.find((one) => one.name === step)!.state === 'done') throw new HttpError(409, `${STEP_LABELS[step]}: already done for ${month}`);
  } else if (status.steps.every((one) => one.state === 'done' || (one.state === 'skipped' && !one.enabled))) {
    throw new HttpError(409, `The month end of ${month} has nothing left to run (a step switched off can be run on its own)`);
  }
  const label = step ? `Month end of ${month}: ${STEP_LABELS[step]}` : `Month end of ${month}`;
  return {
    name: MONTH_END_JOB,
    key: `month-end:${month}`,
    label,
    data: step ? { month, step } : { month },
    audit: { action: 'run-month-end', after: { month, step, label } },
  };
}
