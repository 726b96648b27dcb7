import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { color, media, radius } from '@chapter/shared';
import { ADMIN_TABS } from './adminTabs';

const Bar = styled.nav`
  padding-bottom: 12px;
  border-bottom: 1px solid ${color('border')};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tab = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 8px 16px;
  border-radius: ${radius('pill')};
  color: ${color('muted')};
  font-weight: 600;
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
    font-size: 0.9375rem;
  }
`;

/** The area's tab bar; the current page's link carries aria-current="page" (NavLink). */
export function AdminTabs() {
  return (
    <Bar aria-label="Admin sections">
      <List>
        {ADMIN_TABS.map((tab) => (
          <li key={tab.to}>
            <Tab to={tab.to}>{tab.label}</Tab>
          </li>
        ))}
      </List>
    </Bar>
  );
}
