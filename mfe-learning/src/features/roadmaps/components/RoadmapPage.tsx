import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog, GatedButton, NoAnswer, Spinner, useHasRole } from '@chapter/shared';
import { Chips } from '../../../components/Chips';
import { DetailHeader } from '../../../components/DetailHeader';
import { NotFoundPanel } from '../../../components/NotFoundPanel';
import { Centered, Meta, Page } from '../../../components/Page';
import { CORE_ONLY } from '../../../lib/coreMember';
import { formatDate } from '../../../lib/formatDate';
import { plural } from '../../../lib/plural';
import { succeeded } from '../../../lib/succeeded';
import { useRoadmap } from '../hooks/useRoadmap';
import { RoadmapEditor } from './RoadmapEditor';

/** /roadmaps/:id (the roadmap's slug): the roadmap's header and its viewer/editor. */
export function RoadmapPage() {
  const { id: slug = '' } = useParams();
  const navigate = useNavigate();
  const isCore = useHasRole('COREMEMBER');
  const [confirming, setConfirming] = useState(false);
  const { roadmap: query, remove } = useRoadmap(slug);
  const roadmap = query.data?.data;

  if (query.error?.status === 404) return <NotFoundPanel message="Roadmap not found" fallbackPath="/roadmaps" />;
  if (!roadmap) {
    return (
      <Page>
        <Centered>
          {query.isFetching ? (
            <Spinner size={32} label="Loading roadmap" />
          ) : (
            <NoAnswer error={query.error} paused={query.fetchStatus === 'paused'} onRetry={() => void query.refetch()} />
          )}
        </Centered>
      </Page>
    );
  }

  const confirmDelete = async () => {
    if (await succeeded(remove.mutateAsync())) navigate('/roadmaps');
    else setConfirming(false);
  };

  return (
    <Page>
      <DetailHeader
        title={roadmap.title}
        description={roadmap.description}
        actions={
          <GatedButton allowed={isCore} deniedReason={CORE_ONLY.delete} variant="danger" aria-label="Delete roadmap" onClick={() => setConfirming(true)}>
            Delete
          </GatedButton>
        }
      >
        <Chips items={roadmap.tags} label="Tags" />
        <Meta>
          <span>{plural(roadmap.nodes.length, 'step')}</span>
          <span>Created {formatDate(roadmap.dateCreated)}</span>
        </Meta>
      </DetailHeader>
      {/* A different roadmap starts a fresh editor. */}
      <RoadmapEditor key={roadmap.slug} roadmap={roadmap} canEdit={isCore} />
      <ConfirmDialog
        open={confirming}
        type="danger"
        title="Delete Roadmap"
        message="Are you sure you want to delete this roadmap? This action cannot be undone."
        confirmText="Delete"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      />
    </Page>
  );
}
