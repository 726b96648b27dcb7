import styled from 'styled-components';
import { localeDateString, localeString } from '../clock/drawnClock';
import { normaliseTime } from '../schemas/dates';
import { hasRole, type Role } from '../session/roles';
import { color, media, radius, shadow } from '../theme';
import { Tooltip } from './Tooltip';

export type NotificationLink = { link: string; linkText: string };

export type NotificationCardProps = {
  title: string;
  description: string;
  /** `YYYY-MM-DD` or an ISO timestamp (only the part before `T` is used). */
  date: string;
  /** `HH:MM` or `HH:MM:SS`, local time. */
  time?: string;
  links?: NotificationLink[];
  role: Role | null | undefined;
  onDelete?: () => void;
};

/**
 * The date (and time, when given) of an announcement as written, a wall-clock time in no zone, in the reader's locale;
 * the raw text when it cannot be read. Read and shown as UTC, so no zone moves it.
 */
export function formatNotificationDate(date: string, time?: string): { label: string; iso: string } {
  const day = date.split('T')[0];
  const stamp = time ? `${day}T${normaliseTime(time)}` : `${day}T00:00:00`;
  const parsed = new Date(`${stamp}Z`);
  if (Number.isNaN(parsed.getTime())) return { label: time ? `${date} ${time}` : date, iso: date };
  return { label: time ? localeString(parsed, 'UTC') : localeDateString(parsed, 'UTC'), iso: time ? stamp : day };
}

const Card = styled.article`
  position: relative;
  padding: 16px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  box-shadow: ${shadow('sm')};
  overflow-wrap: anywhere;

  ${media.mobile} {
    padding: 12px;
  }
`;

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
  color: ${color('text')};
`;

const When = styled.time`
  display: block;
  margin-top: 2px;
  font-size: 0.8125rem;
  color: ${color('muted')};
`;

const Description = styled.p`
  margin: 8px 0 0;
  color: ${color('text')};
  white-space: pre-line;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;

  a {
    color: ${color('primary')};
    font-weight: 600;
  }
`;

const DeleteButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${radius('md')};
  background: transparent;
  color: ${color('danger')};
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    background: ${color('dangerSoft')};
  }
  &[aria-disabled='true'] {
    color: ${color('muted')};
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const TrashIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v6M14 11v6" />
  </svg>
);

export function NotificationCard({ title, description, date, time, links = [], role, onDelete }: NotificationCardProps) {
  const when = formatNotificationDate(date, time);
  const canDelete = hasRole(role, 'COREMEMBER');
  const label = `Delete ${title}`;

  return (
    <Card>
      <Header>
        <div>
          <Title>{title}</Title>
          <When dateTime={when.iso}>{when.label}</When>
        </div>
        {onDelete &&
          (canDelete ? (
            <DeleteButton type="button" aria-label={label} onClick={onDelete}>
              <TrashIcon />
            </DeleteButton>
          ) : (
            // Kept focusable (aria-disabled, not disabled) so keyboard users can reach the explanation.
            <Tooltip content="Only core team members can delete">
              <DeleteButton type="button" aria-label={label} aria-disabled="true" onClick={(event) => event.preventDefault()}>
                <TrashIcon />
              </DeleteButton>
            </Tooltip>
          ))}
      </Header>
      <Description>{description}</Description>
      {links.length > 0 && (
        <Links>
          {links.map(({ link, linkText }) => (
            <li key={`${link}-${linkText}`}>
              <a href={link} target="_blank" rel="noopener noreferrer">
                {linkText}
              </a>
            </li>
          ))}
        </Links>
      )}
    </Card>
  );
}
