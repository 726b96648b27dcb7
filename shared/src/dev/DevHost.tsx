import { useEffect, type ComponentType } from 'react';
import { BrowserRouter, Link } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '../theme';
import { ToastHost } from '../notify';
import { useSession } from '../session';
import { DataProvider } from '../data';
import { startDevSession } from './devSession';
import { DevSignIn } from './DevSignIn';

export interface DevHostProps {
  /** The remote's package name, shown in the bar. */
  name: string;
  /** The remote's exposed App. */
  App: ComponentType;
  /** Paths the bar links to (the area's declared paths). */
  links: string[];
}

function DevBar({ name, links }: Omit<DevHostProps, 'App'>) {
  const session = useSession();
  return (
    <nav aria-label="Dev host" style={{ padding: 8, fontSize: 13, background: '#fef3c7', display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <strong>{name} dev host</strong>
      {links.map((to) => (
        <Link key={to} to={to}>{to}</Link>
      ))}
      <span>session: {session.status}</span>
      <DevSignIn />
    </nav>
  );
}

/** Runs one remote on its own (pnpm --filter mfe-x dev) with the providers the shell would give it. */
export function DevHost({ name, App, links }: DevHostProps) {
  useEffect(() => startDevSession(), []);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastHost />
      <DataProvider>
        <BrowserRouter>
          <DevBar name={name} links={links} />
          <App />
        </BrowserRouter>
      </DataProvider>
    </ThemeProvider>
  );
}
