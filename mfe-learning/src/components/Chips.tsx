import styled from 'styled-components';
import { color, radius } from '@chapter/shared';

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.li`
  padding: 2px 10px;
  border-radius: ${radius('pill')};
  background: ${color('primarySoft')};
  color: ${color('primaryHover')};
  font-size: 0.8125rem;
  font-weight: 600;
`;

export type ChipsProps = { items: readonly string[]; label: string; /** Show this many, then '+N'. */ limit?: number };

/** Platforms or tags as small pills; past `limit`, the rest are counted as '+N'. */
export function Chips({ items, label, limit }: ChipsProps) {
  if (items.length === 0) return null;
  const shown = limit === undefined ? items : items.slice(0, limit);
  const rest = items.length - shown.length;
  return (
    <ChipList aria-label={label}>
      {shown.map((item) => (
        <Chip key={item}>{item}</Chip>
      ))}
      {rest > 0 && <Chip aria-label={`${rest} more`}>+{rest}</Chip>}
    </ChipList>
  );
}
