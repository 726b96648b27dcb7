import styled from 'styled-components';
import { PageColumn, color, media, radius, shadow } from '@chapter/shared';

export { Centered } from '@chapter/shared';

/** The column every page of this remote sits in (profiles read best a little narrower). */
export const Page = styled(PageColumn).attrs({ $width: 1100 })``;

/** A white panel with a heading; sections of a page are cards. */
export const Card = styled.section`
  min-width: 0;
  padding: 24px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  box-shadow: ${shadow('sm')};

  ${media.mobile} {
    padding: 16px;
  }
`;

export const CardTitle = styled.h2`
  margin: 0 0 16px;
  font-size: 1.125rem;
  color: ${color('text')};
`;
