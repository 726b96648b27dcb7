import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, color, FormField, Input, media } from '@chapter/shared';
import { ProgressBar } from '../../../components/ProgressBar';
import { Muted } from '../../../components/ui';
import type { Confirmation } from '../../../hooks/useConfirm';
import { failureText } from '../../../lib/failureText';
import { useUploadVersion } from '../api/deployments';
import { parseShare } from './shareInput';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 0 12px;
  align-items: start;

  & > :nth-child(n + 3) {
    grid-column: 1 / -1;
  }
  ${media.below('tablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Refusal = styled.p`
  margin: 0 0 12px;
  color: ${color('danger')};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const ARCHIVE = /\.(tar\.gz|tgz)$/i;

export type UploadVersionFormProps = { remote: string; ask: (confirmation: Confirmation) => void };

/**
 * Uploads a built remote (its build folder as a .tar.gz: `npm run deploy:remote -- <remote> --archive <file>`), as the stable version or as a canary for a share of browsers. A refusal (a shell too old for it, too big, a bad file)
 * is shown here, in the server's words.
 */
export function UploadVersionForm({ remote, ask }: UploadVersionFormProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadVersion();
  const [file, setFile] = useState<File | null>(null);
  const [share, setShare] = useState('');
  const [touched, setTouched] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const fileError = !file ? 'Choose the archive to upload.' : ARCHIVE.test(file.name) ? null : 'Choose a .tar.gz archive of the build folder.';
  const shareError = share.trim() === '' ? null : parseShare(share).error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!file || fileError || shareError) return;
    const canary = share.trim() === '' ? null : parseShare(share).share;
    ask({
      type: canary === null ? 'danger' : 'info',
      title: `Deploy ${remote}`,
      confirmText: 'Upload',
      message:
        canary === null
          ? `Upload ${file.name} and serve it to every browser at once?`
          : `Upload ${file.name} and serve it to ${canary} % of browsers as a canary?`,
      run: async () => {
        setProgress(0);
        try {
          await upload.mutateAsync({ remote, file, canary, onProgress: setProgress });
          setFile(null);
          setShare('');
          setTouched(false);
          if (input.current) input.current.value = '';
        } finally {
          setProgress(null);
        }
      },
    });
  };

  return (
    <>
      <Form onSubmit={submit} noValidate aria-label={`Upload a version of ${remote}`}>
        <FormField
          label="Archive (.tar.gz)"
          required
          error={touched && fileError}
          hint={`Made by npm run deploy:remote -- ${remote} --archive ${remote}.tar.gz`}
        >
          {(control) => (
            <Input
              {...control}
              ref={input}
              type="file"
              accept=".tar.gz,.tgz,application/gzip"
              disabled={upload.isPending}
              onChange={(event) => {
                upload.reset();
                setFile(event.target.files?.[0] ?? null);
              }}
            />
          )}
        </FormField>
        <FormField label="Canary share (%)" error={touched && shareError} hint="Empty: it becomes the stable version">
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              step={1}
              value={share}
              disabled={upload.isPending}
              onChange={(event) => setShare(event.target.value)}
            />
          )}
        </FormField>
        {upload.error && (
          <Refusal role="alert">{failureText(upload.error, { failed: 'The archive was refused.', error: 'Error uploading the archive' })}</Refusal>
        )}
        <div>
          <Button type="submit" busy={upload.isPending} aria-label={`Upload: ${remote}`}>
            Upload
          </Button>
        </div>
      </Form>
      {progress !== null && (
        <>
          <ProgressBar label={`Uploading ${remote}`} percent={progress} />
          <Muted aria-live="polite">Uploading… {progress}%</Muted>
        </>
      )}
    </>
  );
}
