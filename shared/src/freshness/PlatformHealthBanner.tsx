import styled from 'styled-components';
import { platformDownText } from '../format/freshness';
import type { PlatformHealth } from '../types';
import { Notice } from '../ui/Notice';
import { useNow } from './useNow';
import { useDownPlatforms } from './usePlatformHealth';

// A polite live region that is always there (so a platform going down is announced), taking no room while empty (out
// of the flow, so a flex or grid gap is not spent on it either).
const Region = styled.div`
  &:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
  }
`;

const Lines = styled.ul`
  padding: 0;
  list-style: none;
  display: grid;
  gap: 4px;
`;

/** Presentational: one line per platform that is down ('CodeChef is not answering since 14:10; its figures are from 13:55'). */
export function PlatformDownNotice({
  down,
  now = new Date(),
  className,
}: {
  down: Array<Pick<PlatformHealth, 'platform' | 'since' | 'lastSuccessAt'>>;
  now?: Date;
  className?: string;
}) {
  return (
    <Region role="status" aria-label="Platform status" className={className}>
      {down.length > 0 && (
        <Notice tone="warning">
          <Lines>
            {down.map((item) => (
              <li key={item.platform}>{platformDownText(item.platform, item.since, item.lastSuccessAt, now)}</li>
            ))}
          </Lines>
        </Notice>
      )}
    </Region>
  );
}

/** The members' banner on the boards and the profile while a platform does not answer; nothing otherwise. */
export function PlatformHealthBanner({ className }: { className?: string }) {
  const down = useDownPlatforms();
  const now = useNow(60_000);
  return <PlatformDownNotice down={down} now={now} className={className} />;
}
