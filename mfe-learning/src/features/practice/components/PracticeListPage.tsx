import { useState } from 'react';
import { GatedButton, useHasRole } from '@chapter/shared';
import { ListPage } from '../../../components/ListPage';
import { ResourceFormDialog } from '../../../components/ResourceFormDialog';
import { usePagedList } from '../../../hooks/usePagedList';
import { CORE_ONLY } from '../../../lib/coreMember';
import { withToast } from '../../../lib/notifyResult';
import { createPracticeSet, fetchPracticeSets } from '../api/practiceSets';
import { PracticeSetCard } from './PracticeSetCard';

/** /practice: every practice set, searchable, ten a page. */
export function PracticeListPage() {
  const isCore = useHasRole('COREMEMBER');
  const list = usePagedList(fetchPracticeSets);
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
          <GatedButton allowed={isCore} deniedReason={CORE_ONLY.createPracticeSet} onClick={() => setCreating(true)}>
            Create Resource
          </GatedButton>
          <ResourceFormDialog
            open={creating}
            title="Create Practice Set"
            description="Name the set and say what it practises; add its problems from the set's page."
            submitText="Create"
            onClose={() => setCreating(false)}
            onSubmit={async (values) => {
              const result = await withToast(createPracticeSet(values));
              if (result.ok) list.reload();
              return result.ok;
            }}
          />
        </>
      }
    />
  );
}
