import { Fragment, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AREAS, redirectGuard, type Area, type Guard } from '@chapter/shared/areas';
import { Layout } from '../features/layout/components/Layout';
import { NotFound } from '../features/layout/components/NotFound';
import { PublicOnly } from '../features/guards/PublicOnly';
import { RequireAuth } from '../features/guards/RequireAuth';
import { RequireAdmin } from '../features/guards/RequireAdmin';
import { RemoteArea } from '../features/remotes/RemoteArea';

const GUARD_ELEMENT: Record<Guard, ReactElement | null> = {
  'public-only': <PublicOnly />,
  public: null,
  'signed-in': <RequireAuth />,
  admin: <RequireAdmin />,
};

// The admin guard sits inside the signed-in one: a visitor goes to the login page, a member to the dashboard.
const guardChain = (guard: Guard, children: ReactElement, key: string): ReactElement => {
  const own = GUARD_ELEMENT[guard];
  const inner = own ? (
    <Route key={key} element={own}>
      {children}
    </Route>
  ) : (
    children
  );
  return guard === 'admin' ? guardChain('signed-in', inner, key) : inner;
};

/** One area's routes under one guard: the redirects, then its paths under its RemoteArea. */
function areaRoutes(area: Area, guard: Guard): ReactElement[] {
  const key = `${area.name}:${guard}`;
  const paths = area.paths.filter((entry) => entry.guard === guard);
  const redirects = (area.redirects ?? []).filter((redirect) => redirectGuard(area, redirect) === guard);
  const routes: ReactElement[] = redirects.map((redirect) => (
    <Route key={`${key}:${redirect.from}`} path={redirect.from} element={<Navigate to={redirect.to} replace />} />
  ));
  if (paths.length > 0) {
    routes.push(
      <Route key={key} element={<RemoteArea name={area.name} />}>
        {paths.map((entry) => (
          <Route key={entry.path} path={entry.path} element={null} />
        ))}
      </Route>,
    );
  }
  return routes.length ? [guardChain(guard, <Fragment key={key}>{routes}</Fragment>, key)] : [];
}

const GUARDS: Guard[] = ['public-only', 'public', 'signed-in', 'admin'];

// The route table (docs/rules.md §11), built from the areas' declaration. A RemoteArea route renders its remote, which
// routes its own pages by absolute path; the empty child routes list the paths an area owns, so any other path
// reaches the not-found page.
const TABLE = AREAS.flatMap((area) => GUARDS.flatMap((guard) => areaRoutes(area, guard)));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {TABLE}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
