import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { color } from '@chapter/shared';
import { PlatformsMenu } from './PlatformsMenu';
import { tabStyle } from './tabStyles';

const Bar = styled.nav`
  padding-bottom: 12px;
  border-bottom: 1px solid ${color('border')};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tab = styled(NavLink)`
  ${tabStyle}
`;

/** Overall, the Platforms menu and Stats; the current one is highlighted (NavLink's aria-current and class). */
export function AreaTabs() {
  return (
    <Bar aria-label="Leaderboards">
      <List>
        <li>
          <Tab to="/leaderboard/overall">Overall</Tab>
        </li>
        <li>
          <PlatformsMenu />
        </li>
        <li>
          <Tab to="/leaderboard/stats">Stats</Tab>
        </li>
      </List>
    </Bar>
  );
}
