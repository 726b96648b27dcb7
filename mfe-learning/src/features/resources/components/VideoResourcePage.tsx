import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ConfirmDialog, EmptyState, GatedButton, NoAnswer, PlayIcon, Spinner, media, useHasRole } from '@chapter/shared';
import type { Video } from '@chapter/shared/types';
import { DetailHeader } from '../../../components/DetailHeader';
import { EditDeleteActions } from '../../../components/EditDeleteActions';
import { NotFoundPanel } from '../../../components/NotFoundPanel';
import { Centered, Meta, Page } from '../../../components/Page';
import { Section, SectionHeader, SectionTitle } from '../../../components/Section';
import { CORE_ONLY } from '../../../lib/coreMember';
import { formatDate } from '../../../lib/formatDate';
import { plural } from '../../../lib/plural';
import { succeeded } from '../../../lib/succeeded';
import { useVideoResource } from '../hooks/useVideoResource';
import { AddVideoDialog } from './AddVideoDialog';
import { VideoCard } from './VideoCard';

const VideoGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

/** /resources/:id: a video resource's embedded videos; core members add, delete and edit. */
export function VideoResourcePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const isCore = useHasRole('COREMEMBER');
  const [adding, setAdding] = useState(false);
  const [doomed, setDoomed] = useState<Video | null>(null);
  const { videos, add, deleteOne, edit, remove } = useVideoResource(id);
  const { data, isFetching: loading, error } = videos;

  if (error?.status === 404) return <NotFoundPanel message="Resource not found" fallbackPath="/resources" />;
  if (!data) {
    return (
      <Page>
        <Centered>
          {loading ? (
            <Spinner size={32} label="Loading resource" />
          ) : (
            <NoAnswer error={error} paused={videos.fetchStatus === 'paused'} onRetry={() => void videos.refetch()} />
          )}
        </Centered>
      </Page>
    );
  }

  const resource = data.resourceInfo;
  const confirmDeleteVideo = () => {
    if (doomed) deleteOne.mutate(doomed._id, { onSettled: () => setDoomed(null) });
  };

  return (
    <Page>
      <DetailHeader
        title={resource.title}
        description={resource.description}
        actions={
          <EditDeleteActions
            subject="resource"
            allowed={isCore}
            values={{ title: resource.title, description: resource.description }}
            editTitle="Edit Resource"
            onSave={(values) => succeeded(edit.mutateAsync(values))}
            confirmTitle="Delete Resource"
            confirmMessage="Are you sure you want to delete this resource and all its videos? This action cannot be undone."
            onDelete={async () => {
              const deleted = await succeeded(remove.mutateAsync());
              if (deleted) navigate('/resources');
              return deleted;
            }}
          />
        }
      >
        <Meta>
          <span>{plural(resource.totalVideos, 'video')}</span>
          <span>Last updated {formatDate(resource.lastUpdatedAt)}</span>
        </Meta>
      </DetailHeader>

      <Section aria-labelledby="videos-title">
        <SectionHeader>
          <SectionTitle id="videos-title">Videos</SectionTitle>
          <GatedButton allowed={isCore} deniedReason={CORE_ONLY.addVideo} onClick={() => setAdding(true)}>
            Add Video
          </GatedButton>
        </SectionHeader>
        {data.videos.length === 0 ? (
          <EmptyState icon={<PlayIcon size={36} />} title="No videos yet" />
        ) : (
          <VideoGrid aria-label="Videos">
            {data.videos.map((video) => (
              <li key={video._id}>
                <VideoCard video={video} canDelete={isCore} onDelete={setDoomed} />
              </li>
            ))}
          </VideoGrid>
        )}
      </Section>

      <AddVideoDialog open={adding} onClose={() => setAdding(false)} onSubmit={(values) => succeeded(add.mutateAsync(values))} />
      <ConfirmDialog
        open={doomed !== null}
        type="danger"
        title="Delete Video"
        message={doomed ? `Are you sure you want to delete '${doomed.videoTitle}'? This action cannot be undone.` : ''}
        confirmText="Delete"
        busy={deleteOne.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={confirmDeleteVideo}
      />
    </Page>
  );
}
