import styled from 'styled-components';
import { color, radius, shadow, zIndex } from '@chapter/shared';

export const Wrapper = styled.div`
  position: relative;
  min-width: 0;
`;

export const Label = styled.span`
  display: block;
  margin-bottom: 4px;
  font-weight: 600;
  color: ${color('text')};
`;

export const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 52px;
  padding: 6px 12px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  background: ${color('surface')};
  color: ${color('text')};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:disabled {
    cursor: default;
    background: ${color('surfaceAlt')};
  }
`;

export const Caret = styled.span`
  display: inline-flex;
  margin-left: auto;
  color: ${color('muted')};
`;

export const Options = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: ${zIndex('tooltip')};
  max-height: 320px;
  margin: 0;
  padding: 4px;
  overflow-y: auto;
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  background: ${color('surface')};
  box-shadow: ${shadow('md')};
  list-style: none;
`;

export const Option = styled.li`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 6px 8px;
  border-radius: ${radius('sm')};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${color('primarySoft')};
  }
  &:focus,
  &:hover {
    outline: 2px solid ${color('focus')};
    outline-offset: -2px;
  }
`;

export const Who = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  strong {
    overflow-wrap: anywhere;
  }
  small {
    color: ${color('muted')};
  }
`;

/** A comma only heard: 'Asha Rao, Member' (kept inline, so no extra space lands before it in the name). */
export const Pause = styled.span`
  font-size: 0;
`;
