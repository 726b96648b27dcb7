import { localeString } from '../clock/drawnClock';
import { updatedAgo } from '../format/freshness';
import { useNow } from './useNow';

/** 'Updated 2 min ago', renewing itself every 30 s; the exact time in the viewer's locale on hover and for tools. */
export function UpdatedAgo({ at, className }: { at: string; className?: string }) {
  const now = useNow(30_000);
  return (
    <time className={className} dateTime={at} title={localeString(at)}>
      {updatedAgo(at, now)}
    </time>
  );
}
