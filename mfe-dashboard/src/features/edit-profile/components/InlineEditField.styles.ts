import styled, { css } from 'styled-components';
import { color, font, media, radius } from '@chapter/shared';

// The look of InlineEditField: a label | value | actions row that stacks on phones.
export const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(120px, 180px) minmax(0, 1fr) auto;
  grid-template-areas: 'label value actions';
  gap: 8px 16px;
  align-items: start;
  padding: 14px 0;
  border-bottom: 1px solid ${color('border')};

  &:last-child { border-bottom: 0; }

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

const control = css`
  width: 100%;
  min-height: 40px;
  padding: 8px 12px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  background: ${color('surface')};
  color: ${color('text')};
  font: inherit;
  font-family: ${font('body')};

  &:focus-visible { border-color: ${color('primary')}; }
  &[aria-invalid='true'] { border-color: ${color('danger')}; }
`;

export const TextInput = styled.input`${control}`;
export const TextArea = styled.textarea`
  ${control}
  min-height: 88px;
  resize: vertical;
`;
export const Picker = styled.select`${control}`;

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
