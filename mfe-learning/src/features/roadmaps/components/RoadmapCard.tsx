import styled from 'styled-components';
import { ROADMAP_CARD_TAGS } from '@chapter/shared';
import type { RoadmapSummary } from '@chapter/shared/types';
import { Chips } from '../../../components/Chips';
import { CollectionCard } from '../../../components/CollectionCard';
import { Meta } from '../../../components/Page';
import { formatDate } from '../../../lib/formatDate';
import { plural } from '../../../lib/plural';
import { gradientFor } from '../graph/gradient';

const Band = styled.div<{ $gradient: string }>`
  height: 72px;
  background: ${({ $gradient }) => $gradient};
`;

export function RoadmapCard({ roadmap }: { roadmap: RoadmapSummary }) {
  return (
    <CollectionCard
      to={`/roadmaps/${roadmap.slug}`}
      title={roadmap.title}
      description={roadmap.description}
      banner={<Band $gradient={gradientFor(roadmap.slug)} aria-hidden="true" data-testid="roadmap-gradient" />}
    >
      <Chips items={roadmap.tags} label="Tags" limit={ROADMAP_CARD_TAGS} />
      <Meta>
        <span>{plural(roadmap.nodeCount, 'step')}</span>
        <span>Created {formatDate(roadmap.dateCreated)}</span>
      </Meta>
    </CollectionCard>
  );
}
