import { useId, useState } from 'react';
import styled from 'styled-components';
import type { StatsTier } from '@chapter/shared/types';
import { Card } from '../../components/Page';
import { NARROW_SCREEN, useMediaQuery } from '../../hooks/useMediaQuery';
import { TierMembersDialog } from './TierMembersDialog';
import { TierRow } from './TierRow';
import { orderedTiers } from './tiers';

const Heading = styled.h3`
  margin: 0 0 16px;
  font-size: 1.125rem;
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Four tiers, Tier 1 Elite on top, with avatars and a '+N' popup per tier. */
export function PerformancePyramid({ tiers }: { tiers: StatsTier[] }) {
  const headingId = useId();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [open, setOpen] = useState<StatsTier | null>(null);

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Heading id={headingId}>Performance Pyramid</Heading>
      <Steps>
        {orderedTiers(tiers).map((tier, index) => (
          <TierRow key={tier.tier} tier={tier} index={index} narrow={narrow} onShowAll={setOpen} />
        ))}
      </Steps>
      <TierMembersDialog tier={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
