import styled from 'styled-components';
import { ArrowUpIcon, SCROLL_TO_TOP_THRESHOLD_PX } from '@chapter/shared';
import { useScrolledPast } from '../hooks/useScrolledPast';

const Button = styled.button`
  position: fixed;
  right: 24px;
  bottom: 24px;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: 20px;
  cursor: pointer;
  z-index: 50;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export function ScrollTopButton() {
  const visible = useScrolledPast(SCROLL_TO_TOP_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <Button type="button" aria-label="Scroll to top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <ArrowUpIcon size={20} />
    </Button>
  );
}
