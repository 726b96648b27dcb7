import styled from 'styled-components';
import { VisuallyHidden, color, media, radius } from '@chapter/shared';

/** The warning pair (4.5:1) in a small pill; on a phone it drops under the figure so the points column stays narrow. */
const Mark = styled.span`
  display: inline-block;
  margin-left: 6px;
  padding: 0 6px;
  border-radius: ${radius('pill')};
  background: ${color('warningSoft')};
  color: ${color('warning')};
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.5;
  letter-spacing: 0;
  text-transform: none;
  white-space: nowrap;

  ${media.mobile} {
    display: block;
    width: max-content;
    margin: 2px 0 0 auto;
  }
`;

/**
 * Beside a member's points while some of this month's contest points of theirs may still change: the platform has
 * not settled a contest's standings yet (its last re-fetch has not run). The word is visible; what it means is read
 * out to screen readers with it.
 */
export function ProvisionalMark() {
  return (
    <Mark>
      provisional
      <VisuallyHidden>: includes contest points the platform may still revise, final about a week after the contest</VisuallyHidden>
    </Mark>
  );
}
