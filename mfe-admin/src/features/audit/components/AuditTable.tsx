import { Button } from '@chapter/shared';
import type { AuditEntry } from '@chapter/shared/types';
import { Table, TableScroll } from '../../../components/ui';
import { formatDateTime } from '../../../lib/formatDateTime';
import { describeChange } from '../hooks/describeChange';

export type AuditTableProps = { entries: AuditEntry[]; onTarget: (target: { id: string; name: string }) => void };

/** Who did what to whom, when, and what changed; a member's name narrows the log to them. */
export function AuditTable({ entries, onTarget }: AuditTableProps) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Audit log entries">
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
              <td>
                {entry.target?._id ? (
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() => onTarget({ id: entry.target!._id!, name: entry.target!.name ?? entry.target!._id! })}
                    aria-label={`Only entries on ${entry.target.name}`}
                  >
                    {entry.target.name}
                  </Button>
                ) : (
                  (entry.target?.name ?? '–')
                )}
              </td>
              <td>{describeChange(entry.before, entry.after)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
