import { fetchErrorQueues } from '../api/fetchErrorQueues';
import type { QueueKind } from '../api/queues';
import { fromContest, fromPractice } from './errorRecords';

/** The errors a finished re-run left: the count its result carries, else what the queue holds now for the record (null: unknown). */
export async function errorsLeft(result: unknown, kind: QueueKind, recordId: string): Promise<number | null> {
  const counted = result && typeof result === 'object' ? (result as { errorCount?: unknown }).errorCount : undefined;
  if (typeof counted === 'number') return counted;
  const answer = await fetchErrorQueues();
  if (!answer.ok || !answer.data) return null;
  const queues = answer.data.data;
  const records = kind === 'contest' ? queues.contestErrorData.map(fromContest) : queues.practiceQuestionErrorData.map(fromPractice);
  return records.find((record) => record.id === recordId)?.users.length ?? 0;
}
