import styled from 'styled-components';
import { color, media, radius, shadow } from '@chapter/shared';

/** The column every page of this remote sits in. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  width: 100%;
  max-width: 1100px;
  margin: 0 auto;
  padding: 32px 20px 48px;

  ${media.mobile} { padding: 20px 12px 32px; gap: 16px; }
`;

/** A white panel with a heading; sections of a page are cards. */
export const Card = styled.section`
  min-width: 0;
  padding: 24px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  box-shadow: ${shadow('sm')};

  ${media.mobile} { padding: 16px; }
`;

export const CardTitle = styled.h2`
  margin: 0 0 16px;
  font-size: 1.125rem;
  color: ${color('text')};
`;

/** Centres a spinner or a message in the page while there is nothing else to show. */
export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-height: 240px;
  text-align: center;
`;
