import React from 'react';
import { Navigate, Route, Routes, UNSAFE_NavigationContext } from 'react-router-dom';
import { ThemeContext } from 'styled-components';
import { toast } from 'react-hot-toast';
import { onDemand, session$, Spinner } from '@chapter/shared';
import { AdminLayout } from './components/AdminLayout';
import { AuditPage } from './features/audit/components/AuditPage';
import { DeploymentsPage } from './features/deployments/components/DeploymentsPage';
import { ControlsPage } from './features/controls/components/ControlsPage';
import { EmailsPage } from './features/emails/components/EmailsPage';
import { MonthEndPage } from './features/monthEnd/components/MonthEndPage';
import { ErrorsPage } from './features/errors/components/ErrorsPage';
import { SchedulerPage } from './features/scheduler/components/SchedulerPage';
import { UsersPage } from './features/users/components/UsersPage';
import { PlatformHealthPanel } from './features/platformHealth/components/PlatformHealthPanel';

// The webhooks page is the one with a form library (formik): its code downloads when it is opened.
const WebhooksPage = onDemand(
  () => import('./features/webhooks/components/WebhooksPage'),
  (module: typeof import('./features/webhooks/components/WebhooksPage')) => module.WebhooksPage,
  <Spinner label="Loading webhooks" />,
);

// Test builds only (FEDERATION_PROBE=on): lets the e2e suite check the page holds one copy of each singleton.
if (process.env.FEDERATION_PROBE === 'on') {
  void import('@chapter/shared/diagnostics').then(({ registerFederationProbe }) =>
    registerFederationProbe('mfe_admin', { React, routerContext: UNSAFE_NavigationContext, ThemeContext, toast, session$ }),
  );
}

export const BUILD_ID = process.env.BUILD_ID ?? 'dev';

/** The admin remote: /admin/{users,emails,scheduler,errors,controls (with the platforms' health),audit,month-end,webhooks,deployments} (the shell guards it for admins). */
export default function AdminApp() {
  return (
    <div data-remote="mfe_admin" data-build={BUILD_ID}>
      <Routes>
        <Route path="/admin" element={<AdminLayout />}>
          <Route index element={<Navigate to="/admin/users" replace />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="emails" element={<EmailsPage />} />
          <Route path="scheduler" element={<SchedulerPage />} />
          <Route path="errors" element={<ErrorsPage />} />
          <Route
            path="controls"
            element={
              <>
                <ControlsPage />
                <PlatformHealthPanel />
              </>
            }
          />
          <Route path="audit" element={<AuditPage />} />
          <Route path="month-end" element={<MonthEndPage />} />
          <Route path="webhooks" element={<WebhooksPage />} />
          <Route path="deployments" element={<DeploymentsPage />} />
          <Route path="*" element={<Navigate to="/admin/users" replace />} />
        </Route>
      </Routes>
    </div>
  );
}
