import styled from 'styled-components';
import { OFFLINE_TEXTS } from '../constants';
import { color } from '../theme';
import { LoadFailure } from '../ui/LoadFailure';
import { Centered } from '../ui/PageColumn';
import { Spinner } from '../ui/Spinner';

const Waiting = styled.p`
  margin: 0;
  max-width: 36ch;
  text-align: center;
  color: ${color('muted')};
`;

/**
 * The read as the data layer gives it: what failed (null when nothing did), and whether it waits for the network
 * (offline, TanStack's paused fetch).
 */
export type NoAnswerProps = { error: { message: string } | null; paused: boolean; onRetry: () => void };

/** When an answer came without words of its own, or none came and none is on the way. */
export const READ_FAILED = 'This could not be loaded. Check your connection, then try again.';

/** In a page's place, offline, when nothing of it is kept on this device: it loads once back online (docs/offline.md). */
export function NotKeptOffline() {
  return (
    <Centered>
      <Waiting role="status">{OFFLINE_TEXTS.notKept}</Waiting>
    </Centered>
  );
}

/**
 * In a page's place when its read has no answer to show and none on the way. Offline with nothing kept on this device,
 * the data layer holds the read until the browser is back online (docs/offline.md), so there is no failure to show nor
 * a Retry that could help: the page says it loads once back online, calmly. Otherwise the failure and a Retry.
 */
export function NoAnswer({ error, paused, onRetry }: NoAnswerProps) {
  if (!error && paused) return <NotKeptOffline />;
  return <LoadFailure message={error?.message || READ_FAILED} onRetry={onRetry} />;
}

/**
 * In a read's place while it has no answer yet: its spinner; offline with nothing kept on this device (the data layer
 * holds the read until the browser is back online, `fetchStatus` 'paused'), a calm line saying it loads once back
 * online instead of a spinner that would turn until then (docs/offline.md, "A page with nothing kept").
 */
export function Pending({ query, label, size }: { query: { fetchStatus: string }; label: string; size?: number }) {
  if (query.fetchStatus === 'paused') return <Waiting role="status">{OFFLINE_TEXTS.partNotKept}</Waiting>;
  return <Spinner label={label} size={size} />;
}
