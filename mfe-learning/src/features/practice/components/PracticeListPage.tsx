import { useState } from 'react';
import { DEBOUNCE_MS, GatedButton, useApiMutation, useHasRole, usePagedQuery } from '@chapter/shared';
import type { ProgressFilter } from '@chapter/shared/types';
import { ListPage } from '../../../components/ListPage';
import { ResourceFormDialogOnDemand } from '../../../components/ResourceFormDialogOnDemand';
import { CORE_ONLY } from '../../../lib/coreMember';
import { succeeded } from '../../../lib/succeeded';
import { createPracticeSet, fetchPracticeSets, practiceSetKeys } from '../api/practiceSets';
import { PracticeSetCard } from './PracticeSetCard';
import { CheckLabel } from '../../../components/CheckLabel';

/** /practice: every practice set, searchable, ten a page; "Not finished" keeps the sets the member has not finished. */
export function PracticeListPage() {
  const isCore = useHasRole('COREMEMBER');
  const [progress, setProgress] = useState<ProgressFilter>('all');
  const list = usePagedQuery([...practiceSetKeys.lists, progress], (query) => fetchPracticeSets(query, progress), {
    searchDelayMs: DEBOUNCE_MS.listSearch,
  });
  const create = useApiMutation(createPracticeSet, { meta: { invalidates: [practiceSetKeys.lists], toast: true } });
  const [creating, setCreating] = useState(false);

  return (
    <ListPage
      heading="Solve. Learn. Repeat. Your coding journey starts here!"
      searchLabel="Search practice sets"
      searchPlaceholder="Search practice set..."
      listLabel="Practice sets"
      list={list}
      keyOf={(set) => set._id}
      renderItem={(set) => <PracticeSetCard set={set} />}
      actions={
        <>
          <CheckLabel>
            <input
              type="checkbox"
              checked={progress === 'unsolved'}
              onChange={(event) => {
                setProgress(event.target.checked ? 'unsolved' : 'all');
                if (list.query.page !== 1) list.setPage(1);
              }}
            />
            Not finished
          </CheckLabel>
          <GatedButton allowed={isCore} deniedReason={CORE_ONLY.createPracticeSet} onClick={() => setCreating(true)}>
            Create Resource
          </GatedButton>
          <ResourceFormDialogOnDemand
            open={creating}
            title="Create Practice Set"
            description="Name the set and say what it practises; add its problems from the set's page."
            submitText="Create"
            onClose={() => setCreating(false)}
            onSubmit={(values) => succeeded(create.mutateAsync(values))}
          />
        </>
      }
    />
  );
}
