import { useId } from 'react';
import styled from 'styled-components';
import { color, media } from '@chapter/shared';
import type { StatsData } from '@chapter/shared/types';
import { Card } from '../../components/Page';
import { oneDecimal, percent } from '../../lib/format';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 16px;

  ${media.below('tablet')} {
    grid-template-columns: 1fr;
    gap: 12px;
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${color('muted')};
`;

const Value = styled.p`
  margin: 6px 0 2px;
  font-size: 2rem;
  font-weight: 800;
  line-height: 1.1;
  color: ${color('text')};
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${color('muted')};
`;

function StatCard({ title, value, note }: { title: string; value: string; note: string }) {
  const titleId = useId();
  return (
    <Card as="div" role="group" aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      <Value>{value}</Value>
      <Note>{note}</Note>
    </Card>
  );
}

/** User Base, Average Score and Passing Rate (passed/total as a rounded percent). */
export function StatCards({ stats }: { stats: StatsData }) {
  return (
    <Grid>
      <StatCard title="User Base" value={String(stats.totalUsers)} note="members on this month's board" />
      <StatCard title="Average Score" value={oneDecimal(stats.mean)} note="points per member this month" />
      <StatCard
        title="Passing Rate"
        value={percent(stats.passedUsers, stats.totalUsers)}
        note={`${stats.passedUsers} of ${stats.totalUsers} at or above the passing mark of ${stats.passingMark} points`}
      />
    </Grid>
  );
}
