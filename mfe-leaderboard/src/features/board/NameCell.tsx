import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, VisuallyHidden, color } from '@chapter/shared';
import type { LeaderboardRow } from '@chapter/shared/types';

const ProfileLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: inherit;
  font-weight: 600;
  text-decoration: none;

  &:hover span:last-child {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${color('focus')};
    outline-offset: 2px;
    border-radius: 4px;
  }
`;

const NameText = styled.span`
  overflow-wrap: anywhere;
`;

export type NameCellProps = { row: LeaderboardRow; belowMark: boolean };

/** The member's picture and name, a link to their profile; says so to screen readers when they are below the mark. */
export function NameCell({ row, belowMark }: NameCellProps) {
  return (
    <>
      <ProfileLink to={`/profile/${row._id}`}>
        <span aria-hidden="true">
          <Avatar src={row.profilePicture?.url} name={row.name} size={32} />
        </span>
        <NameText>{row.name}</NameText>
      </ProfileLink>
      {belowMark && <VisuallyHidden> (below passing mark)</VisuallyHidden>}
    </>
  );
}
