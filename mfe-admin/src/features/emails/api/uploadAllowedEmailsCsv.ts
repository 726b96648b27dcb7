import { call } from '@chapter/shared';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { EMAILS_KEY } from '../../../lib/queryKeys';

export type CsvUpload = { file: File; onProgress: (percent: number) => void };

/** The CSV as multipart field `file`, reporting how much of the file has gone. */
export function uploadAllowedEmailsCsv({ file, onProgress }: CsvUpload) {
  const form = new FormData();
  form.append('file', file);
  return call('POST /admin/upload-csv-allowed-emails', {
    body: form,
    onUploadProgress: (event) => onProgress(Math.round(((event.loaded ?? 0) / (event.total || file.size || 1)) * 100)),
  });
}

export const useUploadAllowedEmailsCsv = () =>
  useAdminMutation(uploadAllowedEmailsCsv, { failed: 'Failed to upload CSV', error: 'Error uploading CSV' }, [EMAILS_KEY]);
