import styled from 'styled-components';
import { Spinner } from '@chapter/shared';

const Centre = styled.div<{ $inline: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ $inline }) => ($inline ? '40vh' : '100vh')};
`;

/** A centred spinner: the whole page while the session is restored, or just the content area. */
export function FullPageSpinner({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <Centre $inline={inline} role="status" aria-label={label} aria-busy="true">
      <Spinner size={40} decorative />
    </Centre>
  );
}
