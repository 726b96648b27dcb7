import styled from 'styled-components';
import { color, media, visuallyHidden } from '@chapter/shared';
import { Table } from './ui';

/**
 * A table from the tablet width up; below it, one card per row: the cells wrap side by side under their column
 * names (CellLabel), a `data-wide` cell takes a whole line, an empty cell is dropped. The header row stays for
 * screen readers (visually hidden), so each value is still announced with its column.
 */
export const StackedTable = styled(Table)`
  ${media.below('tablet')} {
    &,
    tbody,
    tr,
    td {
      display: block;
    }
    thead {
      ${visuallyHidden}
    }
    tbody tr {
      display: flex;
      flex-wrap: wrap;
      gap: 10px 16px;
      padding: 14px 12px;
      border-bottom: 1px solid ${color('border')};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    && td {
      flex: 1 1 80px;
      min-width: 0;
      padding: 0;
      border: 0;
    }
    && td[data-wide] {
      flex-basis: 100%;
    }
    && td:empty {
      display: none;
    }
  }
`;

/** A cell's column name, shown above its value only when the table is stacked (screen readers get the header). */
export const CellLabel = styled.span.attrs({ 'aria-hidden': true })`
  display: none;

  ${media.below('tablet')} {
    display: block;
    margin-bottom: 2px;
    color: ${color('muted')};
    font-size: 0.75rem;
    font-weight: 600;
  }
`;
