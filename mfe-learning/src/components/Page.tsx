import styled from 'styled-components';
import { color } from '@chapter/shared';

/** The page column, title and centred placeholder every remote shares. */
export { PageColumn as Page, PageHeading, Centered } from '@chapter/shared';

/** A row of controls that wraps on narrow screens. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

/** Small muted facts under a title ('12 problems · Updated 5 Mar 2025'). */
export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  font-size: 0.875rem;
  color: ${color('muted')};
`;
