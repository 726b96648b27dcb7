import styled from 'styled-components';
import { VisuallyHidden, color, media, radius } from '@chapter/shared';

// The first page's loading state (docs/ in the repo: no layout shift, CLS ≤ 0.02 per issue 33): it stands where the
// notices, the search and the rows will be, and is taken away whole when they arrive. Nothing drawn while loading moves
// (what appears is new), and the blocks are tall enough that the page's footer is below the screen, as it will be.
const Blocks = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;

  ${media.mobile} {
    gap: 16px;
  }
`;

const Block = styled.div<{ $height: number; $width?: string }>`
  height: ${({ $height }) => $height}px;
  width: ${({ $width }) => $width ?? '100%'};
  border-radius: ${radius('md')};
  background: ${color('surfaceAlt')};
`;

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  overflow: hidden;
`;

const Row = styled.div`
  height: 56px;
  border-bottom: 1px solid ${color('border')};
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 0 16px;

  &:last-child {
    border-bottom: 0;
  }
  &::before,
  &::after {
    content: '';
    display: block;
    height: 14px;
    border-radius: 7px;
    background: ${color('surfaceAlt')};
  }
  &::before {
    width: 32px;
  }
  &::after {
    width: 45%;
  }
`;

const ROWS = 10;

/** Grey blocks in the final layout's places, announced once as "Loading leaderboard...". */
export function BoardSkeleton() {
  return (
    <Blocks role="status" aria-busy="true" data-testid="board-skeleton">
      <VisuallyHidden>Loading leaderboard...</VisuallyHidden>
      <Block $height={44} $width="min(100%, 480px)" aria-hidden="true" />
      <Rows aria-hidden="true">
        {Array.from({ length: ROWS }, (_, index) => (
          <Row key={index} />
        ))}
      </Rows>
    </Blocks>
  );
}
