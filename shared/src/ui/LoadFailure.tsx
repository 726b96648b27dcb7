import styled from 'styled-components';
import { color } from '../theme';
import { Button } from './Button';
import { Centered } from './PageColumn';

const Message = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${color('danger')};
`;

export type LoadFailureProps = {
  message: string;
  onRetry: () => void;
};

/** What a page shows when its data did not arrive: the error in words and a Retry that asks again. */
export function LoadFailure({ message, onRetry }: LoadFailureProps) {
  return (
    <Centered>
      <Message role="alert">{message}</Message>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </Centered>
  );
}
