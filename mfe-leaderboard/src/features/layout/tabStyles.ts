import { css } from 'styled-components';
import { color, media, radius } from '@chapter/shared';

/** One tab of the area bar; `&.active` (NavLink) and `[data-active]` (the Platforms button) mark the current one. */
export const tabStyle = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 8px 16px;
  border: 1px solid transparent;
  border-radius: ${radius('pill')};
  background: transparent;
  color: ${color('muted')};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition:
    background 0.15s,
    color 0.15s;

  &:hover {
    background: ${color('primarySoft')};
    color: ${color('primary')};
  }
  &.active,
  &[data-active] {
    background: ${color('primary')};
    border-color: ${color('primary')};
    color: ${color('onPrimary')};
  }

  ${media.mobile} {
    padding: 6px 12px;
    min-height: 36px;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;
