import styled from 'styled-components';
import { color } from '../theme';
import { StarIcon } from './icons';
import { VisuallyHidden } from './VisuallyHidden';

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  white-space: nowrap;

  svg {
    flex: none;
    color: ${color('warning')};
  }
`;

export type StarRatingProps = {
  /** A CodeChef star rating (1 to 7). */
  value: number | string;
};

/** '3' and a drawn star, read as '3 stars': an SVG, not the ★ character some systems have no font for. */
export function StarRating({ value }: StarRatingProps) {
  return (
    <Wrap>
      {value}
      <StarIcon size={14} />
      <VisuallyHidden> {Number(value) === 1 ? 'star' : 'stars'}</VisuallyHidden>
    </Wrap>
  );
}
