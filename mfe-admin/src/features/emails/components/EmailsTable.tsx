import { Button } from '@chapter/shared';
import type { AllowedEmail } from '@chapter/shared/types';
import { Table, TableScroll } from '../../../components/ui';
import { formatDateTime } from '../../../lib/formatDateTime';

export type EmailsTableProps = { emails: AllowedEmail[]; onDelete: (email: AllowedEmail) => void };

export function EmailsTable({ emails, onDelete }: EmailsTableProps) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Allowed emails">
      <Table>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Added</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {emails.map((email) => (
            <tr key={email._id}>
              <td>{email.email}</td>
              <td>{formatDateTime(email.createdAt)}</td>
              <td>
                <Button size="small" variant="danger" onClick={() => onDelete(email)} aria-label={`Delete ${email.email}`}>
                  Delete
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
