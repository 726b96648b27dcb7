import { api } from '@chapter/shared';
import type { AddAllowedEmailsResponse } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { EMAILS_KEY } from '../../../lib/queryKeys';

export type CsvUpload = { file: File; onProgress: (percent: number) => void };

/** POST /admin/upload-csv-allowed-emails (multipart field `file`), reporting how much of the file has gone. */
export function uploadAllowedEmailsCsv({ file, onProgress }: CsvUpload) {
  const form = new FormData();
  form.append('file', file);
  return api.post<AddAllowedEmailsResponse>('/admin/upload-csv-allowed-emails', form, {
    onUploadProgress: (event) => onProgress(Math.round(((event.loaded ?? 0) / (event.total || file.size || 1)) * 100)),
  });
}

export const useUploadAllowedEmailsCsv = () =>
  useAdminMutation(uploadAllowedEmailsCsv, { failed: 'Failed to upload CSV', error: 'Error uploading CSV' }, [EMAILS_KEY]);
