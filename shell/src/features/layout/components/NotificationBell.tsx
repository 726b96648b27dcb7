import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, color, HEADER_HEIGHT_PX, localeDateString, localeString, media, Pending, radius, shadow, VisuallyHidden } from '@chapter/shared';
import type { NotificationItem } from '@chapter/shared/types';
import { useMarkRead, useNotificationList, useUnreadCount } from '../hooks/useNotifications';
import { usePopover } from '../hooks/usePopover';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: ${radius('pill')};
  background: transparent;
  color: ${color('text')};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${color('primarySoft')};
    color: ${color('primary')};
  }
`;

/** The count on the bell; the button's name says it, so readers skip the badge. */
const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${radius('pill')};
  background: ${color('danger')};
  color: ${color('onPrimary')};
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

const Panel = styled.section`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 100;
  display: flex;
  flex-direction: column;
  width: 360px;
  max-height: min(480px, calc(100vh - 96px));
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
  box-shadow: ${shadow('md')};
  ${media.mobile} {
    /* A phone: the panel spans the screen below the bar, whatever the bell's place in it. */
    position: fixed;
    left: 8px;
    right: 8px;
    top: ${HEADER_HEIGHT_PX}px;
    width: auto;
  }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 12px 10px 16px;
  border-bottom: 1px solid ${color('border')};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
`;

const Item = styled.li<{ $unread: boolean }>`
  border-bottom: 1px solid ${color('border')};
  background: ${({ $unread }) => ($unread ? color('primarySoft') : 'transparent')};
  &:last-child {
    border-bottom: 0;
  }
  a,
  button {
    display: block;
    width: 100%;
    padding: 10px 16px;
    border: 0;
    background: none;
    text-align: left;
    font: inherit;
    color: ${color('text')};
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${color('surfaceAlt')};
  }
  a:focus-visible,
  button:focus-visible {
    outline-offset: -2px;
  }
`;

const ItemTitle = styled.span<{ $unread: boolean }>`
  display: block;
  font-weight: ${({ $unread }) => ($unread ? 700 : 500)};
  overflow-wrap: anywhere;
`;

const ItemBody = styled.span`
  display: block;
  margin-top: 2px;
  font-size: 0.875rem;
  color: ${color('muted')};
  overflow-wrap: anywhere;
`;

const When = styled.time`
  display: block;
  margin-top: 4px;
  font-size: 0.75rem;
  color: ${color('muted')};
`;

const Message = styled.p`
  margin: 0;
  padding: 24px 16px;
  text-align: center;
  color: ${color('muted')};
`;

function BellIcon() {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 8a6 6 0 0112 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 003.4 0" />
    </svg>
  );
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** "5 minutes ago", "yesterday"; a week or more ago, the local date. */
export function whenLabel(iso: string, now = Date.now()): string {
  const then = new Date(iso).getTime();
  let amount = Math.round((then - now) / 60_000);
  if (Math.abs(amount) < 1) return 'just now';
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(amount, unit);
    amount = Math.round(amount / size);
  }
  return localeDateString(iso);
}

/** The bell's accessible name: "Notifications, 3 unread", or "Notifications" when none is (or the count is unknown). */
export const bellName = (unread: number | null) => (unread ? `Notifications, ${unread} unread` : 'Notifications');

const isInApp = (link: string) => link.startsWith('/') && !link.startsWith('//');

type ItemProps = { item: NotificationItem; onChoose: (item: NotificationItem) => void };

function NoticeEntry({ item, onChoose }: ItemProps) {
  const unread = item.readAt === null;
  const content = (
    <>
      {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
      <ItemTitle $unread={unread}>{item.title}</ItemTitle>
      {item.body && <ItemBody>{item.body}</ItemBody>}
      <When dateTime={item.createdAt} title={localeString(item.createdAt)}>
        {whenLabel(item.createdAt)}
      </When>
    </>
  );
  const choose = () => onChoose(item);
  return (
    <Item $unread={unread}>
      {item.link && isInApp(item.link) ? (
        <Link to={item.link} onClick={choose}>
          {content}
        </Link>
      ) : item.link ? (
        <a href={item.link} target="_blank" rel="noopener noreferrer" onClick={choose}>
          {content}
        </a>
      ) : (
        <button type="button" onClick={choose}>
          {content}
        </button>
      )}
    </Item>
  );
}

/**
 * The bell in the bar for a signed-in member: its name and badge give the unread count (asked every minute and when
 * the window is back in focus); it opens a panel of the newest items. Opening an item marks it read; "Mark all as
 * read" marks the rest. Escape, or the focus leaving the panel, closes it; Escape gives the focus back to the bell.
 */
export function NotificationBell() {
  const panelId = useId();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { open, setOpen, wrapper, trigger, closeToTrigger: closeToBell } = usePopover<HTMLButtonElement>(() => heading.current?.focus());
  const unread = useUnreadCount();
  const list = useNotificationList(open);
  const markRead = useMarkRead();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      closeToBell();
    }
  };
  // Tabbing past the panel's last item (or back before the bell) closes it, as the profile menu does.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && event.relatedTarget && !wrapper.current?.contains(event.relatedTarget as Node)) setOpen(false);
  };
  const choose = (item: NotificationItem) => {
    if (item.readAt === null) markRead.mutate({ ids: [item._id] });
    if (item.link) setOpen(false);
  };

  const items = list.data?.data ?? [];
  const anyUnread = items.some((item) => item.readAt === null) || Boolean(unread);

  return (
    <Wrapper ref={wrapper} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Trigger
        ref={trigger}
        type="button"
        aria-label={bellName(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {unread ? <Count aria-hidden="true">{unread > 99 ? '99+' : unread}</Count> : null}
      </Trigger>
      {open && (
        <Panel id={panelId} aria-labelledby={headingId}>
          <PanelHeader>
            <h2 id={headingId} ref={heading} tabIndex={-1}>
              Notifications
            </h2>
            {anyUnread && items.length > 0 && (
              <Button
                variant="ghost"
                size="small"
                busy={markRead.isPending}
                // The button goes once nothing is unread: the focus moves to the panel's heading, not to the page.
                onClick={() => markRead.mutate({ all: true }, { onSuccess: () => heading.current?.focus() })}
              >
                Mark all as read
              </Button>
            )}
          </PanelHeader>
          {list.isPending ? (
            <Message>
              <Pending query={list} label="Loading notifications" />
            </Message>
          ) : list.isError ? (
            <Message role="alert">
              Could not load your notifications.{' '}
              <Button variant="secondary" size="small" onClick={() => void list.refetch()}>
                Retry
              </Button>
            </Message>
          ) : items.length === 0 ? (
            <Message>No notifications yet</Message>
          ) : (
            <Items aria-labelledby={headingId}>
              {items.map((item) => (
                <NoticeEntry key={item._id} item={item} onChoose={choose} />
              ))}
            </Items>
          )}
        </Panel>
      )}
    </Wrapper>
  );
}
