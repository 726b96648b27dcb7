import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiQueryError, Button, EmptyState, GatedButton, NoAnswer, SearchIcon, Spinner, notify, useHasRole } from '@chapter/shared';
import { Chips } from '../../../components/Chips';
import { DetailHeader } from '../../../components/DetailHeader';
import { EditDeleteActions } from '../../../components/EditDeleteActions';
import { NotFoundPanel } from '../../../components/NotFoundPanel';
import { Centered, Meta, Page, Toolbar } from '../../../components/Page';
import { InlineError, Section, SectionHeader, SectionTitle } from '../../../components/Section';
import { CORE_ONLY } from '../../../lib/coreMember';
import { formatDate } from '../../../lib/formatDate';
import { plural } from '../../../lib/plural';
import { succeeded } from '../../../lib/succeeded';
import { ALL_QUESTIONS, isFiltered, type QuestionFilters } from '../api/questions';
import { usePracticeSet } from '../hooks/usePracticeSet';
import { AddProblemDialog, type AddOutcome } from './AddProblemDialog';
import { BulkAddDialog } from './BulkAddDialog';
import { MarksNote } from './MarksNote';
import { ProgressSummary } from './ProgressSummary';
import { QuestionFiltersBar } from './QuestionFiltersBar';
import { QuestionTable } from './QuestionTable';

/** An add's answer as the dialog shows it: added (toasted with the server's words), or why not. */
const outcomeOf = (added: Promise<{ message: string }>): Promise<AddOutcome> =>
  added.then(
    (body) => {
      notify.success(body.message);
      return null;
    },
    (error: unknown) => ({
      status: error instanceof ApiQueryError ? error.status : 0,
      message: error instanceof Error ? error.message : 'The problem was not added.',
    }),
  );

export const DELETE_PRACTICE_SET_MESSAGE = 'Are you sure you want to delete this practice set? This action cannot be undone.';

/** /practice/:id: one set's problems, filtered by difficulty and platform; core members manage them. */
export function PracticeSetPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const isCore = useHasRole('COREMEMBER');
  const [filters, setFilters] = useState<QuestionFilters>(ALL_QUESTIONS);
  const [deleteMode, setDeleteMode] = useState(false);
  const [adding, setAdding] = useState(false);
  const [bulkAdding, setBulkAdding] = useState(false);
  const { questions, data, addProblem, deleteProblem, edit, remove, reorder } = usePracticeSet(id, filters);
  const { isFetching: loading, error } = questions;

  if (error?.status === 404) return <NotFoundPanel message="Resource not found" fallbackPath="/practice" />;
  if (!data) {
    return (
      <Page>
        <Centered>
          {loading ? (
            <Spinner size={32} label="Loading practice set" />
          ) : (
            <NoAnswer error={error} paused={questions.fetchStatus === 'paused'} onRetry={() => void questions.refetch()} />
          )}
        </Centered>
      </Page>
    );
  }

  const set = data.resourceInfo;
  const deletingId = deleteProblem.isPending ? (deleteProblem.variables ?? null) : null;
  const filtered = isFiltered(filters);
  // Reordering needs the whole set on screen, in its stored order, and no other change under way.
  const canReorder = isCore && !filtered && !deleteMode && data.questions.length > 1;

  return (
    <Page>
      <DetailHeader
        title={set.title}
        description={set.description}
        actions={
          <EditDeleteActions
            subject="practice set"
            allowed={isCore}
            values={{ title: set.title, description: set.description }}
            editTitle="Edit Practice Set"
            onSave={(values) => succeeded(edit.mutateAsync(values))}
            confirmTitle="Delete Practice Set"
            confirmMessage={DELETE_PRACTICE_SET_MESSAGE}
            onDelete={async () => {
              const deleted = await succeeded(remove.mutateAsync());
              if (deleted) navigate('/practice');
              return deleted;
            }}
          />
        }
      >
        <Chips items={set.platforms} label="Platforms" />
        <Meta>
          <span>{plural(set.totalQuestions, 'problem')}</span>
          <span>Updated {formatDate(set.lastUpdatedAt)}</span>
        </Meta>
        <ProgressSummary set={set} />
      </DetailHeader>

      <Section aria-labelledby="problems-title">
        <SectionHeader>
          <SectionTitle id="problems-title">Problems</SectionTitle>
          <Toolbar>
            <GatedButton
              allowed={isCore}
              deniedReason={CORE_ONLY.delete}
              variant={deleteMode ? 'danger' : 'secondary'}
              aria-pressed={deleteMode}
              onClick={() => setDeleteMode((on) => !on)}
            >
              Delete Mode
            </GatedButton>
            <GatedButton allowed={isCore} deniedReason={CORE_ONLY.addProblem} onClick={() => setAdding(true)}>
              Add Problem
            </GatedButton>
            {isCore && (
              <Button variant="secondary" onClick={() => setBulkAdding(true)}>
                Add several
              </Button>
            )}
          </Toolbar>
        </SectionHeader>
        <QuestionFiltersBar
          filters={filters}
          platforms={set.platforms}
          onChange={setFilters}
          showProgress={data.marksUpdatedAt !== undefined || filters.progress !== 'all'}
        />
        <MarksNote marksUpdatedAt={data.marksUpdatedAt} />
        {isCore && filtered && data.questions.length > 1 && <Meta>Clear the filters to reorder.</Meta>}
        {error && <InlineError role="alert">{error.message}</InlineError>}
        {reorder.error && <InlineError role="alert">The order was not saved: {reorder.error.message}</InlineError>}
        {data.questions.length === 0 ? (
          <EmptyState icon={<SearchIcon size={36} />} title="No problems found" />
        ) : (
          <QuestionTable
            questions={data.questions}
            deleteMode={deleteMode && isCore}
            deletingId={deletingId}
            onDelete={(question) => deleteProblem.mutate(question._id)}
            busy={loading}
            onReorder={canReorder ? (questionIds) => reorder.mutate(questionIds) : undefined}
          />
        )}
      </Section>

      <AddProblemDialog open={adding} onClose={() => setAdding(false)} onSubmit={(values) => outcomeOf(addProblem.mutateAsync(values))} />
      {isCore && <BulkAddDialog open={bulkAdding} resourceId={id} onClose={() => setBulkAdding(false)} />}
    </Page>
  );
}
