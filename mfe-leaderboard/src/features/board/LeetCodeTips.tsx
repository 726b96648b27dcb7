import { useId } from 'react';
import styled from 'styled-components';
import { color } from '@chapter/shared';
import { Card } from '../../components/Page';

const Title = styled.h3`
  margin: 0 0 8px;
  font-size: 1.0625rem;
  color: ${color('text')};
`;

const Tips = styled.ul`
  display: grid;
  gap: 6px;
  margin: 0;
  padding-left: 20px;
  color: ${color('text')};

  li::marker {
    color: ${color('primary')};
  }
`;

/** Practical advice on the LeetCode board. */
export function LeetCodeTips() {
  const titleId = useId();
  return (
    <Card as="aside" aria-labelledby={titleId}>
      <Title id={titleId}>Tips to climb the LeetCode board</Title>
      <Tips>
        <li>Solve at least one practice problem every day: each day with a solve earns 1 point (LeetCode and GeeksforGeeks together earn at most 2 a day).</li>
        <li>Verify your LeetCode username on Edit Profile; problems solved on an unverified profile earn no points.</li>
        <li>LeetCode stats are refreshed daily, so today&apos;s solves show here after the next update.</li>
        <li>Work through one topic at a time, from Easy to Medium, and revisit problems you could not solve.</li>
        <li>Take part in the weekly and biweekly contests to raise your contest rating.</li>
      </Tips>
    </Card>
  );
}
