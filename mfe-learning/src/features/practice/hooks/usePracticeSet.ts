import { keepPreviousData, useApiMutation, useApiQuery, useLastData, useQueryClient } from '@chapter/shared';
import type { QuestionsResponse } from '@chapter/shared/types';
import type { ResourceFields } from '../../../components/ResourceFormDialog';
import { deletePracticeSet, editPracticeSet, practiceSetKeys } from '../api/practiceSets';
import { addQuestion, deleteQuestion, fetchQuestions, type ProblemFields, type QuestionFilters } from '../api/questions';

/** One practice set's problems under `filters`, and the changes a core member makes to it. */
export function usePracticeSet(id: string, filters: QuestionFilters) {
  const queryClient = useQueryClient();
  // Another filter keeps the current problems on screen until its answer arrives (and if it fails).
  const questions = useApiQuery([...practiceSetKeys.detail(id), filters], () => fetchQuestions(id, filters), { placeholderData: keepPreviousData });
  const data = useLastData(questions.data);

  // A change to the set's problems changes its page and its card in the list (count, date).
  const changesProblems = { invalidates: [practiceSetKeys.all], toast: true } as const;
  const addProblem = useApiMutation((values: ProblemFields) => addQuestion(id, values), { meta: changesProblems });
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

  return { questions, data, addProblem, deleteProblem, edit, remove };
}
