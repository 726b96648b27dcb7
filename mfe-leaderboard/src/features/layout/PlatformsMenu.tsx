import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ChevronDownIcon, color, radius, shadow } from '@chapter/shared';
import { PLATFORM_BOARD_LINKS } from '../../lib/platformBoards';
import { tabStyle } from './tabStyles';

const Root = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  ${tabStyle}
`;

const Caret = styled.span<{ $open: boolean }>`
  display: inline-block;
  font-size: 0.75em;
  transform: rotate(${({ $open }) => ($open ? 180 : 0)}deg);
  transition: transform 0.15s;
`;

const Menu = styled.ul`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  z-index: 20;
  min-width: 200px;
  margin: 0;
  padding: 6px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  background: ${color('surface')};
  box-shadow: ${shadow('md')};
  list-style: none;

  &[hidden] {
    display: none;
  }
`;

const Item = styled(NavLink)`
  display: block;
  padding: 10px 12px;
  border-radius: ${radius('sm')};
  color: ${color('text')};
  text-decoration: none;

  &:hover,
  &:focus-visible {
    background: ${color('primarySoft')};
    color: ${color('primary')};
  }
  &.active {
    font-weight: 700;
    color: ${color('primary')};
  }
`;

/**
 * The Platforms tab: a button (aria-expanded) showing the four platform boards. Closes on a click outside, Escape,
 * focus leaving it and any navigation; Arrow keys, Home and End move through the links, Tab reaches them too.
 */
export function PlatformsMenu() {
  const { pathname } = useLocation();
  // The menu is open on the page where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const menuId = useId();
  const onPlatform = pathname.startsWith('/leaderboard/platform/');

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-item]') ?? []);

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const list = items();
    (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    focusOnOpen.current = null;
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLAnchorElement);
    switch (event.key) {
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        toggleRef.current?.focus();
        return;
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!open) {
          focusOnOpen.current = step === 1 ? 'first' : 'last';
          setOpen(true);
        } else if (index === -1) {
          list[step === 1 ? 0 : list.length - 1]?.focus();
        } else {
          list[(index + step + list.length) % list.length]?.focus();
        }
        return;
      }
      case 'Home':
      case 'End':
        if (!open || index === -1) return;
        event.preventDefault();
        list[event.key === 'Home' ? 0 : list.length - 1]?.focus();
        return;
      default:
    }
  };

  return (
    <Root
      ref={rootRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus moved to something outside (Tab past the last link): close. A click outside is handled above.
        const next = event.relatedTarget as Node | null;
        if (next && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <Toggle ref={toggleRef} type="button" aria-expanded={open} aria-controls={menuId} data-active={onPlatform || undefined} onClick={() => setOpen(!open)}>
        Platforms{' '}
        <Caret aria-hidden="true" $open={open}>
          <ChevronDownIcon size={14} />
        </Caret>
      </Toggle>
      <Menu id={menuId} hidden={!open} aria-label="Platform leaderboards">
        {PLATFORM_BOARD_LINKS.map((board) => (
          <li key={board.slug}>
            <Item to={board.path} data-menu-item="" onClick={() => setOpen(false)}>
              {board.label}
            </Item>
          </li>
        ))}
      </Menu>
    </Root>
  );
}
