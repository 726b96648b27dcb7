import styled from 'styled-components';
import { Avatar, Button, Dialog, color, radius } from '@chapter/shared';
import type { ErrorRecord, ErrorRecordUser } from '../hooks/errorRecords';

const People = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Person = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  padding: 10px;
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
`;

const Who = styled.div`
  flex: 1 1 180px;
  min-width: 0;
  p {
    margin: 2px 0 0;
    font-size: 0.875rem;
    color: ${color('muted')};
    overflow-wrap: anywhere;
  }
`;

const Problem = styled.p`
  && {
    color: ${color('danger')};
  }
`;

export type ErrorDetailDialogProps = {
  record: ErrorRecord | null;
  onClose: () => void;
  onIgnore: (record: ErrorRecord, user: ErrorRecordUser) => void;
  onDelete: (record: ErrorRecord) => void;
  onRerun: (record: ErrorRecord) => void;
};

/** One record's failed members with Ignore each, and the record's Delete and Rerun. */
export function ErrorDetailDialog({ record, onClose, onIgnore, onDelete, onRerun }: ErrorDetailDialogProps) {
  return (
    <Dialog
      open={record !== null}
      size="medium"
      title={record?.title ?? ''}
      description={record?.subtitle}
      onClose={onClose}
      footer={
        record && (
          <>
            <Button variant="danger" onClick={() => onDelete(record)}>
              Delete Record
            </Button>
            <Button onClick={() => onRerun(record)}>Rerun</Button>
          </>
        )
      }
    >
      {record && (
        <People aria-label="Failed members">
          {record.users.map((user) => (
            <Person key={`${user.userId}-${user.detail}`}>
              <Avatar src={user.picture} name={user.name} size={36} />
              <Who>
                <strong>{user.name}</strong>
                <p>
                  {user.detail}
                  {user.handle ? ` · ${user.handle}` : ''}
                  {user.academicYear ? ` · Year ${user.academicYear}` : ''}
                </p>
                <Problem>{user.message}</Problem>
              </Who>
              <Button size="small" variant="secondary" onClick={() => onIgnore(record, user)} aria-label={`Ignore ${user.name}`}>
                Ignore user
              </Button>
            </Person>
          ))}
        </People>
      )}
    </Dialog>
  );
}
