// The one way a route reads a single uploaded file (a class resource, an assignment template, a
// quiz image, a trainer's photo, a payment proof): the multipart parser registered with the
// route's limits, then one file part read into memory, with the two refusals every upload shares.
// What the bytes may be (type by content, size per kind) is the service's rule, not this file's.
import multipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESOURCE_MESSAGES } from '@sap-academy/contracts';
import { DomainError } from '../domain/errors';

interface UploadLimits {
  /** The largest file accepted; a larger one is refused with 413 before it is all read. */
  maxBytes: number;
  /** Text fields allowed before the file (a payment proof's reference, date and amount). */
  fields?: number;
  /** Keep the name as sent, so "../x" is refused by the service rather than quietly cut to "x". */
  preservePath?: boolean;
}

/** Registers the parser for one file (and `fields` text fields) in this route plugin. */
export async function registerSingleFileUpload(app: FastifyInstance, { maxBytes, fields = 0, preservePath = false }: UploadLimits) {
  await app.register(multipart, { preservePath, limits: { fileSize: maxBytes, files: 1, fields, parts: fields + 1, headerPairs: 20 } });
}

interface ReadOptions {
  maxBytes: number;
  /** The refusal when no file was sent; the generic one unless the screen names the file. */
  missing?: string;
  tooLarge?: string;
}

/** The request's one file part and its bytes, or a 422 (no file) or 413 (over the limit). */
export async function readSingleFile(request: FastifyRequest, { maxBytes, missing = RESOURCE_MESSAGES.noFile, tooLarge }: ReadOptions) {
  const part: MultipartFile | undefined = await request.file();
  if (!part) throw new DomainError('invalid', missing);
  const bytes = await part.toBuffer().catch((err: unknown) => {
    if (err instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new DomainError('too_large', tooLarge ?? RESOURCE_MESSAGES.tooLarge(maxBytes));
    }
    throw err;
  });
  return { part, bytes };
}
