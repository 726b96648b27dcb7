// The node entry of the build-time prerender (scripts/prerender.mjs; README, "Prerendered pages"): renders the
// shell's page around a remote's page for a visitor, with styled-components' server styles. It bundles every shared
// singleton and hands them to the remote's own prerender build (`singletons`), as the federation runtime does in the
// page, so both render with one React, one router, one theme and one kit.
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactJsxDevRuntime from 'react/jsx-dev-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as ReactRouterDom from 'react-router-dom';
import * as StyledComponents from 'styled-components';
import { ServerStyleSheet } from 'styled-components';
import * as Rxjs from 'rxjs';
import * as ReactHotToast from 'react-hot-toast';
import * as Axios from 'axios';
import * as Formik from 'formik';
import * as Yup from 'yup';
import * as ReactQuery from '@tanstack/react-query';
import * as ChapterShared from '@chapter/shared';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppBody } from './app/App';
import { primeRemoteApp, type RemoteAppModule } from './features/remotes/remoteLoader';
import { ANONYMOUS } from './features/session/sessionOwner';

/** The shared singletons (shared/build/apps.cjs), as a remote's prerender build requires them. */
export const singletons: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react/jsx-dev-runtime': ReactJsxDevRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react-router-dom': ReactRouterDom,
  'styled-components': StyledComponents,
  rxjs: Rxjs,
  'react-hot-toast': ReactHotToast,
  axios: Axios,
  formik: Formik,
  yup: Yup,
  '@tanstack/react-query': ReactQuery,
  '@chapter/shared': ChapterShared,
};

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** styled-components' <style> tags for that markup. */
  styles: string;
}

/** The session a member's page is drawn for: the one their browser hydrates it with (checkedSession). */
function memberSession(token: string, role: string | null): ChapterShared.Session {
  const session = ChapterShared.checkedSession(token, role);
  if (!session) throw new Error("the member's token names nobody");
  return session;
}

/**
 * Renders `pathname` as a visitor sees it first, the remote `name` drawn by `module` (already preloaded for that path).
 * `answers`: the answers of the public reads the page draws with (GET /config's, the landing page's figures), which the
 * server also writes into the page (docs/architecture.md); without them (the build's check) the page is drawn as one
 * that still asks for them. `memberToken`: draws a member's page for the holder of that (verified) token instead, its
 * first reads' answers among `answers` ("Members' pages drawn by the server"), with the role the server's check of it
 * answered (`memberRole`); it throws if one is missing. `clock`: the member's time zone and locale, which its times are
 * shown in (docs/architecture.md, "The reader's clock"); without it, this process's.
 */
export function renderPage(
  pathname: string,
  name: string,
  module: RemoteAppModule,
  answers: Record<string, unknown> | null = null,
  memberToken: string | null = null,
  memberRole: string | null = null,
  clock: ChapterShared.ReaderClock | null = null,
): RenderedPage {
  primeRemoteApp(name, module);
  ChapterShared.provideAnswers(answers);
  // One cache serves every render here: it never keeps one member's answers for the next.
  ChapterShared.queryClient.clear();
  if (memberToken && !ChapterShared.seedFirstReads(pathname)) throw new Error(`the answers of ${pathname}'s first reads are missing`);
  // A visitor's page is drawn as a visitor's: the shell hydrates it only when no token is stored.
  ChapterShared.session$.next(memberToken ? memberSession(memberToken, memberRole) : ANONYMOUS);
  const sheet = new ServerStyleSheet();
  try {
    const html = ChapterShared.drawWithClock(clock, () =>
      renderToString(
        sheet.collectStyles(
          <React.StrictMode>
            <AppProviders>
              <MemoryRouter initialEntries={[pathname]}>
                <AppBody />
              </MemoryRouter>
            </AppProviders>
          </React.StrictMode>,
        ),
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
    ChapterShared.queryClient.clear();
    ChapterShared.session$.next(ANONYMOUS);
  }
}
