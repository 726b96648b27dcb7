import type { DatabaseHandle } from '../db';
import type { JobContext } from '../jobs/context';
import { HttpError } from '../errors';
import { finishedMonth, monthEndRunRequest, previewMonthEnd, type MonthEndPreview } from '../modules/monthEnd/service';
import { MONTH_END_STEPS } from '../modules/monthEnd/plan';
import { followRun } from './adminCommands';
import { UsageError } from './commands';

const USAGE = `Usage: month-end preview --month 2026-10 | month-end run --month 2026-10 [--step ${MONTH_END_STEPS.join('|')}]`;

const SPARE_REASONS = { protected: 'protected', coreMember: 'core member', blocked: 'blocked' } as const;

/** The preview as text: the steps' state, the achievements, who is removed and who is spared, and why. */
export function previewText(preview: MonthEndPreview): string {
  const lines = [`Month end of ${preview.month} (passing mark ${preview.passingMarks}, ${preview.ranked} members ranked)`, '', 'Steps:'];
  for (const step of preview.status.steps)
    lines.push(`  ${step.name.padEnd(14)} ${step.state.padEnd(8)} ${step.enabled ? 'switched on ' : 'switched off'}  ${step.label}`);
  lines.push('', `Achievements (${preview.achievements.length}):`);
  for (const award of preview.achievements) lines.push(`  ${award.type.padEnd(18)} ${award.name} (${award.value})`);
  lines.push('', `Removed at the passing mark (${preview.removals.length}):`);
  for (const member of preview.removals) lines.push(`  ${member.name} (${member.role}, ${member.points} points)`);
  lines.push('', `Spared (${preview.spared.length}):`);
  for (const member of preview.spared) lines.push(`  ${member.name} (${member.role}, ${member.points} points): ${SPARE_REASONS[member.reason]}`);
  lines.push('', `Notifications turned back on: ${preview.resubscribe}`);
  return lines.join('\n');
}

/** `month-end preview|run`: the admin area's preview and run, from the command line (the run is audited and queued alike). */
export async function monthEndCommand(
  database: DatabaseHandle,
  ctx: JobContext,
  args: string[],
  options: { month?: string; step?: string },
  print: (line: string) => void,
): Promise<string> {
  const [action] = args;
  if (action !== 'preview' && action !== 'run') throw new UsageError(USAGE);
  if (!options.month) throw new UsageError(`Give the month: --month 2026-10\n${USAGE}`);
  try {
    if (action === 'preview') return previewText(await previewMonthEnd(database.db, finishedMonth(options.month, ctx.timeZone)));
    const request = await monthEndRunRequest(database.db, { month: options.month, step: options.step }, ctx.timeZone);
    return await followRun(database, ctx, request, print);
  } catch (error) {
    if (error instanceof HttpError) throw new UsageError(`${error.message}\n${USAGE}`);
    throw error;
  }
}
