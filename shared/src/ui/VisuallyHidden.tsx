import styled from 'styled-components';
import { visuallyHidden } from '../theme/visuallyHidden';

/** Text for screen readers only; works without GlobalStyle's `.sr-only`. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
