import type { PracticeSet } from '@chapter/shared/types';
import { Chips } from '../../../components/Chips';
import { CollectionCard } from '../../../components/CollectionCard';
import { Meta } from '../../../components/Page';
import { formatDate } from '../../../lib/formatDate';
import { plural } from '../../../lib/plural';
import { ProgressSummary } from './ProgressSummary';

export function PracticeSetCard({ set }: { set: PracticeSet }) {
  return (
    <CollectionCard to={`/practice/${set._id}`} title={set.title} description={set.description}>
      <Chips items={set.platforms} label="Platforms" />
      <Meta>
        <span>{plural(set.totalQuestions, 'question')}</span>
        <span>Last updated {formatDate(set.lastUpdatedAt)}</span>
      </Meta>
      <ProgressSummary set={set} />
    </CollectionCard>
  );
}
