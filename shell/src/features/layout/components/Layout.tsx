import { Outlet } from 'react-router-dom';
import { OfflineNotice, UnavailableNotice, usePageLoading } from '@chapter/shared';
import styled from 'styled-components';
import { Navbar } from './Navbar';
import { Footer } from './Footer';
import { ScrollToTop } from './ScrollToTop';
import { ScrollTopButton } from './ScrollTopButton';
import { MAIN_ID, SkipLink } from './SkipLink';
import { AreaSuspense } from '../../../components/AreaSuspense';
import { PageProgress } from '../../../components/PageProgress';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  main {
    flex: 1;
    /* A remote's area fills the screen while it loads, so the footer starts below the fold and nothing visible moves
       when the page arrives (a layout shift the visitor would see). */
    min-height: 100vh;
  }
  /* The skip link's target: focused by script (tabIndex -1), never by Tab, so no ring around the whole page. */
  main:focus {
    outline: none;
  }
`;

/** The frame around every route: skip link, navigation bar, content, footer and the scroll helpers. */
export function Layout() {
  const loading = usePageLoading();
  return (
    <Page>
      <PageProgress />
      <ScrollToTop />
      <SkipLink />
      <Navbar />
      <OfflineNotice />
      <UnavailableNotice />
      <main id={MAIN_ID} tabIndex={-1} aria-busy={loading || undefined}>
        <AreaSuspense>
          <Outlet />
        </AreaSuspense>
      </main>
      <Footer />
      <ScrollTopButton />
    </Page>
  );
}
