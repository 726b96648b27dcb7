import { useRef } from 'react';
import { keepPreviousData, useApiMutation, useApiQuery, useLastData, useQueryClient } from '@chapter/shared';
import type { QuestionsResponse } from '@chapter/shared/types';
import type { ResourceFields } from '../../../components/ResourceFormDialog';
import { deletePracticeSet, editPracticeSet, practiceSetKeys } from '../api/practiceSets';
import { addQuestion, deleteQuestion, fetchQuestions, reorderQuestions, type ProblemFields, type QuestionFilters } from '../api/questions';

const SOLVED = ['solved'] as const;

/** One practice set's problems under `filters`, and the changes a core member makes to it. */
export function usePracticeSet(id: string, filters: QuestionFilters) {
  const queryClient = useQueryClient();
  // Another filter keeps the current problems on screen until its answer arrives (and if it fails).
  // New solved problems recorded for this member ('solved') read the marks and counts again (docs/learning-progress.md).
  const questions = useApiQuery([...practiceSetKeys.detail(id), filters], () => fetchQuestions(id, filters), {
    placeholderData: keepPreviousData,
    liveRefetch: SOLVED,
  });
  const data = useLastData(questions.data);
  const beforeReorder = useRef<QuestionsResponse | undefined>(undefined);

  // A change to the set's problems changes its page and its card in the list (count, date).
  const changesProblems = { invalidates: [practiceSetKeys.all], toast: true } as const;
  // A refused problem (409: already in the set) is told inside the dialog, not toasted.
  const addProblem = useApiMutation((values: ProblemFields) => addQuestion(id, values), { meta: { invalidates: [practiceSetKeys.all] } });
  const deleteProblem = useApiMutation((questionId: string) => deleteQuestion(id, questionId), { meta: changesProblems });
  const edit = useApiMutation((values: ResourceFields) => editPracticeSet(id, values), {
    meta: { invalidates: [practiceSetKeys.lists], toast: true },
    // The page shows the new title at once, without asking for the problems again.
    onSuccess: (body, values) => {
      queryClient.setQueriesData<QuestionsResponse>(
        { queryKey: practiceSetKeys.detail(id) },
        (current) => current && { ...current, resourceInfo: { ...current.resourceInfo, ...values, ...body.data } },
      );
    },
  });
  const remove = useApiMutation(() => deletePracticeSet(id), {
    meta: { invalidates: [practiceSetKeys.lists], toast: true },
    // The page is being left: its answer is marked stale (asked again if it is opened again), not asked for now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceSetKeys.detail(id), refetchType: 'none' }),
  });

  // The new order shows at once; a refused one puts the old order back (the data layer toasts nothing: the page says why).
  const reorder = useApiMutation((questionIds: string[]) => reorderQuestions(id, questionIds), {
    meta: { invalidates: [practiceSetKeys.detail(id)] },
    onMutate: async (questionIds) => {
      const key = [...practiceSetKeys.detail(id), filters];
      await queryClient.cancelQueries({ queryKey: key });
      beforeReorder.current = queryClient.getQueryData<QuestionsResponse>(key);
      queryClient.setQueryData<QuestionsResponse>(key, (current) => {
        if (!current) return current;
        const byId = new Map(current.questions.map((question) => [question._id, question]));
        return { ...current, questions: questionIds.flatMap((questionId) => byId.get(questionId) ?? []) };
      });
    },
    onError: () => {
      if (beforeReorder.current) queryClient.setQueryData([...practiceSetKeys.detail(id), filters], beforeReorder.current);
    },
  });

  return { questions, data, addProblem, deleteProblem, edit, remove, reorder };
}
