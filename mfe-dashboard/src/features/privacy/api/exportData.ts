import { call, fileNameOf, saveFile, serverMessage } from '@chapter/shared';
import { EXPORT_BUSY } from '../messages';

/** The name the export is saved under when the answer names none. */
export const EXPORT_FALLBACK_NAME = 'my-chapter-data.zip';

/** A refusal's message: the body was asked for as a Blob, so a JSON answer arrives as one too. */
async function refusalMessage(status: number, data: unknown): Promise<string> {
  const fallback = status === 429 ? EXPORT_BUSY : 'Could not prepare your download. Please try again.';
  if (data instanceof Blob) {
    try {
      return serverMessage({ data: JSON.parse(await data.text()) as unknown }, fallback);
    } catch {
      return fallback;
    }
  }
  return serverMessage({ data }, fallback);
}

/** Fetches the caller's export (a zip) and saves it; answers what to tell the member. */
export async function downloadMyData(): Promise<{ ok: boolean; message: string }> {
  let disposition: string | null = null;
  const result = await call('GET /user/export-my-data', {
    responseType: 'blob',
    // The answer's file name is in a header, which the call's result does not carry: read it on the way.
    transformResponse: (data: unknown, headers) => {
      disposition = (headers?.['content-disposition'] as string | undefined) ?? null;
      return data;
    },
  });
  if (!result.ok || !result.data) return { ok: false, message: await refusalMessage(result.status, result.data) };
  // The bytes as the browser received them (a Blob, asked for with responseType 'blob').
  const blob = new Blob([result.data as BlobPart], { type: 'application/zip' });
  const name = fileNameOf(disposition) ?? EXPORT_FALLBACK_NAME;
  saveFile(blob, name);
  return { ok: true, message: `Downloading ${name}` };
}
