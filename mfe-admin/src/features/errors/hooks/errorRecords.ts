import type { ContestErrorRecord, PracticeErrorRecord } from '@chapter/shared/types';
import { pictureUrl } from '../../../lib/pictureUrl';
import type { QueueKind } from '../api/queues';

export type ErrorRecordUser = {
  userId: string;
  name: string;
  picture: string | null;
  academicYear: number | null;
  handle: string | null;
  detail: string;
  message: string;
};
/** A contest or practice error record in the one shape the cards and the dialog show. */
export type ErrorRecord = { kind: QueueKind; id: string; title: string; subtitle: string; users: ErrorRecordUser[] };

export const fromContest = (record: ContestErrorRecord): ErrorRecord => ({
  kind: 'contest',
  id: record.contestId,
  title: record.contestName,
  subtitle: `${record.contestType} · ${record.contestDate}`,
  users: record.users.map((user) => ({
    userId: user.userId,
    name: user.name,
    picture: pictureUrl(user.profilePic),
    academicYear: user.academicYear,
    handle: user.platformUsername,
    detail: record.contestType,
    message: user.errorMessage,
  })),
});

export const fromPractice = (record: PracticeErrorRecord): ErrorRecord => ({
  kind: 'practice',
  id: record.practiceQuestionId,
  title: `Practice of ${record.practiceQuestionDate}`,
  subtitle: 'LeetCode and GeeksforGeeks daily practice',
  users: record.users.map((user) => ({
    userId: user.userId,
    name: user.name,
    picture: pictureUrl(user.profilePic),
    academicYear: user.academicYear,
    handle: user.leetcodeUsername ?? user.geeksforgeeksUsername,
    detail: user.errorType,
    message: user.errorMessage,
  })),
});
