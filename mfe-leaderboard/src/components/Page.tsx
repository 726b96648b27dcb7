import styled from 'styled-components';
import { media } from '@chapter/shared';

/** The page column, title, section title, card, muted facts and centred placeholder every remote shares. */
export { PageColumn as Page, PageHeading, SectionHeading, Card, Muted, Centered } from '@chapter/shared';

/** A page's stack of blocks. */
export const Stack = styled.section`
  display: flex;
  flex-direction: column;
  gap: 20px;
  min-width: 0;

  ${media.mobile} {
    gap: 16px;
  }
`;
