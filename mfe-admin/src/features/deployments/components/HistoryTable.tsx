import type { DeployHistoryEntry } from '@chapter/shared/types';
import { Table, TableScroll } from '../../../components/ui';
import { formatDateTime } from '../../../lib/formatDateTime';
import { ACTION_NAMES } from './deploymentText';
import { OneLine, VersionId } from './cells';

/** What changed: a canary's action names its share. */
function actionText(entry: DeployHistoryEntry): string {
  const name = ACTION_NAMES[entry.action];
  return entry.action === 'canary' && entry.share !== null ? `${name} (${entry.share} %)` : name;
}

/** A remote's recent changes, newest first: what, which version, by whom (or the API itself), when and why. */
export function HistoryTable({ remote, history }: { remote: string; history: DeployHistoryEntry[] }) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label={`History of ${remote}`}>
      <Table>
        <thead>
          <tr>
            <th scope="col">Action</th>
            <th scope="col">Version</th>
            <th scope="col">By</th>
            <th scope="col">When</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <OneLine>{actionText(entry)}</OneLine>
              <td>{entry.version ? <VersionId $nowrap>{entry.version}</VersionId> : '–'}</td>
              <td>{entry.by ?? 'Automatic'}</td>
              <OneLine>{formatDateTime(entry.at)}</OneLine>
              <td>{entry.reason ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
