import styled from 'styled-components';
import { Button } from '@chapter/shared';

const Actions = styled.div`
  display: flex;
  gap: 12px;
  button {
    flex: 1;
  }
`;

/** The later steps' buttons: Back to the step before, Continue submits this one. */
export function BackContinue({ onBack, busy }: { onBack: () => void; busy: boolean }) {
  return (
    <Actions>
      <Button variant="secondary" onClick={onBack} disabled={busy}>
        Back
      </Button>
      <Button type="submit" busy={busy}>
        Continue
      </Button>
    </Actions>
  );
}
