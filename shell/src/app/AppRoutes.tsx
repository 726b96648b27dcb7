import { Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from '../features/layout/components/Layout';
import { NotFound } from '../features/layout/components/NotFound';
import { PublicOnly } from '../features/guards/PublicOnly';
import { RequireAuth } from '../features/guards/RequireAuth';
import { RequireAdmin } from '../features/guards/RequireAdmin';
import { RemoteArea } from '../features/remotes/RemoteArea';

// The route table of SPEC.md §2. A RemoteArea route renders its remote, which routes its own pages by absolute
// path; the empty child routes list the paths an area owns, so any other path reaches the not-found page.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route element={<PublicOnly />}>
          <Route element={<RemoteArea name="mfe_public" />}>
            <Route index element={null} />
            <Route path="about" element={null} />
            <Route path="auth/login" element={null} />
            <Route path="auth/register" element={null} />
            <Route path="auth/forgot-password" element={null} />
          </Route>
        </Route>

        <Route element={<RemoteArea name="mfe_public" />}>
          <Route path="support/terms" element={null} />
          <Route path="support/report-issue" element={null} />
        </Route>

        <Route element={<RequireAuth />}>
          <Route element={<RemoteArea name="mfe_public" />}>
            <Route path="support/user-manual" element={null} />
          </Route>

          <Route element={<RemoteArea name="mfe_dashboard" />}>
            <Route path="dashboard" element={null} />
            <Route path="profile" element={null} />
            <Route path="profile/edit" element={null} />
            <Route path="profile/compare" element={null} />
            <Route path="profile/:id" element={null} />
          </Route>

          <Route path="leaderboard" element={<Navigate to="/leaderboard/overall" replace />} />
          <Route path="leaderboard/platform" element={<Navigate to="/leaderboard/platform/leetcode" replace />} />
          <Route element={<RemoteArea name="mfe_leaderboard" />}>
            <Route path="leaderboard/overall" element={null} />
            <Route path="leaderboard/platform/:platform" element={null} />
            <Route path="leaderboard/stats" element={null} />
          </Route>

          <Route element={<RemoteArea name="mfe_learning" />}>
            <Route path="practice" element={null} />
            <Route path="practice/:id" element={null} />
            <Route path="resources" element={null} />
            <Route path="resources/:id" element={null} />
            <Route path="roadmaps" element={null} />
            <Route path="roadmaps/:id" element={null} />
          </Route>

          <Route path="admin" element={<RequireAdmin />}>
            <Route index element={<Navigate to="/admin/users" replace />} />
            <Route element={<RemoteArea name="mfe_admin" />}>
              <Route path="*" element={null} />
            </Route>
          </Route>
        </Route>

        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
