import styled from 'styled-components';
import { color } from '../theme';

/**
 * The line of a page-wide notice under the navigation bar (offline, the API unavailable): calm, not alarming, in the
 * information colours (text on infoSoft passes AA, theme/contrast.test.ts), one short line that wraps at 390 px.
 */
export const NoticeBar = styled.p`
  margin: 0;
  padding: 8px 16px;
  border-bottom: 1px solid ${color('info')};
  background: ${color('infoSoft')};
  color: ${color('text')};
  font-weight: 600;
  text-align: center;
  overflow-wrap: anywhere;
`;
