import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Navbar } from './Navbar';
import { Footer } from './Footer';
import { ScrollToTop } from './ScrollToTop';
import { ScrollTopButton } from './ScrollTopButton';

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
`;

/** The frame around every route: navigation bar, content, footer and the scroll helpers. */
export function Layout() {
  return (
    <Page>
      <ScrollToTop />
      <Navbar />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
      <ScrollTopButton />
    </Page>
  );
}
