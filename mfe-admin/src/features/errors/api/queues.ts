import { call } from '@chapter/shared';

/** The two error queues: their routes (by the record's id: a contest's, or a day's), and the failure texts of each. */
export const QUEUES = {
  contest: {
    rerun: (id: string) => call('POST /admin/re-run-contest-error', { body: { contestId: id } }),
    ignore: (id: string, userId: string) => call('POST /admin/ignore-user-from-contest-error', { body: { contestId: id, userId } }),
    remove: (id: string) => call('DELETE /admin/delete-contest-error', { body: { contestId: id } }),
    texts: { rerun: 'Failed to rerun contest error', ignore: 'Failed to ignore user from contest error!', remove: 'Failed to delete contest error!' },
  },
  practice: {
    rerun: (id: string) => call('POST /admin/re-run-practice-question-error', { body: { practiceQuestionId: id } }),
    ignore: (id: string, userId: string) => call('POST /admin/ignore-user-from-practice-question-error', { body: { practiceQuestionId: id, userId } }),
    remove: (id: string) => call('DELETE /admin/delete-practice-question-error', { body: { practiceQuestionId: id } }),
    texts: {
      rerun: 'Failed to rerun practice question error',
      ignore: 'Failed to ignore user from practice question error!',
      remove: 'Failed to delete practice question error!',
    },
  },
} as const;

export type QueueKind = keyof typeof QUEUES;
