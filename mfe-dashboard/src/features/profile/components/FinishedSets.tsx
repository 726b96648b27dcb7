import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color } from '@chapter/shared';
import type { ProfileData } from '@chapter/shared/types';
import { Card, CardTitle } from '../../../components/Page';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 4px 12px;
    min-width: 0;
  }
  a {
    color: ${color('primary')};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  color: ${color('muted')};
  font-size: 0.875rem;
`;

const Empty = styled.p`
  margin: 12px 0 0;
  color: ${color('muted')};
`;

/** The practice sets a member has solved every problem of (docs/learning-progress.md), each linking to its page. */
export function FinishedSets({ sets }: { sets: NonNullable<ProfileData['finishedSets']> }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <CardTitle id={headingId}>Finished practice sets</CardTitle>
      {sets.length === 0 ? (
        <Empty>No practice set finished yet.</Empty>
      ) : (
        <List>
          {sets.map((set) => (
            <li key={set.id}>
              <Link to={`/practice/${encodeURIComponent(set.id)}`}>{set.title}</Link>
              <Muted>
                {set.totalQuestions} {set.totalQuestions === 1 ? 'problem' : 'problems'}
              </Muted>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
