import { Outlet } from 'react-router-dom';
import { PageColumn, PageHeading } from '@chapter/shared';
import { AdminTabs } from './AdminTabs';

/** Title and tab bar over whichever admin page the route picks. */
export function AdminLayout() {
  return (
    <PageColumn>
      <PageHeading>Admin Dashboard</PageHeading>
      <AdminTabs />
      <Outlet />
    </PageColumn>
  );
}
