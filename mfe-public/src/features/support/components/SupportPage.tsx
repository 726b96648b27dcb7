import styled from 'styled-components';
import { color, media } from '@chapter/shared';

/** The column of every support page. */
export const SupportPage = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  padding: 48px 20px;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.8rem, 4vw, 2.4rem);
  }
  .lead {
    margin: 0 0 32px;
    color: ${color('muted')};
  }
  ${media.mobile} {
    padding: 28px 16px;
  }
`;
