import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { GatedButton, useHasRole } from '@chapter/shared';
import { ListPage } from '../../../components/ListPage';
import { usePagedList } from '../../../hooks/usePagedList';
import { CORE_ONLY } from '../../../lib/coreMember';
import { RESOURCES_HEADING } from '../../../lib/headings';
import { withToast } from '../../../lib/notifyResult';
import { createRoadmap, fetchRoadmaps } from '../api/roadmaps';
import { CreateRoadmapDialog } from './CreateRoadmapDialog';
import { RoadmapCard } from './RoadmapCard';

/** /roadmaps: every roadmap, searchable, six a page. */
export function RoadmapListPage() {
  const isCore = useHasRole('COREMEMBER');
  const navigate = useNavigate();
  const list = usePagedList(fetchRoadmaps);
  const [creating, setCreating] = useState(false);

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
          <CreateRoadmapDialog
            open={creating}
            onClose={() => setCreating(false)}
            onSubmit={async (roadmap) => {
              const result = await withToast(createRoadmap(roadmap));
              // A new roadmap is empty: its editor is where the work starts.
              if (result.ok && result.data?.data) navigate(`/roadmaps/${result.data.data.slug}`);
              else if (result.ok) list.reload();
              return result.ok;
            }}
          />
        </>
      }
    />
  );
}
