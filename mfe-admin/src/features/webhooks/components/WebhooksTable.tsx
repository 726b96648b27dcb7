import styled from 'styled-components';
import { Button, color, media } from '@chapter/shared';
import type { Webhook } from '@chapter/shared/types';
import { CellLabel, StackedTable } from '../../../components/StackedTable';
import { Actions, TableScroll } from '../../../components/ui';
import { formatDateTime } from '../../../lib/formatDateTime';
import { KIND_NAMES } from './kindNames';

const Name = styled.th`
  text-align: left;
  ${media.below('tablet')} {
    display: block;
    flex-basis: 100%;
  }
`;

const Address = styled.code`
  overflow-wrap: anywhere;
  font-size: 0.875rem;
`;

const Status = styled.span<{ $tone: 'success' | 'danger' | 'muted' }>`
  font-weight: 600;
  color: ${(props) => color(props.$tone)(props)};
  overflow-wrap: anywhere;
`;

/** The webhook's state in words: "Failing: <message> since <time>", "OK", or no posts yet. */
function StatusText({ webhook }: { webhook: Webhook }) {
  if (webhook.state === 'failing')
    return (
      <Status $tone="danger">
        Failing: {webhook.lastError ?? 'the last post failed'} since {formatDateTime(webhook.failingSince)}
      </Status>
    );
  if (webhook.state === 'ok')
    return (
      <>
        <Status $tone="success">OK</Status>, last post {formatDateTime(webhook.lastSuccessAt)}
      </>
    );
  return <Status $tone="muted">No posts yet</Status>;
}

export type WebhooksTableProps = {
  webhooks: Webhook[];
  /** The webhook whose test post is out, if any. */
  testing: string | null;
  onTest: (webhook: Webhook) => void;
  onRemove: (webhook: Webhook) => void;
};

/** Each webhook: its name, kind, masked URL and state, with "Send test" and "Remove". A table that stacks on a phone. */
export function WebhooksTable({ webhooks, testing, onTest, onRemove }: WebhooksTableProps) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Webhook list">
      <StackedTable>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">URL</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {webhooks.map((webhook) => (
            <tr key={webhook.id}>
              <Name scope="row">{webhook.name}</Name>
              <td>
                <CellLabel>Kind</CellLabel>
                {KIND_NAMES[webhook.kind]}
              </td>
              <td>
                <CellLabel>URL</CellLabel>
                <Address>{webhook.maskedUrl}</Address>
              </td>
              <td data-wide>
                <CellLabel>Status</CellLabel>
                <StatusText webhook={webhook} />
              </td>
              <td data-wide>
                <Actions>
                  <Button
                    size="small"
                    variant="secondary"
                    busy={testing === webhook.id}
                    disabled={testing !== null}
                    onClick={() => onTest(webhook)}
                    aria-label={`Send test: ${webhook.name}`}
                  >
                    {testing === webhook.id ? 'Sending…' : 'Send test'}
                  </Button>
                  <Button size="small" variant="danger" onClick={() => onRemove(webhook)} aria-label={`Remove: ${webhook.name}`}>
                    Remove
                  </Button>
                </Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
    </TableScroll>
  );
}
