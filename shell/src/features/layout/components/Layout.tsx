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
