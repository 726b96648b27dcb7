import type { Kysely } from 'kysely';
import type { SchedulerConstants } from '@chapter/contract';
import type { Database } from '../../db/schema';

const COLUMNS = {
  achievementScheduler: 'achievement_scheduler',
  backupDataScheduler: 'backup_data_scheduler',
  resetDataScheduler: 'reset_data_scheduler',
  autoKickScheduler: 'auto_kick_scheduler',
  passingMarks: 'passing_marks',
} as const;

export async function readSchedulerSettings(db: Kysely<Database>): Promise<SchedulerConstants> {
  const row = await db.selectFrom('scheduler_settings').selectAll().executeTakeFirstOrThrow();
  return {
    achievementScheduler: row.achievement_scheduler,
    backupDataScheduler: row.backup_data_scheduler,
    resetDataScheduler: row.reset_data_scheduler,
    autoKickScheduler: row.auto_kick_scheduler,
    passingMarks: row.passing_marks,
  };
}

export async function updateSchedulerSettings(db: Kysely<Database>, changes: Partial<SchedulerConstants>): Promise<SchedulerConstants> {
  const set: Record<string, boolean | number | Date> = {};
  for (const [key, column] of Object.entries(COLUMNS)) {
    const value = changes[key as keyof SchedulerConstants];
    if (value !== undefined) set[column] = value;
  }
  if (Object.keys(set).length > 0)
    await db
      .updateTable('scheduler_settings')
      .set({ ...set, updated_at: new Date() })
      .execute();
  return readSchedulerSettings(db);
}
