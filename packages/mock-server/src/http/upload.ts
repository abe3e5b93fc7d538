import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { DomainError, MAX_UPLOAD_BYTES } from '../domain/bank/index.js';
import type { Upload } from '../domain/recipients/index.js';

const tooLarge = () =>
  new DomainError(413, `File is larger than ${MAX_UPLOAD_BYTES} bytes`, {
    code: 'payload_too_large',
    errors: { file: [`File is larger than ${MAX_UPLOAD_BYTES} bytes`] },
  });

/**
 * Reads one file part, refusing it as soon as it passes the limit: the stream is destroyed, which makes
 * @fastify/multipart unpipe the request, so the 413 goes out (with `Connection: close`) while the client
 * is still sending. (Its `toBuffer()` would read, and discard, the rest of the body first.)
 */
async function readLimited(stream: Readable & { truncated?: boolean }): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // busboy stops at `fileSize` and marks the stream truncated; breaking out destroys it.
    if (size > MAX_UPLOAD_BYTES || stream.truncated) throw tooLarge();
    chunks.push(chunk);
  }
  if (stream.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/**
 * Reads the KYC multipart body: refuses an announced oversize body before reading it, and stops a
 * streamed one at the limit (never buffering more than 10 MB).
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  const announced = Number(request.headers['content-length'] ?? 0);
  if (announced > MAX_UPLOAD_BYTES + 64 * 1024) throw tooLarge();
  if (!request.isMultipart()) {
    throw new DomainError(400, 'Send the document as multipart/form-data.', {
      code: 'validation_failed',
      errors: { file: ['Send the document as multipart/form-data.'] },
    });
  }
  let documentType: unknown;
  let file: { fileName: string; data: Uint8Array } | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await readLimited(part.file);
        if (part.fieldname === 'file' && !file) file = { fileName: part.filename, data };
      } else if (part.fieldname === 'document_type') {
        documentType = part.value;
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw new DomainError(400, 'The multipart body could not be read.', {
      code: 'validation_failed',
      errors: { file: ['The multipart body could not be read.'] },
    });
  }
  return file
    ? { documentType, fileName: file.fileName, data: file.data }
    : { documentType, fileName: '', data: new Uint8Array() };
}
