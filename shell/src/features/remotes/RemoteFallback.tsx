import { useEffect } from 'react';
import styled from 'styled-components';
import { Button, isOffline, subscribeOnline, useIsOffline } from '@chapter/shared';

const Panel = styled.section`
  margin: 48px auto;
  max-width: 480px;
  padding: 32px 24px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h1 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * The same panel for every failure of a remote: not listed, not reachable, or crashed while rendering. Offline, a part
 * whose code is not on this device yet cannot come until the network does (docs/offline.md): the panel says so, calmly,
 * without a Retry that would fail, and tries again by itself when the browser is back online.
 */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const offline = useIsOffline();
  useEffect(() => subscribeOnline(() => !isOffline() && onRetry()), [onRetry]);
  if (offline) {
    return (
      <Panel role="status" data-testid="remote-fallback">
        <h1>This part of the app is not saved on this device yet</h1>
        <p>It loads when you are back online. The rest of the app still works.</p>
      </Panel>
    );
  }
  return (
    <Panel role="alert" data-testid="remote-fallback">
      {/* The panel stands in for the whole page, so its title is the page's heading. */}
      <h1>This part of the app is unavailable</h1>
      <p>It could not be loaded just now. The rest of the app still works.</p>
      <Button onClick={onRetry}>Retry</Button>
    </Panel>
  );
}
