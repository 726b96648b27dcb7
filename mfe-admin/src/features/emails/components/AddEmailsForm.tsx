import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormField, TextArea } from '@chapter/shared';
import { parseAllowedEmails } from '@chapter/shared/schemas';
import type { Confirmation } from '../../../hooks/useConfirm';
import { useAddAllowedEmails } from '../api/addAllowedEmails';

const Form = styled.form`
  margin-bottom: 12px;
`;

export type AddEmailsFormProps = { listed: string[]; ask: (confirmation: Confirmation) => void };

/** Comma-separated addresses: trimmed, invalid ones dropped, those on the current page skipped; confirms the count. */
export function AddEmailsForm({ listed, ask }: AddEmailsFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddAllowedEmails();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const emails = parseAllowedEmails(text, listed);
    if (emails.length === 0) {
      setError('No new valid email addresses to add');
      return;
    }
    setError(null);
    ask({
      type: 'success',
      title: 'Add allowed emails',
      confirmText: 'Add',
      message: `Add ${emails.length} ${emails.length === 1 ? 'email' : 'emails'} to the allowed list?`,
      run: async () => {
        await add.mutateAsync(emails);
        setText('');
      },
    });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <FormField label="Emails" hint="Separate addresses with commas" error={error}>
        {(control) => (
          <TextArea {...control} rows={3} value={text} onChange={(event) => setText(event.target.value)} placeholder="a@university.edu, b@university.edu" />
        )}
      </FormField>
      <Button type="submit" disabled={!text.trim()}>
        Add Emails
      </Button>
    </Form>
  );
}
