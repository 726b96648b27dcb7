import { useId } from 'react';
import styled from 'styled-components';
import { color, media, radius } from '@chapter/shared';
import type { StatsData } from '@chapter/shared/types';
import { Card } from '../../components/Page';
import { oneDecimal } from '../../lib/format';
import { TIER_COLOURS, TIER_TITLES, membersText, orderedTiers } from './tiers';

const Heading = styled.h3`
  margin: 0 0 16px;
  font-size: 1.125rem;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 12px;
  margin: 0 0 20px;

  div {
    padding: 10px 12px;
    border-radius: ${radius('md')};
    background: ${color('surfaceAlt')};
  }
  dt {
    font-size: 0.8125rem;
    color: ${color('muted')};
  }
  dd {
    margin: 2px 0 0;
    font-size: 1.25rem;
    font-weight: 700;
  }

  ${media.below('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Bar = styled.div`
  display: flex;
  height: 20px;
  overflow: hidden;
  border-radius: ${radius('pill')};
  background: ${color('border')};
`;

const Segment = styled.span`
  display: block;
  height: 100%;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  color: ${color('muted')};

  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Swatch = styled.span`
  width: 12px;
  height: 12px;
  border-radius: 3px;
`;

/** Share of `count` in `total` as a CSS width with one decimal ('37.5%'). */
export const shareOf = (count: number, total: number) => `${total > 0 ? Number(((count / total) * 100).toFixed(1)) : 0}%`;

/** min–max, median, mode, standard deviation, and a bar whose segments are proportional to each tier's members. */
export function ScoreDistribution({ stats }: { stats: StatsData }) {
  const headingId = useId();
  const tiers = orderedTiers(stats.tiers);
  const total = tiers.reduce((sum, tier) => sum + tier.count, 0);
  const summary = tiers.map((tier) => `${TIER_TITLES[tier.tier]}: ${membersText(tier.count)}`).join(', ');

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Heading id={headingId}>Score Distribution</Heading>
      <Figures>
        <div>
          <dt>Range</dt>
          <dd>
            {oneDecimal(stats.minScore)} – {oneDecimal(stats.maxScore)}
          </dd>
        </div>
        <div>
          <dt>Median</dt>
          <dd>{oneDecimal(stats.median)}</dd>
        </div>
        <div>
          <dt>Mode</dt>
          <dd>{oneDecimal(stats.mode)}</dd>
        </div>
        <div>
          <dt>Standard Deviation</dt>
          <dd>{oneDecimal(stats.standardDeviation)}</dd>
        </div>
      </Figures>
      <Bar role="img" aria-label={total > 0 ? `Members per tier: ${summary}` : 'No members on the board yet'}>
        {tiers.map((tier) =>
          tier.count > 0 ? (
            <Segment
              key={tier.tier}
              data-tier={tier.tier}
              title={`${TIER_TITLES[tier.tier]}: ${membersText(tier.count)}`}
              style={{ width: shareOf(tier.count, total), background: TIER_COLOURS[tier.tier] }}
            />
          ) : null,
        )}
      </Bar>
      <Legend aria-label="Tiers">
        {tiers.map((tier) => (
          <li key={tier.tier}>
            <Swatch aria-hidden="true" style={{ background: TIER_COLOURS[tier.tier] }} />
            {TIER_TITLES[tier.tier]}: {membersText(tier.count)} ({shareOf(tier.count, total)})
          </li>
        ))}
      </Legend>
    </Card>
  );
}
