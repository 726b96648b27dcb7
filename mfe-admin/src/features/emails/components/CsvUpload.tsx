import { useRef, useState } from 'react';
import styled from 'styled-components';
import { FormField, Input } from '@chapter/shared';
import { ProgressBar } from '../../../components/ProgressBar';
import { Muted } from '../../../components/ui';
import type { Confirmation } from '../../../hooks/useConfirm';
import { useUploadAllowedEmailsCsv } from '../api/uploadAllowedEmailsCsv';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export type CsvUploadProps = { ask: (confirmation: Confirmation) => void };

/** Picking a CSV file asks to confirm (naming the file), then uploads it with a progress bar. */
export function CsvUpload({ ask }: CsvUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadAllowedEmailsCsv();

  const reset = () => {
    if (input.current) input.current.value = '';
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    reset(); // so choosing the same file again after a Cancel asks again
    ask({
      type: 'info',
      title: 'Upload CSV',
      confirmText: 'Upload',
      message: `Upload ${file.name} and allow every email address in it?`,
      run: async () => {
        setProgress(0);
        try {
          await upload.mutateAsync({ file, onProgress: setProgress });
        } finally {
          setProgress(null);
        }
      },
    });
  };

  return (
    <Box>
      <FormField label="Upload CSV" hint="A .csv file with one email address per cell">
        {(control) => (
          <Input
            {...control}
            ref={input}
            type="file"
            accept=".csv,text/csv"
            disabled={upload.isPending}
            onChange={(event) => choose(event.target.files?.[0])}
          />
        )}
      </FormField>
      {progress !== null && (
        <>
          <ProgressBar label="Uploading CSV" percent={progress} />
          <Muted aria-live="polite">Uploading… {progress}%</Muted>
        </>
      )}
    </Box>
  );
}
