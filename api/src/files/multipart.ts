import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@chapter/shared/constants';
import { HttpError } from '../errors';

/** Options for registering @fastify/multipart in a route module: one file of at most 5 MB, a few small text fields. */
export const multipartOptions: FastifyMultipartOptions = {
  limits: { fileSize: LIMITS.profilePictureBytes, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 40 },
};

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, Buffer>;
}

/**
 * Reads a multipart body: text fields, and the file fields named in `fileTooLarge` (each mapped to the message sent
 * when it exceeds the size limit). Files under other names are read and dropped; empty file parts count as absent.
 */
export async function readMultipart(request: FastifyRequest, fileTooLarge: Record<string, string>): Promise<MultipartBody> {
  try {
    return await readParts(request, fileTooLarge);
  } catch (error) {
    const limit = LIMIT_MESSAGES[(error as { code?: string }).code ?? ''];
    if (limit) throw new HttpError(413, limit);
    if (error instanceof HttpError || isClientError(error)) throw error;
    // busboy's parse errors (no boundary, cut-off body) carry no status: they are the client's, not ours.
    throw new HttpError(400, 'The form data could not be read. Please try again.');
  }
}

const LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: 'Only one file can be uploaded at a time',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_PARTS_LIMIT: 'The form has too many parts',
};

const isClientError = (error: unknown) => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

async function readParts(request: FastifyRequest, fileTooLarge: Record<string, string>): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, files: {} };
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      body.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      continue;
    }
    let content: Buffer;
    try {
      content = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(413, fileTooLarge[part.fieldname] ?? 'The file is too large');
      }
      throw error;
    }
    if (part.fieldname in fileTooLarge && content.length > 0) body.files[part.fieldname] = content;
  }
  return body;
}
