// The month end routes' answers (GET /admin/month-end/*, GET /admin/backups), as this page reads them.
import type { JobRun } from '@chapter/shared/types';

export type MonthEndStepName = 'ranks' | 'achievements' | 'backup' | 'autoKick' | 'subscriptions';

export type MonthEndStepStatus = { name: MonthEndStepName; label: string; enabled: boolean; state: 'done' | 'skipped' | 'pending' };

export type MonthStatus = { month: string; startedAt: string | null; finishedAt: string | null; steps: MonthEndStepStatus[] };

export type PlannedMember = { userId: string; name: string; role: string; points: number };

export type MonthEndPreview = {
  month: string;
  passingMarks: number;
  ranked: number;
  achievements: Array<{ userId: string; name: string; type: string; value: number }>;
  removals: PlannedMember[];
  spared: Array<PlannedMember & { reason: 'protected' | 'coreMember' | 'blocked' }>;
  resubscribe: number;
  status: MonthStatus;
};

export type BackupState = 'verified' | 'changed' | 'unrecorded' | 'missing';

export type BackupItem = { name: string; month: string | null; sizeBytes: number; createdAt: string; state: BackupState; rows: number | null };

export type MonthsResponse = { message: string; data: { currentMonth: string; months: MonthStatus[] } };
export type PreviewResponse = { message: string; data: MonthEndPreview };
export type BackupsResponse = { message: string; data: BackupItem[] };
export type MonthEndRunResponse = { message: string; data: JobRun };
