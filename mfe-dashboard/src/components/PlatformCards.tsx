import { useId } from 'react';
import styled from 'styled-components';
import { PlatformHealthBanner } from '@chapter/shared';
import type { ProfileData } from '@chapter/shared/types';
import { Card, CardTitle } from './Page';
import { PLATFORM_ORDER } from '../lib/platforms';
import { PlatformCard } from './PlatformCard';
import { Grid } from './PlatformCard.styles';

const Banner = styled(PlatformHealthBanner)`
  &:not(:empty) {
    margin-bottom: 16px;
  }
`;

export type PlatformCardsProps = { profile: ProfileData };

/** The member's four coding platforms side by side (one column on phones), under a banner while a platform is down. */
export function PlatformCards({ profile }: PlatformCardsProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <CardTitle id={headingId}>Platform Activity</CardTitle>
      <Banner />
      <Grid>
        {PLATFORM_ORDER.map((platform) => (
          <PlatformCard key={platform} platform={platform} account={profile.platforms?.[platform]} isOwnProfile={profile.isOwnProfile} />
        ))}
      </Grid>
    </Card>
  );
}
