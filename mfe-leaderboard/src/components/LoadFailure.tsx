import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, color } from '@chapter/shared';
import { Centered } from './Page';

const Title = styled.h3`
  margin: 0;
  font-size: 1.125rem;
  color: ${color('danger')};
`;

const Detail = styled.p`
  margin: 0;
  max-width: 44ch;
  color: ${color('muted')};
`;

export type LoadFailureProps = { title: string; detail: ReactNode; onRetry: () => void };

/** What a page shows when its data did not arrive: what went wrong in words, and a Retry. */
export function LoadFailure({ title, detail, onRetry }: LoadFailureProps) {
  return (
    <Centered role="alert">
      <Title>{title}</Title>
      <Detail>{detail}</Detail>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </Centered>
  );
}
