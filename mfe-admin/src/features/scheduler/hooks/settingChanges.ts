import type { SchedulerConstants } from '@chapter/shared/types';

export const SWITCHES = [
  { key: 'achievementScheduler', label: 'Achievement Scheduler', hint: 'Awards the monthly achievements on the 1st' },
  { key: 'backupDataScheduler', label: 'Backup Data Scheduler', hint: 'Writes the monthly backup' },
  { key: 'resetDataScheduler', label: 'Reset Data Scheduler', hint: "Starts the new month's points" },
  { key: 'autoKickScheduler', label: 'Auto Kick Scheduler', hint: 'Removes members below the passing mark at month end' },
] as const;

const onOff = (value: boolean) => (value ? 'On' : 'Off');

/** The lines the confirmation lists: only what differs from the saved settings ('Auto Kick Scheduler: On → Off'). */
export function settingChanges(saved: SchedulerConstants, draft: SchedulerConstants): string[] {
  const lines: string[] = SWITCHES.filter(({ key }) => saved[key] !== draft[key]).map(
    ({ key, label }) => `${label}: ${onOff(saved[key])} → ${onOff(draft[key])}`,
  );
  if (saved.passingMarks !== draft.passingMarks) lines.push(`Passing Marks: ${saved.passingMarks} → ${draft.passingMarks}`);
  return lines;
}
