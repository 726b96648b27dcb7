import type { VideoResource } from '@chapter/shared/types';
import { CollectionCard } from '../../../components/CollectionCard';
import { Meta } from '../../../components/Page';
import { formatDate } from '../../../lib/formatDate';
import { plural } from '../../../lib/plural';

export function VideoResourceCard({ resource }: { resource: VideoResource }) {
  return (
    <CollectionCard to={`/resources/${resource._id}`} title={resource.title} description={resource.description}>
      <Meta>
        <span>{plural(resource.totalVideos, 'video')}</span>
        <span>Last updated {formatDate(resource.lastUpdatedAt)}</span>
      </Meta>
    </CollectionCard>
  );
}
