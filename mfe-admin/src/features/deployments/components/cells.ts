import styled from 'styled-components';

/** A version id; in a table it stays on one line (the table scrolls sideways), elsewhere it may break anywhere. */
export const VersionId = styled.code<{ $nowrap?: boolean }>`
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
  white-space: ${({ $nowrap }) => ($nowrap ? 'nowrap' : 'normal')};
`;

/** A cell whose short value reads best on one line (a time, a number, a name). */
export const OneLine = styled.td`
  white-space: nowrap;
`;
