import styled from 'styled-components';
import { color, radius } from '@chapter/shared';

/** The kit's textarea and select, as the register steps use them. */
export { Select, TextArea } from '@chapter/shared';

/** '+91' in front of the phone input. */
export const Prefixed = styled.div`
  display: flex;
  align-items: stretch;
  span {
    display: flex;
    align-items: center;
    padding: 0 12px;
    border: 1px solid ${color('border')};
    border-right: 0;
    border-radius: ${radius('md')} 0 0 ${radius('md')};
    background: ${color('surfaceAlt')};
    color: ${color('muted')};
    font-weight: 600;
  }
  input {
    border-radius: 0 ${radius('md')} ${radius('md')} 0;
  }
`;

export const Counter = styled.span<{ $over: boolean }>`
  color: ${({ $over, theme }) => ($over ? theme.colors.danger : theme.colors.muted)};
  font-weight: ${({ $over }) => ($over ? 700 : 400)};
`;
