import { useId, useRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { requestSignOut, useHasRole, UserIcon } from '@chapter/shared';
import { usePopover } from '../hooks/usePopover';
import { ADMIN_MENU_LINK, PROFILE_MENU_LINKS } from './navLinks';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  cursor: pointer;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  min-width: 180px;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  z-index: 100;
  button {
    display: block;
    width: 100%;
    padding: 10px 16px;
    border: 0;
    background: none;
    text-align: left;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

type MenuItem = { to: string; label: string; logout: boolean };

const menuItems = (admin: boolean): MenuItem[] => [
  ...[...PROFILE_MENU_LINKS, ...(admin ? [ADMIN_MENU_LINK] : [])].map((link) => ({ ...link, logout: false })),
  { to: '/', label: 'Logout', logout: true },
];

/** The signed-in user's menu: a menu button operable by mouse and keyboard (arrows, Home, End, Escape). */
export function ProfileMenu() {
  const menuId = useId();
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const { open, setOpen, wrapper, trigger, closeToTrigger: close } = usePopover<HTMLButtonElement>(() => items.current[0]?.focus());
  const navigate = useNavigate();
  const entries = menuItems(useHasRole('ADMIN'));

  const choose = (item: MenuItem) => {
    setOpen(false);
    if (item.logout) requestSignOut();
    else navigate(item.to);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = items.current.findIndex((item) => item === document.activeElement);
    const last = entries.length - 1;
    const focus = (index: number) => items.current[index]?.focus();
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') focus(current >= last ? 0 : current + 1);
    else if (event.key === 'ArrowUp') focus(current <= 0 ? last : current - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(last);
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <Wrapper ref={wrapper}>
      <Trigger
        ref={trigger}
        type="button"
        aria-label="Open profile menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <UserIcon size={22} />
      </Trigger>
      {open && (
        <Menu id={menuId} role="menu" aria-label="Profile" onKeyDown={onMenuKeyDown}>
          {entries.map((item, index) => (
            <li key={item.label} role="none">
              <button
                ref={(node) => {
                  items.current[index] = node;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => choose(item)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </Menu>
      )}
    </Wrapper>
  );
}
