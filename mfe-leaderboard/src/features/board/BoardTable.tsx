import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { color, media, radius } from '@chapter/shared';
import type { LeaderboardRow } from '@chapter/shared/types';
import type { Column } from './columns';

/** Lets the wide table scroll sideways inside its box on a phone; focusable so the keyboard can scroll it. */
const Scroll = styled.div.attrs({ tabIndex: 0, role: 'region' })`
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};

  &:focus-visible { outline: 3px solid ${color('focus')}; outline-offset: 2px; }
`;

const Table = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;

  &[aria-busy='true'] tbody { opacity: 0.55; }

  th, td { padding: 12px 16px; text-align: left; border-bottom: 1px solid ${color('border')}; vertical-align: middle; white-space: nowrap; }
  th { background: ${color('surfaceAlt')}; font-size: 0.8125rem; text-transform: uppercase; letter-spacing: 0.02em; color: ${color('muted')}; font-weight: 600; }
  th[data-numeric], td[data-numeric] { text-align: right; font-variant-numeric: tabular-nums; }
  tbody tr:last-child td { border-bottom: 0; }

  ${media.mobile} {
    th, td { padding: 10px 12px; }
  }
`;

const Row = styled.tr<{ $below: boolean }>`
  cursor: pointer;
  &:hover { background: ${color('surfaceAlt')}; }

  ${({ $below }) =>
    $below &&
    css`
      background: ${color('dangerSoft')};
      color: ${color('danger')};
      &:hover { background: ${color('dangerSoft')}; filter: brightness(0.98); }
    `}
`;

export type BoardTableProps = {
  label: string;
  columns: Column[];
  rows: LeaderboardRow[];
  /** Rows with fewer points are drawn red (overall board only). */
  passingMark?: number;
  busy: boolean;
};

/** The board's table; each row leads to the member's profile (the name cell holds the real, focusable link). */
export function BoardTable({ label, columns, rows, passingMark, busy }: BoardTableProps) {
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLTableRowElement>, row: LeaderboardRow) => {
    if ((event.target as HTMLElement).closest('a')) return; // the link navigates by itself
    navigate(`/profile/${row._id}`);
  };

  return (
    <Scroll aria-label={label}>
      <Table aria-busy={busy || undefined}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" data-numeric={column.numeric || undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const belowMark = passingMark !== undefined && row.points < passingMark;
            return (
              <Row key={row._id} $below={belowMark} data-below-mark={belowMark || undefined} onClick={(event) => open(event, row)}>
                {columns.map((column) => (
                  <td key={column.header} data-numeric={column.numeric || undefined}>
                    {column.cell(row, { belowMark })}
                  </td>
                ))}
              </Row>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}
