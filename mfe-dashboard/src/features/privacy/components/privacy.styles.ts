import styled from 'styled-components';
import { color, media } from '@chapter/shared';

/** The muted sentence under a section's title. */
export const Lead = styled.p`
  margin: -8px 0 16px;
  color: ${color('muted')};
`;

/** A group of choices under a legend; no frame of its own (the card is the frame). */
export const Group = styled.fieldset`
  margin: 0;
  padding: 12px 0;
  border: 0;
  border-top: 1px solid ${color('border')};
  min-width: 0;
  legend {
    margin: 0 0 8px;
    padding: 0;
    font-weight: 600;
    color: ${color('text')};
  }
`;

/** Choices side by side; stacked on a phone. */
export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 20px;
  ${media.mobile} {
    flex-direction: column;
    align-items: flex-start;
  }
`;

/** A radio button or checkbox with its text, big enough to hit. */
export const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  color: ${color('text')};
  cursor: pointer;
  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${color('primary')};
  }
`;

/** A small muted line under a group or control. */
export const Hint = styled.p`
  margin: 8px 0 0;
  font-size: 0.875rem;
  color: ${color('muted')};
`;

/** Buttons in a row; stacked and full width on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;
