import styled from 'styled-components';
import { useFormik } from 'formik';
import { Button, media, WEBHOOK_LIMITS } from '@chapter/shared';
import { InputField, SelectField } from '@chapter/shared/forms';
import { webhookSchema, type WebhookFormValues } from '@chapter/shared/schemas';
import type { WebhookKind } from '@chapter/shared/types';
import { useAddWebhook } from '../api/webhooks';
import { KIND_NAMES } from './kindNames';

const EMPTY: WebhookFormValues = { name: '', kind: 'discord', url: '' };
const KINDS = (Object.keys(KIND_NAMES) as WebhookKind[]).map((kind) => ({ value: kind, label: KIND_NAMES[kind] }));

/* Name and kind side by side from the tablet width up; everything in one column on a phone. */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 0 12px;

  ${media.below('tablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Name, kind and URL of a new webhook, checked with the API's own rules (https; http only for localhost). */
export function AddWebhookForm({ full }: { full: boolean }) {
  const add = useAddWebhook();
  const form = useFormik<WebhookFormValues>({
    initialValues: EMPTY,
    validationSchema: webhookSchema,
    onSubmit: async (values, helpers) => {
      try {
        await add.mutateAsync(webhookSchema.cast(values) as WebhookFormValues);
        helpers.resetForm();
      } catch {
        // The hook has told the admin why; what they typed stays.
      }
    },
  });

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-labelledby="add-webhook-heading">
      <Row>
        <InputField formik={form} name="name" label="Name" required maxLength={WEBHOOK_LIMITS.name} autoComplete="off" placeholder="Chapter Discord" />
        <SelectField formik={form} name="kind" label="Kind" required options={KINDS} />
      </Row>
      <InputField
        formik={form}
        name="url"
        label="Webhook URL"
        required
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={WEBHOOK_LIMITS.url}
        placeholder="https://discord.com/api/webhooks/…"
        hint="Kept secret: after saving, only its host and last 4 characters are shown."
      />
      <Button type="submit" busy={form.isSubmitting} disabled={full}>
        Add webhook
      </Button>
    </form>
  );
}
