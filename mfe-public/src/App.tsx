import React from 'react';
import { Route, Routes, UNSAFE_NavigationContext } from 'react-router-dom';
import { ThemeContext } from 'styled-components';
import { toast } from 'react-hot-toast';
import { registerFederationProbe, session$ } from '@chapter/shared';
import { LandingPage } from './features/landing/components/LandingPage';
import { AboutPage } from './features/about/components/AboutPage';
import { LoginPage } from './features/auth/components/LoginPage';
import { RegisterPage } from './features/auth/components/RegisterPage';
import { ForgotPasswordPage } from './features/auth/components/ForgotPasswordPage';
import { TermsPage } from './features/support/components/TermsPage';
import { ReportIssuePage } from './features/support/components/ReportIssuePage';
import { UserManualPage } from './features/support/components/UserManualPage';

registerFederationProbe('mfe_public', { React, routerContext: UNSAFE_NavigationContext, ThemeContext, toast, session$ });

export const BUILD_ID = process.env.BUILD_ID ?? 'dev';

/** The public remote: the shell decides who may see each path; this module only draws the pages. */
export default function PublicApp() {
  return (
    <div data-remote="mfe_public" data-build={BUILD_ID}>
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
    </div>
  );
}
