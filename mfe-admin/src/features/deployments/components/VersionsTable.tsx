import { Button } from '@chapter/shared';
import type { RemoteVersion } from '@chapter/shared/types';
import { Actions, Table, TableScroll } from '../../../components/ui';
import { formatDateTime } from '../../../lib/formatDateTime';
import { OneLine, VersionId } from './cells';
import { failureRateText, SOURCE_NAMES, sizeText, STATE_NAMES } from './deploymentText';

/** A retired version that was uploaded (a build on the server is never a canary) can be served again as a canary. */
export const canStartCanary = (version: RemoteVersion): boolean => version.state === 'retired' && version.source !== 'build';

export type VersionsTableProps = {
  remote: string;
  versions: RemoteVersion[];
  onStartCanary: (version: RemoteVersion) => void;
};

/** A remote's versions, newest first: where each came from, who deployed it when, its state and what pages reported. */
export function VersionsTable({ remote, versions, onStartCanary }: VersionsTableProps) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label={`Versions of ${remote}`}>
      <Table>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Source</th>
            <th scope="col">Deployed by</th>
            <th scope="col">When</th>
            <th scope="col">State</th>
            <th scope="col">Sessions</th>
            <th scope="col">Failure rate</th>
            <th scope="col">Size</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((version) => (
            <tr key={version.version}>
              <th scope="row">
                <VersionId $nowrap>{version.version}</VersionId>
              </th>
              <td>{SOURCE_NAMES[version.source]}</td>
              <td>{version.deployedBy ?? '–'}</td>
              <OneLine>{formatDateTime(version.deployedAt)}</OneLine>
              <td>{STATE_NAMES[version.state]}</td>
              <OneLine>{version.sessions}</OneLine>
              <OneLine>
                {failureRateText(version)}
                {version.failureRate !== null && ` (${version.failures})`}
              </OneLine>
              <OneLine>{sizeText(version.size)}</OneLine>
              <OneLine>
                <Actions $nowrap>
                  {canStartCanary(version) && (
                    <Button size="small" variant="secondary" onClick={() => onStartCanary(version)} aria-label={`Start canary: ${version.version}`}>
                      Start canary
                    </Button>
                  )}
                </Actions>
              </OneLine>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
