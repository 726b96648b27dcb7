/** The two error queues: their routes' names and body field, and the failure texts of each. */
export const QUEUES = {
  contest: {
    idField: 'contestId',
    rerun: '/admin/re-run-contest-error',
    ignore: '/admin/ignore-user-from-contest-error',
    remove: '/admin/delete-contest-error',
    texts: { rerun: 'Failed to rerun contest error', ignore: 'Failed to ignore user from contest error!', remove: 'Failed to delete contest error!' },
  },
  practice: {
    idField: 'practiceQuestionId',
    rerun: '/admin/re-run-practice-question-error',
    ignore: '/admin/ignore-user-from-practice-question-error',
    remove: '/admin/delete-practice-question-error',
    texts: {
      rerun: 'Failed to rerun practice question error',
      ignore: 'Failed to ignore user from practice question error!',
      remove: 'Failed to delete practice question error!',
    },
  },
} as const;

export type QueueKind = keyof typeof QUEUES;
