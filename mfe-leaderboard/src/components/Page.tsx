import styled from 'styled-components';
import { color, media, radius, shadow } from '@chapter/shared';

/** The column the leaderboard area sits in. */
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

  ${media.mobile} { gap: 16px; }
`;

/** A white rounded panel. */
export const Card = styled.div`
  padding: 20px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  box-shadow: ${shadow('sm')};

  ${media.mobile} { padding: 16px; }
`;

/** Centres a spinner or a message while there is nothing else to show. */
export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-height: 200px;
  text-align: center;
`;

/** Small muted facts ('Last updated 5 Mar 2025, 10:00'). */
export const Meta = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${color('muted')};
`;
