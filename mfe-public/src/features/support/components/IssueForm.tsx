import { useRef, useState, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { Button, color, FormField, LIMITS, radius, TextField } from '@chapter/shared';
import { capWords, countWords, issueReportSchema, type IssueReportValues } from '@chapter/shared/schemas';
import { reportIssue } from '../api/reportIssue';
import { useIssueCooldown } from '../hooks/useIssueCooldown';

const EMPTY: IssueReportValues = { name: '', email: '', subject: '', description: '' };
export const SUBMIT_FAILED = 'Error in submitting the form! Please try again later';
export const COOLDOWN_MESSAGE = 'You can submit another issue after 1 hour.';

const Form = styled.form`
  min-width: 0;
  .row {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 0 16px;
  }
  @media (max-width: 640px) {
    .row {
      grid-template-columns: 1fr;
    }
  }
  textarea {
    width: 100%;
    min-height: 160px;
    padding: 10px 12px;
    border: 1px solid ${color('border')};
    border-radius: ${radius('md')};
    font: inherit;
    resize: vertical;
  }
  textarea[aria-invalid='true'] {
    border-color: ${color('danger')};
  }
  input[type='file'] {
    max-width: 100%;
  }
`;

const WORD_COLOURS = { normal: 'muted', warning: 'warning', limit: 'danger' } as const;
type WordLevel = keyof typeof WORD_COLOURS;

const WordCounter = styled.span<{ $level: WordLevel }>`
  color: ${({ $level, theme }) => theme.colors[WORD_COLOURS[$level]]};
  font-weight: ${({ $level }) => ($level === 'normal' ? 400 : 700)};
`;

const Banner = styled.div<{ $tone: 'success' | 'danger' | 'info' }>`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${radius('md')};
  background: ${({ $tone, theme }) => theme.colors[`${$tone}Soft`]};
  color: ${({ $tone, theme }) => theme.colors[$tone]};
  p {
    margin: 0;
  }
  strong {
    display: block;
  }
`;

/** Orange from 180 words, red at the 200-word cap. */
export const wordLevel = (words: number): WordLevel =>
  words >= LIMITS.issueDescriptionWords ? 'limit' : words >= LIMITS.issueWordsWarnAt ? 'warning' : 'normal';

type Outcome = { type: 'success'; message: string; referenceId?: string } | { type: 'failure'; message: string } | null;

export function IssueForm() {
  const { waiting, markReported } = useIssueCooldown();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [screenshotError, setScreenshotError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const form = useFormik<IssueReportValues>({
    initialValues: EMPTY,
    validationSchema: issueReportSchema,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      const result = await reportIssue(values, screenshot);
      if (result.ok) {
        setOutcome({ type: 'success', message: result.message, referenceId: result.data?.referenceId });
        markReported();
        helpers.resetForm();
        setScreenshot(null);
        if (fileInput.current) fileInput.current.value = '';
      } else {
        setOutcome({ type: 'failure', message: result.status === 0 || result.status >= 500 ? '' : result.message });
      }
    },
  });

  const words = countWords(form.values.description);
  const errorOf = (name: keyof IssueReportValues) => (form.touched[name] && form.errors[name]) || undefined;

  function chooseScreenshot(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (file && !file.type.startsWith('image/')) {
      setScreenshotError('Please choose an image file');
      setScreenshot(null);
      event.target.value = '';
      return;
    }
    setScreenshotError(null);
    setScreenshot(file);
  }

  return (
    <Form onSubmit={form.handleSubmit} noValidate aria-label="Report an issue">
      {outcome?.type === 'success' && (
        <Banner $tone="success" role="status">
          <strong>Issue reported successfully!</strong>
          <p>
            {outcome.message}
            {outcome.referenceId && ` Reference ID: ${outcome.referenceId}.`}
          </p>
        </Banner>
      )}
      {outcome?.type === 'failure' && (
        <Banner $tone="danger" role="alert">
          <strong>{SUBMIT_FAILED}</strong>
          {outcome.message && <p>{outcome.message}</p>}
        </Banner>
      )}
      {waiting && (
        <Banner $tone="info">
          <p>{COOLDOWN_MESSAGE}</p>
        </Banner>
      )}
      <div className="row">
        <TextField label="Name" required autoComplete="name" {...form.getFieldProps('name')} error={errorOf('name')} />
        <TextField label="Email" type="email" required autoComplete="email" {...form.getFieldProps('email')} error={errorOf('email')} />
      </div>
      <TextField label="Subject" required {...form.getFieldProps('subject')} error={errorOf('subject')} />
      <FormField
        label="Description"
        required
        error={errorOf('description')}
        hint={
          <WordCounter $level={wordLevel(words)} data-level={wordLevel(words)} data-testid="word-counter">
            {words}/{LIMITS.issueDescriptionWords} words
          </WordCounter>
        }
      >
        {(control) => (
          <textarea
            {...control}
            name="description"
            value={form.values.description}
            onBlur={form.handleBlur}
            onChange={(event) => void form.setFieldValue('description', capWords(event.target.value))}
            placeholder="What did you do, what did you expect, and what happened instead?"
          />
        )}
      </FormField>
      <FormField label="Screenshot (optional)" hint="PNG or JPG up to 5MB" error={screenshotError}>
        {(control) => <input {...control} ref={fileInput} type="file" accept="image/*" onChange={chooseScreenshot} />}
      </FormField>
      <Button type="submit" size="large" fullWidth busy={form.isSubmitting} disabled={waiting}>
        {waiting ? 'Wait 1 hour' : form.isSubmitting ? 'Submitting…' : 'Submit Issue'}
      </Button>
    </Form>
  );
}
