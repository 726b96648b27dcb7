import styled, { css } from 'styled-components';
import { Input, Select, TextArea as SharedTextArea, color, media } from '@chapter/shared';

// The look of InlineEditField: a label | value | actions row that stacks on phones.
export const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(120px, 180px) minmax(0, 1fr) auto;
  grid-template-areas: 'label value actions';
  gap: 8px 16px;
  align-items: start;
  padding: 14px 0;
  border-bottom: 1px solid ${color('border')};

  &:last-child {
    border-bottom: 0;
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'label actions' 'value value';
  }
`;

export const Label = styled.label`
  grid-area: label;
  padding-top: 8px;
  font-weight: 600;
  color: ${color('text')};
`;

export const Value = styled.div`
  grid-area: value;
  min-width: 0;
  padding-top: 8px;
  color: ${color('text')};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const Unset = styled.span`
  color: ${color('muted')};
  font-style: italic;
`;

export const Editor = styled.div`
  grid-area: value;
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

/** The kit's controls, a little tighter to sit in a row of the profile. */
const tight = css`
  min-height: 40px;
  padding: 8px 12px;
`;

export const TextInput = styled(Input)`
  ${tight}
`;
export const TextArea = styled(SharedTextArea)`
  ${tight}
  min-height: 88px;
`;
export const Picker = styled(Select)`
  ${tight}
`;

export const Under = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-size: 0.8125rem;
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${color('danger')};
`;

export const Counter = styled.span<{ $over: boolean }>`
  margin-left: auto;
  color: ${({ $over }) => ($over ? color('danger') : color('muted'))};
`;

export const Actions = styled.div`
  grid-area: actions;
  display: flex;
  gap: 8px;
`;
