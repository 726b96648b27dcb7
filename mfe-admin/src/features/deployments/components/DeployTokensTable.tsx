import { Button } from '@chapter/shared';
import type { DeployToken } from '@chapter/shared/types';
import { Actions, Table, TableScroll } from '../../../components/ui';
import { formatDateTime } from '../../../lib/formatDateTime';
import { OneLine } from './cells';

export type DeployTokensTableProps = { tokens: DeployToken[]; onRevoke: (token: DeployToken) => void };

/** Each deploy token: its remote, name, who made it when, its last use and whether it is revoked, with Revoke. */
export function DeployTokensTable({ tokens, onRevoke }: DeployTokensTableProps) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Deploy token list">
      <Table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Remote</th>
            <th scope="col">Created by</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">State</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token.id}>
              <th scope="row">{token.name}</th>
              <OneLine>{token.remote}</OneLine>
              <td>{token.createdBy ?? '–'}</td>
              <OneLine>{formatDateTime(token.createdAt)}</OneLine>
              <OneLine>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}</OneLine>
              <td>{token.revokedAt ? `Revoked ${formatDateTime(token.revokedAt)}` : 'Active'}</td>
              <OneLine>
                <Actions $nowrap>
                  {!token.revokedAt && (
                    <Button size="small" variant="danger" onClick={() => onRevoke(token)} aria-label={`Revoke: ${token.name} (${token.remote})`}>
                      Revoke
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
