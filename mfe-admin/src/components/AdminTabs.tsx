import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { color, media, radius } from '@chapter/shared';
import { ADMIN_TABS } from './adminTabs';

const Bar = styled.nav`
  padding-bottom: 8px;
  border-bottom: 1px solid ${color('border')};
`;

/* One row, always: where it cannot fit (a phone) it scrolls sideways on its own, never the page. The padding
   keeps the focus ring clear of the scroll box's clipping edge; the scroll padding leaves a tab that takes focus
   whole in view with some room beside it (a fractional tab width would otherwise stop a hair short of the edge). */
const List = styled.ul`
  position: relative;
  display: flex;
  gap: 4px;
  margin: -4px;
  padding: 4px;
  list-style: none;
  overflow-x: auto;
  scroll-padding-inline: 12px;
  scrollbar-width: thin;

  & > li {
    flex: 0 0 auto;
  }
`;

const Tab = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  /* Nine tabs fit one row at 1280 px with this padding and size (the e2e suite measures it). */
  padding: 8px 6px;
  border-radius: ${radius('pill')};
  color: ${color('muted')};
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;

  &:hover {
    background: ${color('primarySoft')};
    color: ${color('primary')};
  }
  &.active {
    background: ${color('primary')};
    color: ${color('onPrimary')};
  }
  ${media.mobile} {
    min-height: 36px;
    padding: 6px 12px;
  }
`;

/** The area's tab bar; the current page's link carries aria-current="page" (NavLink) and is scrolled into view. */
export function AdminTabs() {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const box = list.current;
    const current = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !current || box.scrollWidth <= box.clientWidth) return;
    // Sideways only: the page itself must not jump.
    box.scrollLeft = current.offsetLeft - (box.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <Bar aria-label="Admin sections">
      {/* A tab the keyboard reaches is shown whole (the browser leaves a partly visible one where it is). */}
      <List ref={list} onFocus={(event) => event.target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })}>
        {ADMIN_TABS.map((tab) => (
          <li key={tab.to}>
            <Tab to={tab.to}>{tab.label}</Tab>
          </li>
        ))}
      </List>
    </Bar>
  );
}
