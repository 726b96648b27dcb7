import type { AuditEntry } from '@chapter/shared/types';
import { Table, TableScroll } from '../../../components/ui';
import { formatDateTime } from '../../../lib/formatDateTime';
import { describeChange } from '../hooks/describeChange';

/** Who did what to whom, when, and what changed. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Audit log">
      <Table>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Action</th>
            <th scope="col">By</th>
            <th scope="col">On</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry._id}>
              <td>{formatDateTime(entry.at)}</td>
              <td>{entry.action}</td>
              <td>{entry.actor.name}</td>
              <td>{entry.target?.name ?? '–'}</td>
              <td>{describeChange(entry.before, entry.after)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
