import { useEffect, type ComponentType } from 'react';
import { BrowserRouter, Link, matchPath, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '../theme';
import { ToastHost } from '../notify';
import { useSession } from '../session';
import { DataProvider } from '../data';
import { startDevSession } from './devSession';
import { DevSignIn } from './DevSignIn';
import type { Area } from '../areas';

export interface DevHostProps {
  /** The remote's package name, shown in the bar. */
  name: string;
  /** The remote's exposed App. */
  App: ComponentType;
  /** Paths the bar links to (the area's declared paths). */
  links: string[];
  /** The area's declaration: a path it guards waits for a sign-in, as the shell would send a visitor to log in. */
  area?: Area;
}

function DevBar({ name, links }: Pick<DevHostProps, 'name' | 'links'>) {
  const session = useSession();
  return (
    <nav aria-label="Dev host" style={{ padding: 8, fontSize: 13, background: '#fef3c7', display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <strong>{name} dev host</strong>
      {links.map((to) => (
        <Link key={to} to={to}>
          {to}
        </Link>
      ))}
      <span>session: {session.status}</span>
      <DevSignIn />
    </nav>
  );
}

/** The remote's App where the shell would render it: after a sign-in on guarded paths, anew for each signed-in person. */
function Page({ App, area }: Pick<DevHostProps, 'App' | 'area'>) {
  const session = useSession();
  const { pathname } = useLocation();
  const entry = area?.paths.find((candidate) => matchPath(candidate.path, pathname));
  const guarded = entry?.guard === 'signed-in' || entry?.guard === 'admin';
  if (guarded && session.status === 'unknown')
    return (
      <p role="status" style={{ padding: 16 }}>
        Checking your sign-in…
      </p>
    );
  if (guarded && session.status !== 'authenticated') {
    return (
      <p role="status" style={{ padding: 16 }}>
        {pathname} is for signed-in members: sign in above with an account of the API.
      </p>
    );
  }
  return <App key={`${session.status}:${session.userId ?? ''}:${session.role}`} />;
}

/** Runs one remote on its own (pnpm --filter mfe-x dev) with the providers the shell would give it. */
export function DevHost({ name, App, links, area }: DevHostProps) {
  useEffect(() => startDevSession(), []);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastHost />
      <DataProvider>
        <BrowserRouter>
          <DevBar name={name} links={links} />
          <Page App={App} area={area} />
        </BrowserRouter>
      </DataProvider>
    </ThemeProvider>
  );
}
