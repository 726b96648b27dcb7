import styled from 'styled-components';
import { color, media, radius, shadow } from '../theme';

/**
 * A white rounded panel; the sections of a page are cards. A `<section>`: give it `aria-labelledby` its title's id
 * (or `as` another element). `$padding` widens its inside (default 20 px); on a phone it is 16 px.
 */
export const Card = styled.section<{ $padding?: number }>`
  min-width: 0;
  padding: ${({ $padding = 20 }) => $padding}px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  box-shadow: ${shadow('sm')};

  ${media.mobile} {
    padding: 16px;
  }
`;

/** A card's title. */
export const CardTitle = styled.h2`
  margin: 0 0 16px;
  font-size: 1.125rem;
  color: ${color('text')};
`;
