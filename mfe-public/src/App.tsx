import React from 'react';
import { Route, Routes, UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import { ThemeContext } from 'styled-components';
import { toast } from 'react-hot-toast';
import { pageOnDemand, session$, type PageOnDemand } from '@chapter/shared';
import { Centered, Spinner } from '@chapter/shared';

// Each page is its own chunk (pageOnDemand): the landing page, the app's front door, does not wait for the forms'
// libraries (formik, yup) or the manual's text. A page whose chunk has loaded (`preload`, before the shell hydrates the
// prerendered HTML, or on the server) renders at once instead of suspending, so the first render matches the markup.
interface PublicPage {
  path: string;
  page: PageOnDemand<object>;
  /** The document's title and meta description (prerendered into the HTML, set again on each navigation). */
  title: string;
  description: string;
}

const PAGES: PublicPage[] = [
  {
    path: '/',
    page: pageOnDemand(
      () => import('./features/landing/components/LandingPage'),
      (module) => module.LandingPage,
    ),
    title: 'Chapter · Code. Compete. Climb the leaderboard.',
    description:
      "The university coding chapter's home: link your LeetCode, Codeforces, CodeChef and GeeksforGeeks handles, earn points, climb the monthly leaderboard and learn together.",
  },
  {
    path: '/about',
    page: pageOnDemand(
      () => import('./features/about/components/AboutPage'),
      (module) => module.AboutPage,
    ),
    title: 'About the chapter · Chapter',
    description: "The chapter's mission, partners, team and developers, the workshops it runs and the events it holds with the placement department.",
  },
  {
    path: '/auth/login',
    page: pageOnDemand(
      () => import('./features/auth/components/LoginPage'),
      (module) => module.LoginPage,
    ),
    title: 'Sign in · Chapter',
    description: 'Sign in to your chapter account to see your dashboard, the leaderboards, practice sets and the calendar of contests.',
  },
  {
    path: '/auth/register',
    page: pageOnDemand(
      () => import('./features/auth/components/RegisterPage'),
      (module) => module.RegisterPage,
    ),
    title: 'Create your account · Chapter',
    description: 'Join the chapter: create an account with your university e-mail, link your coding profiles and start earning points.',
  },
  {
    path: '/auth/forgot-password',
    page: pageOnDemand(
      () => import('./features/auth/components/ForgotPasswordPage'),
      (module) => module.ForgotPasswordPage,
    ),
    title: 'Reset your password · Chapter',
    description: 'Forgot your password? Get a one-time code by e-mail and choose a new password for your chapter account.',
  },
  {
    path: '/support/terms',
    page: pageOnDemand(
      () => import('./features/support/components/TermsPage'),
      (module) => module.TermsPage,
    ),
    title: 'Terms of use · Chapter',
    description: "The terms of use of the chapter's members' app: accounts, points, fair play and privacy.",
  },
  {
    path: '/support/report-issue',
    page: pageOnDemand(
      () => import('./features/support/components/ReportIssuePage'),
      (module) => module.ReportIssuePage,
    ),
    title: 'Report an issue · Chapter',
    description: 'Found a bug or something wrong in the members’ app? Tell the chapter’s developers about it here.',
  },
  {
    path: '/support/user-manual',
    page: pageOnDemand(
      () => import('./features/support/components/UserManualPage'),
      (module) => module.UserManualPage,
    ),
    title: 'User manual · Chapter',
    description: "How to use the chapter's app: your account, linking platforms, points, leaderboards, practice and the calendar.",
  },
  {
    path: '/unsubscribe',
    page: pageOnDemand(
      () => import('./features/unsubscribe/components/UnsubscribePage'),
      (module) => module.UnsubscribePage,
    ),
    title: 'Unsubscribe · Chapter',
    description: 'Stop one kind of mail from the chapter with the link the mail carried.',
  },
];

const pageAt = (pathname: string) => PAGES.find((entry) => entry.path === pathname);

/** Loads the chunk of the page at `pathname` (the shell calls it before hydrating; the prerender before rendering). */
export async function preload(pathname: string): Promise<void> {
  await pageAt(pathname)?.page.load();
}

/** The title and description of the page at `pathname`, or null for a path this remote does not draw. */
export function pageMeta(pathname: string): { title: string; description: string } | null {
  const entry = pageAt(pathname);
  return entry ? { title: entry.title, description: entry.description } : null;
}

/** Keeps the document's title and description those of the page shown (the prerender wrote the first ones). */
function DocumentMeta() {
  const { pathname } = useLocation();
  React.useEffect(() => {
    const meta = pageMeta(pathname);
    if (!meta) return;
    document.title = meta.title;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = meta.description;
  }, [pathname]);
  return null;
}

// Test builds only (FEDERATION_PROBE=on): lets the e2e suite check the page holds one copy of each singleton.
if (process.env.FEDERATION_PROBE === 'on') {
  void import('@chapter/shared/diagnostics').then(({ registerFederationProbe }) =>
    registerFederationProbe('mfe_public', { React, routerContext: UNSAFE_NavigationContext, ThemeContext, toast, session$ }),
  );
}

export const BUILD_ID = process.env.BUILD_ID ?? 'dev';

/** The public remote: the shell decides who may see each path; this module only draws the pages. */
export default function PublicApp() {
  return (
    <div data-remote="mfe_public" data-build={BUILD_ID}>
      <React.Suspense
        fallback={
          <Centered>
            <Spinner size={32} label="Loading page..." />
          </Centered>
        }
      >
        <DocumentMeta />
        <Routes>
          {PAGES.map(({ path, page }) => (
            <Route key={path} path={path} element={<page.Page />} />
          ))}
        </Routes>
      </React.Suspense>
    </div>
  );
}
