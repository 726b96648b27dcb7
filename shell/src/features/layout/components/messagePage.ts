import { css } from 'styled-components';

/** A page that is one short message, centred: the not-found page and the page of an app that stopped. */
export const messagePage = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 48px 16px;
  text-align: center;
  p {
    color: ${({ theme }) => theme.colors.muted};
    max-width: 420px;
    margin: 0;
  }
`;
