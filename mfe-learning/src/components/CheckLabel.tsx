import styled from 'styled-components';
import { color } from '@chapter/shared';

/** A checkbox with its words, as the learning lists' filters show it ("Not finished", "Show unsolved only"). */
export const CheckLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${color('text')};

  input {
    width: 18px;
    height: 18px;
    accent-color: ${color('primary')};
  }
`;
