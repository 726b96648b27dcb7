import styled from 'styled-components';
import { color, radius } from '@chapter/shared';

/** A textarea and a select that look like the kit's Input. */
export const TextArea = styled.textarea`
  width: 100%;
  min-height: 88px;
  padding: 10px 12px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  font: inherit;
  resize: vertical;
  &[aria-invalid='true'] { border-color: ${color('danger')}; }
`;

export const Select = styled.select`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  background: ${color('surface')};
  font: inherit;
  &[aria-invalid='true'] { border-color: ${color('danger')}; }
`;

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
  input { border-radius: 0 ${radius('md')} ${radius('md')} 0; }
`;

export const Counter = styled.span<{ $over: boolean }>`
  color: ${({ $over, theme }) => ($over ? theme.colors.danger : theme.colors.muted)};
  font-weight: ${({ $over }) => ($over ? 700 : 400)};
`;
