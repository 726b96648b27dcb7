import styled from 'styled-components';
import { color, media } from '@chapter/shared';

/** The column every page of this remote sits in. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 32px 20px 48px;

  ${media.mobile} { padding: 20px 12px 32px; gap: 16px; }
`;

export const PageHeading = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 4vw, 2.25rem);
  line-height: 1.2;
  color: ${color('text')};
`;

/** A row of controls that wraps on narrow screens. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

/** Centres a spinner or a message while there is nothing else to show. */
export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-height: 240px;
  text-align: center;
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
