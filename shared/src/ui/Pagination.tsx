import styled from 'styled-components';
import { color, media, radius } from '../theme';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { paginationItems } from './paginationItems';

export type PaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
};

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 6px;
  margin: 16px 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button<{ $current?: boolean }>`
  min-width: 40px;
  min-height: 40px;
  padding: 0 10px;
  border: 1px solid ${(p) => color(p.$current ? 'primary' : 'border')(p)};
  border-radius: ${radius('md')};
  background: ${(p) => color(p.$current ? 'primary' : 'surface')(p)};
  color: ${(p) => color(p.$current ? 'onPrimary' : 'text')(p)};
  font-weight: ${({ $current }) => ($current ? 700 : 500)};
  cursor: pointer;

  &:hover:not(:disabled):not([aria-current]) {
    border-color: ${color('primary')};
    color: ${color('primary')};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }

  ${media.mobile} {
    min-width: 36px;
    min-height: 36px;
    padding: 0 8px;
  }
`;

const Gap = styled.li`
  min-width: 24px;
  text-align: center;
  color: ${color('muted')};
`;

const StepLabel = styled.span`
  ${media.mobile} {
    display: none;
  }
`;

export function Pagination({ page, totalPages, onChange, label = 'Pagination' }: PaginationProps) {
  if (totalPages < 1) return null;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= totalPages) onChange(target);
  };

  return (
    <nav aria-label={label}>
      <List>
        <li>
          <PageButton type="button" onClick={() => go(page - 1)} disabled={page <= 1} aria-label="Previous page">
            <ChevronLeftIcon size={16} /> <StepLabel>Previous</StepLabel>
          </PageButton>
        </li>
        {paginationItems(page, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <Gap key={`gap-${index}`} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                $current={item === page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" onClick={() => go(page + 1)} disabled={page >= totalPages} aria-label="Next page">
            <StepLabel>Next</StepLabel> <ChevronRightIcon size={16} />
          </PageButton>
        </li>
      </List>
    </nav>
  );
}
