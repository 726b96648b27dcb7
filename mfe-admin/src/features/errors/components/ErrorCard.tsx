import styled from 'styled-components';
import { Avatar, DISPLAY, color, radius, shadow } from '@chapter/shared';
import type { ErrorRecord } from '../hooks/errorRecords';

const CardButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  width: 100%;
  padding: 16px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('lg')};
  background: ${color('surface')};
  box-shadow: ${shadow('sm')};
  color: ${color('text')};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    border-color: ${color('primary')};
  }
  strong {
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
`;

const Sub = styled.span`
  color: ${color('muted')};
  font-size: 0.875rem;
`;

const Stack = styled.span`
  display: flex;
  align-items: center;
  & > * + * {
    margin-left: -8px;
  }
  & > span {
    border: 2px solid ${color('surface')};
  }
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  height: 32px;
  padding: 0 6px;
  border-radius: 9999px;
  background: ${color('surfaceAlt')};
  color: ${color('text')};
  font-size: 0.8125rem;
  font-weight: 700;
`;

/** A record's name, its failed members' first 3 avatars and '+N' for the rest; opens the detail dialog. */
export function ErrorCard({ record, onOpen }: { record: ErrorRecord; onOpen: () => void }) {
  const shown = record.users.slice(0, DISPLAY.errorCardAvatars);
  const rest = record.users.length - shown.length;
  return (
    <CardButton
      type="button"
      onClick={onOpen}
      aria-label={`${record.title}: ${record.users.length} failed ${record.users.length === 1 ? 'member' : 'members'}`}
    >
      <strong>{record.title}</strong>
      <Sub>{record.subtitle}</Sub>
      <Stack aria-hidden="true">
        {shown.map((user) => (
          <Avatar key={`${user.userId}-${user.detail}`} src={user.picture} name={user.name} size={32} />
        ))}
        {rest > 0 && <More>+{rest}</More>}
      </Stack>
    </CardButton>
  );
}
