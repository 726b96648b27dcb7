import { EmptyState, LoadFailure, Pending, useLoadErrorToast, WEBHOOK_LIMITS } from '@chapter/shared';
import type { Webhook } from '@chapter/shared/types';
import { Card, Muted, SectionHeading } from '../../../components/ui';
import { useConfirm } from '../../../hooks/useConfirm';
import { useRemoveWebhook, useTestWebhook, useWebhooks } from '../api/webhooks';
import { AddWebhookForm } from './AddWebhookForm';
import { WebhooksTable } from './WebhooksTable';

export const WEBHOOKS_LOAD_FAILED = 'Error fetching webhooks';

/** The group chat: the webhooks new announcements, new contests and each day's events are posted to; add, test, remove. */
export function WebhooksPage() {
  const webhooks = useWebhooks();
  const remove = useRemoveWebhook();
  const test = useTestWebhook();
  const { ask, dialog } = useConfirm();
  useLoadErrorToast(webhooks.error, WEBHOOKS_LOAD_FAILED);
  const count = webhooks.data?.length ?? 0;
  const full = count >= WEBHOOK_LIMITS.count;

  const confirmRemove = (webhook: Webhook) =>
    ask({
      type: 'danger',
      title: 'Remove webhook',
      confirmText: 'Remove',
      message: `Stop posting to "${webhook.name}"? Posts still waiting for it are dropped.`,
      run: () => remove.mutateAsync(webhook.id),
    });

  let list;
  if (webhooks.isPending) list = <Pending query={webhooks} label="Loading webhooks" />;
  else if (webhooks.error && !webhooks.data) list = <LoadFailure message={WEBHOOKS_LOAD_FAILED} onRetry={() => void webhooks.refetch()} />;
  else if (count === 0) list = <EmptyState title="No webhooks yet" description="Add one above to post to your group chat." />;
  else
    list = (
      <WebhooksTable
        webhooks={webhooks.data!}
        testing={test.isPending ? (test.variables ?? null) : null}
        onTest={(webhook) => test.mutate(webhook.id)}
        onRemove={confirmRemove}
      />
    );

  return (
    <>
      <Card aria-labelledby="add-webhook-heading">
        <SectionHeading id="add-webhook-heading">Group chat webhooks</SectionHeading>
        <Muted>
          New announcements, new calendar contests and, at 08:00, the day&apos;s contests and meetings are posted to each webhook once. A failed post is tried
          again for a few hours. Discord, Slack, or any address that takes JSON.
        </Muted>
        <AddWebhookForm full={full} />
        {full && <Muted>At most {WEBHOOK_LIMITS.count} webhooks: remove one to add another.</Muted>}
      </Card>
      <Card aria-labelledby="webhooks-list-heading">
        <SectionHeading id="webhooks-list-heading">Webhooks</SectionHeading>
        {list}
      </Card>
      {dialog}
    </>
  );
}
