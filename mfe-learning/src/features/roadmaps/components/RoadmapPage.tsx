import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog, GatedButton, LoadFailure, Spinner, useHasRole } from '@chapter/shared';
import { Chips } from '../../../components/Chips';
import { DetailHeader } from '../../../components/DetailHeader';
import { NotFoundPanel } from '../../../components/NotFoundPanel';
import { Centered, Meta, Page } from '../../../components/Page';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { CORE_ONLY } from '../../../lib/coreMember';
import { formatDate } from '../../../lib/formatDate';
import { withToast } from '../../../lib/notifyResult';
import { plural } from '../../../lib/plural';
import { deleteRoadmap, getRoadmap } from '../api/roadmaps';
import { RoadmapEditor } from './RoadmapEditor';

/** /roadmaps/:id (the roadmap's slug): the roadmap's header and its viewer/editor. */
export function RoadmapPage() {
  const { id: slug = '' } = useParams();
  const navigate = useNavigate();
  const isCore = useHasRole('COREMEMBER');
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remote = useRemoteData(slug, () => getRoadmap(slug));
  const roadmap = remote.data?.data;

  if (remote.error?.status === 404) return <NotFoundPanel message="Roadmap not found" fallbackPath="/roadmaps" />;
  if (!roadmap) {
    return (
      <Page>
        <Centered>{remote.loading ? <Spinner size={32} label="Loading roadmap" /> : <LoadFailure message={remote.error?.message ?? ''} onRetry={remote.reload} />}</Centered>
      </Page>
    );
  }

  const remove = async () => {
    setDeleting(true);
    const result = await withToast(deleteRoadmap(slug));
    if (result.ok) {
      navigate('/roadmaps');
      return;
    }
    setDeleting(false);
    setConfirming(false);
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
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </Page>
  );
}
