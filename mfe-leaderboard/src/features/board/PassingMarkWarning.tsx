import styled from 'styled-components';
import { color, radius, WarningIcon } from '@chapter/shared';
import { daysLeftInMonth, daysLeftText } from '../../lib/monthEnd';

const Box = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 14px 16px;
  border: 1px solid ${color('danger')};
  border-left-width: 4px;
  border-radius: ${radius('md')};
  background: ${color('dangerSoft')};
  color: ${color('danger')};
`;

const Icon = styled.span`
  font-size: 1.25rem;
  line-height: 1.3;
`;

const Text = styled.p`
  margin: 0;
  font-weight: 600;
`;

export type PassingMarkWarningProps = { mark: number; now?: Date };

/** The overall board's red notice: the server's passing mark and how long the month still runs. */
export function PassingMarkWarning({ mark, now = new Date() }: PassingMarkWarningProps) {
  return (
    <Box role="note" aria-label="Performance warning">
      <Icon aria-hidden="true">
        <WarningIcon size={22} />
      </Icon>
      <Text>
        Members scoring below {mark} points will be removed from active membership at month end. {daysLeftText(daysLeftInMonth(now))}
      </Text>
    </Box>
  );
}
