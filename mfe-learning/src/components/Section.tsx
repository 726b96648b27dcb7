import styled from 'styled-components';
import { color } from '@chapter/shared';

/** A titled part of a detail page (Problems, Videos). */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  color: ${color('text')};
`;

export const InlineError = styled.p`
  margin: 0;
  color: ${color('danger')};
`;
