import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEBOUNCE_MS, GatedButton, onDemand, useApiMutation, useHasRole, useOpenedOnce, usePagedQuery } from '@chapter/shared';
import { ListPage } from '../../../components/ListPage';
import { CORE_ONLY } from '../../../lib/coreMember';
import { RESOURCES_HEADING } from '../../../lib/headings';
import { succeeded } from '../../../lib/succeeded';
import { createRoadmap, fetchRoadmaps, roadmapKeys } from '../api/roadmaps';
import { RoadmapCard } from './RoadmapCard';

// The form (and formik and yup with it) downloads when a core member first opens it, not with the learning area.
const CreateRoadmapDialog = onDemand(
  () => import('./CreateRoadmapDialog'),
  (module: typeof import('./CreateRoadmapDialog')) => module.CreateRoadmapDialog,
);

/** /roadmaps: every roadmap, searchable, six a page. */
export function RoadmapListPage() {
  const isCore = useHasRole('COREMEMBER');
  const navigate = useNavigate();
  const list = usePagedQuery(roadmapKeys.lists, fetchRoadmaps, { searchDelayMs: DEBOUNCE_MS.listSearch });
  const create = useApiMutation(createRoadmap, {
    meta: { invalidates: [roadmapKeys.lists], toast: true },
    // A new roadmap is empty: its editor is where the work starts.
    onSuccess: (body) => {
      if (body.data) navigate(`/roadmaps/${body.data.slug}`);
    },
  });
  const [creating, setCreating] = useState(false);
  const creatingOpened = useOpenedOnce(creating);

  return (
    <ListPage
      heading={RESOURCES_HEADING}
      searchLabel="Search roadmaps"
      searchPlaceholder="Search roadmaps..."
      listLabel="Roadmaps"
      emptyText="No roadmaps found"
      list={list}
      keyOf={(roadmap) => roadmap._id}
      renderItem={(roadmap) => <RoadmapCard roadmap={roadmap} />}
      actions={
        <>
          <GatedButton allowed={isCore} deniedReason={CORE_ONLY.createRoadmap} onClick={() => setCreating(true)}>
            Create Roadmap
          </GatedButton>
          {creatingOpened && (
            <CreateRoadmapDialog open={creating} onClose={() => setCreating(false)} onSubmit={(roadmap) => succeeded(create.mutateAsync(roadmap))} />
          )}
        </>
      }
    />
  );
}
