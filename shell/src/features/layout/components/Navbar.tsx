import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { CloseIcon, MenuIcon, NAVBAR_SOLID_AFTER_PX, useIsAuthenticated } from '@chapter/shared';
import { useScrolledPast } from '../hooks/useScrolledPast';
import { NotificationBell } from './NotificationBell';
import { ProfileMenu } from './ProfileMenu';
import { SIGNED_IN_LINKS, SIGNED_OUT_LINKS, type NavItemLink } from './navLinks';

const Bar = styled.header<{ $solid: boolean }>`
  position: sticky;
  top: 0;
  z-index: 90;
  transition:
    background 0.2s,
    box-shadow 0.2s;
  background: ${({ $solid, theme }) => ($solid ? theme.colors.surface : 'transparent')};
  box-shadow: ${({ $solid, theme }) => ($solid ? theme.shadows.sm : 'none')};
  /* A menu the header has open (its button says so) lies over the toasts, which sit right below the header. */
  &:has([aria-expanded='true']) {
    z-index: ${({ theme }) => theme.zIndex.toast + 1};
  }
  nav {
    display: flex;
    align-items: center;
    gap: 16px;
    max-width: 1200px;
    margin: 0 auto;
    padding: 12px 20px;
  }
`;

const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.15rem;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  margin-right: auto;
`;

const linkStyle = css`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 500;
  padding: 6px 4px;
  &.active {
    color: ${({ theme }) => theme.colors.primary};
  }
  &.boxed {
    padding: 6px 16px;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const DesktopLinks = styled.div`
  display: flex;
  align-items: center;
  gap: 20px;
  a {
    ${linkStyle}
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: none;
  }
`;

const Hamburger = styled.button`
  display: none;
  border: 0;
  background: none;
  font-size: 24px;
  cursor: pointer;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: inline-block;
  }
`;

const MobileLinks = styled.div`
  display: none;
  flex-direction: column;
  padding: 8px 20px 16px;
  background: ${({ theme }) => theme.colors.surface};
  a {
    ${linkStyle} padding: 10px 0;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: flex;
  }
`;

/** A bar link, marked current (the class and aria-current, as NavLink marks them) anywhere in its section. */
function NavItem({ link, pathname }: { link: NavItemLink; pathname: string }) {
  const section = (link.section ?? link.to).toLowerCase();
  const path = pathname.toLowerCase();
  const current = path === section || path.startsWith(`${section}/`);
  return (
    <Link to={link.to} className={current ? 'active' : undefined} aria-current={current ? 'page' : undefined}>
      {link.label}
    </Link>
  );
}

/** Signed out: About and a boxed Login. Signed in: the app's sections and the profile menu. */
export function Navbar() {
  const signedIn = useIsAuthenticated();
  const solid = useScrolledPast(NAVBAR_SOLID_AFTER_PX);
  const mobileId = useId();
  const { pathname } = useLocation();
  // The menu is open on the page where it was opened: any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const links = signedIn ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS;
  const renderLinks = () => (
    <>
      {links.map((link) => (
        <NavItem key={link.to} link={link} pathname={pathname} />
      ))}
      {!signedIn && (
        <NavLink to="/auth/login" className={({ isActive }) => `boxed${isActive ? ' active' : ''}`}>
          Login
        </NavLink>
      )}
    </>
  );

  return (
    <Bar $solid={solid || menuOpen} data-solid={solid}>
      <nav aria-label="Main">
        <Brand to={signedIn ? '/dashboard' : '/'}>Chapter</Brand>
        <DesktopLinks>{renderLinks()}</DesktopLinks>
        {signedIn && <NotificationBell />}
        {signedIn && <ProfileMenu />}
        <Hamburger
          type="button"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={mobileId}
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
        </Hamburger>
      </nav>
      {menuOpen && <MobileLinks id={mobileId}>{renderLinks()}</MobileLinks>}
    </Bar>
  );
}
