import styled from 'styled-components';
import { color, media, radius, shadow } from '@chapter/shared';

/** The page column, title and centred placeholder every remote shares. */
export { PageColumn as Page, PageHeading, Centered } from '@chapter/shared';

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: clamp(1.25rem, 3vw, 1.5rem);
  line-height: 1.25;
  color: ${color('text')};
`;

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

/** A white rounded panel. */
export const Card = styled.div`
  padding: 20px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  box-shadow: ${shadow('sm')};

  ${media.mobile} {
    padding: 16px;
  }
`;

/** Small muted facts ('Updated 2 min ago'). */
export const Meta = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${color('muted')};
`;
