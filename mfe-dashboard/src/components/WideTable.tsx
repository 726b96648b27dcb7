import styled from 'styled-components';
import { color } from '@chapter/shared';

/**
 * A table wider than a phone scrolls sideways inside this box (focusable, so a keyboard can scroll it), and the page
 * itself never does: give it tabIndex={0}, role="region" and an aria-label naming the table.
 */
export const TableScroller = styled.div`
  overflow-x: auto;
  /* Visually hidden text in a cell is absolutely placed: it must scroll with the table, not widen the page. */
  position: relative;

  &:focus-visible {
    outline: 3px solid ${color('focus')};
    outline-offset: 2px;
  }
`;

/** The dashboard's data tables: full width, at least `$minWidth` px (then TableScroller scrolls), muted small headers. */
export const WideTable = styled.table<{ $minWidth: number }>`
  width: 100%;
  min-width: ${({ $minWidth }) => $minWidth}px;
  border-collapse: collapse;
  font-size: 0.9375rem;

  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${color('border')};
    text-align: left;
  }
  thead th {
    font-size: 0.8125rem;
    color: ${color('muted')};
  }
`;
