import React from 'react';
import { Route, Routes, UNSAFE_NavigationContext } from 'react-router-dom';
import { ThemeContext } from 'styled-components';
import { toast } from 'react-hot-toast';
import { session$ } from '@chapter/shared';
import { Centered, Spinner } from '@chapter/shared';

// Each page is its own chunk: the landing page, the app's front door, does not wait for the forms' libraries
// (formik, yup) or the manual's text.
const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => React.lazy(async () => ({ default: (await load())[name] }));
const LandingPage = page(() => import('./features/landing/components/LandingPage'), 'LandingPage');
const AboutPage = page(() => import('./features/about/components/AboutPage'), 'AboutPage');
const LoginPage = page(() => import('./features/auth/components/LoginPage'), 'LoginPage');
const RegisterPage = page(() => import('./features/auth/components/RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = page(() => import('./features/auth/components/ForgotPasswordPage'), 'ForgotPasswordPage');
const TermsPage = page(() => import('./features/support/components/TermsPage'), 'TermsPage');
const ReportIssuePage = page(() => import('./features/support/components/ReportIssuePage'), 'ReportIssuePage');
const UserManualPage = page(() => import('./features/support/components/UserManualPage'), 'UserManualPage');

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
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/about" element={<AboutPage />} />
          <Route path="/auth/login" element={<LoginPage />} />
          <Route path="/auth/register" element={<RegisterPage />} />
          <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/support/terms" element={<TermsPage />} />
          <Route path="/support/report-issue" element={<ReportIssuePage />} />
          <Route path="/support/user-manual" element={<UserManualPage />} />
        </Routes>
      </React.Suspense>
    </div>
  );
}
