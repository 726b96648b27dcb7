import { useState } from 'react';
import styled from 'styled-components';
import { color, LoadFailure, media, PageHeading, Pending, useHasRole, useLoadErrorToast, useSession } from '@chapter/shared';
import { Centered, Page } from '../../../components/Page';
import { useAllUsers } from '../api/getAllUsers';
import { CompareSide } from './CompareSide';
import { ProfilePicker } from './ProfilePicker';

const Pickers = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  gap: 16px;
  align-items: end;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    align-items: stretch;
  }
`;

const Versus = styled.span`
  align-self: center;
  justify-self: center;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${color('primary')};
  color: ${color('onPrimary')};
  font-weight: 800;
`;

const Sides = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 24px;
  align-items: start;

  ${media.below('tablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** /profile/compare: two members side by side. Members and users compare themselves; core members and above any two. */
export function ComparePage() {
  const session = useSession();
  const canPickBoth = useHasRole('COREMEMBER');
  const users = useAllUsers();
  const [first, setFirst] = useState<string | null>(null);
  const [second, setSecond] = useState<string | null>(null);
  useLoadErrorToast(users.error, 'Error fetching user data');
  const firstId = canPickBoth ? first : session.userId;

  return (
    <Page>
      <PageHeading>Profile Comparison</PageHeading>
      {users.isPending ? (
        <Centered>
          <Pending query={users} size={32} label="Loading members" />
        </Centered>
      ) : users.isError ? (
        <LoadFailure message="Error fetching user data" onRetry={() => void users.refetch()} />
      ) : (
        <>
          <Pickers>
            <ProfilePicker label="Select First Profile" users={users.data} selectedId={firstId} onSelect={setFirst} locked={!canPickBoth} />
            <Versus aria-hidden="true">VS</Versus>
            <ProfilePicker label="Select Second Profile" users={users.data} selectedId={second} onSelect={setSecond} />
          </Pickers>
          <Sides>
            <CompareSide userId={firstId} side="First" />
            <CompareSide userId={second} side="Second" />
          </Sides>
        </>
      )}
    </Page>
  );
}
