import { Fragment, useState, type MouseEvent, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ChevronDownIcon, color, media, radius } from '@chapter/shared';
import type { LeaderboardRow } from '@chapter/shared/types';
import type { Column } from './columns';

/** Lets the wide table scroll sideways inside its box on a phone; focusable so the keyboard can scroll it. */
const Scroll = styled.div.attrs({ tabIndex: 0, role: 'region' })`
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};

  &:focus-visible {
    outline: 3px solid ${color('focus')};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;

  &[aria-busy='true'] tbody {
    opacity: 0.55;
  }

  th,
  td {
    padding: 12px 16px;
    text-align: left;
    border-bottom: 1px solid ${color('border')};
    vertical-align: middle;
    white-space: nowrap;
  }
  th {
    background: ${color('surfaceAlt')};
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.02em;
    color: ${color('muted')};
    font-weight: 600;
  }
  th[data-numeric],
  td[data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }

  /* On a phone: rank, name and score fit without sideways scrolling; the other figures open per row. */
  [data-phone-only] {
    display: none;
  }
  ${media.mobile} {
    min-width: 0;
    th,
    td {
      padding: 10px 8px;
    }
    td {
      white-space: normal;
    }
    [data-extra] {
      display: none;
    }
    [data-phone-only] {
      display: table-cell;
    }
    tr[data-phone-only] {
      display: table-row;
    }
    tr[data-phone-only][hidden] {
      display: none;
    }
  }
`;

const DetailsButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid ${color('controlBorder')};
  border-radius: ${radius('md')};
  background: ${color('surface')};
  color: ${color('text')};
  cursor: pointer;

  svg {
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline: 3px solid ${color('focus')};
    outline-offset: 2px;
  }
  ${media.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 16px;
  margin: 0;

  dt {
    color: ${color('muted')};
    font-size: 0.8125rem;
    font-weight: 600;
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Row = styled.tr<{ $below: boolean }>`
  cursor: pointer;
  &:hover {
    background: ${color('surfaceAlt')};
  }

  ${({ $below }) =>
    $below &&
    css`
      background: ${color('dangerSoft')};
      color: ${color('danger')};
      &:hover {
        background: ${color('dangerSoft')};
        filter: brightness(0.98);
      }
    `}
`;

const DetailsRow = styled(Row)`
  cursor: default;
`;

export type BoardTableProps = {
  label: string;
  columns: Column[];
  rows: LeaderboardRow[];
  /** Rows with fewer points are drawn red (overall board only). */
  passingMark?: number;
  busy: boolean;
  /** The ref of the row with this key (the member's id, or `<id>/details` for a phone's details row), for its slide. */
  rowRef?: (key: string) => Ref<HTMLTableRowElement>;
};

/** The board's table; each row leads to the member's profile (the name cell holds the real, focusable link). */
export function BoardTable({ label, columns, rows, passingMark, busy, rowRef }: BoardTableProps) {
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const extras = columns.filter((column) => !column.essential);
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const open = (event: MouseEvent<HTMLTableRowElement>, row: LeaderboardRow) => {
    if ((event.target as HTMLElement).closest('a, button')) return; // the link navigates, the details button toggles
    navigate(`/profile/${row._id}`);
  };

  return (
    <Scroll aria-label={label}>
      <Table aria-busy={busy || undefined}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" data-numeric={column.numeric || undefined} data-extra={column.essential ? undefined : true}>
                {column.header}
              </th>
            ))}
            {extras.length > 0 && (
              <th scope="col" data-phone-only>
                Details
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const belowMark = passingMark !== undefined && row.points < passingMark;
            const isOpen = expanded.has(row._id);
            const detailsId = `board-details-${row._id}`;
            return (
              <Fragment key={row._id}>
                <Row ref={rowRef?.(row._id)} $below={belowMark} data-below-mark={belowMark || undefined} onClick={(event) => open(event, row)}>
                  {columns.map((column) => (
                    <td key={column.header} data-numeric={column.numeric || undefined} data-extra={column.essential ? undefined : true}>
                      {column.cell(row, { belowMark })}
                    </td>
                  ))}
                  {extras.length > 0 && (
                    <td data-phone-only>
                      <DetailsButton
                        type="button"
                        aria-expanded={isOpen}
                        aria-controls={detailsId}
                        aria-label={`Details for ${row.name}`}
                        onClick={() => toggle(row._id)}
                      >
                        <ChevronDownIcon size={18} />
                      </DetailsButton>
                    </td>
                  )}
                </Row>
                {extras.length > 0 && (
                  <DetailsRow ref={rowRef?.(`${row._id}/details`)} $below={belowMark} id={detailsId} data-phone-only hidden={!isOpen}>
                    <td colSpan={columns.length - extras.length + 1}>
                      <Details>
                        {extras.map((column) => (
                          <Fragment key={column.header}>
                            <dt>{column.header}</dt>
                            <dd>{column.cell(row, { belowMark })}</dd>
                          </Fragment>
                        ))}
                      </Details>
                    </td>
                  </DetailsRow>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}
