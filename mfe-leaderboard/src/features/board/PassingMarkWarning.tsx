import { Notice } from '@chapter/shared';
import { daysLeftInMonth, daysLeftText } from '../../lib/monthEnd';

export type PassingMarkWarningProps = { mark: number; now?: Date };

/** The overall board's red notice: the server's passing mark and how long the month still runs. */
export function PassingMarkWarning({ mark, now = new Date() }: PassingMarkWarningProps) {
  return (
    <Notice tone="danger" role="note" aria-label="Performance warning">
      <p>
        Members scoring below {mark} points will be removed from active membership at month end. {daysLeftText(daysLeftInMonth(now))}
      </p>
    </Notice>
  );
}
