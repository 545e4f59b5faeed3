// Files into and out of routes: multipart uploads of one file (read only when the service asks, after its
// permission checks) and the headers of files we serve.
import type { Readable } from 'node:stream';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { ERROR_CODES } from '@campus/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** A sandbox for files that must never run as a page of ours. */
export const SANDBOX_CSP = "default-src 'none'; sandbox";
/** The sandbox for files that may be shown in place (images, audio, video). */
export const MEDIA_SANDBOX_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; sandbox";

/**
 * Lets the routes of the calling plugin (Fastify encapsulation: only them) parse multipart/form-data:
 * one file of at most `fileSize` bytes per request, a few small fields.
 */
export async function registerSingleFileMultipart(app: FastifyInstance, fileSize: number): Promise<void> {
  await app.register(multipart, { limits: { fileSize, files: 1, fields: 10, parts: 20, fieldSize: 1024 } });
}

/** 415 UNSUPPORTED_MEDIA_TYPE (with `detail`) unless the request is multipart/form-data. */
export function requireMultipart(request: FastifyRequest, detail: string): void {
  if (!request.isMultipart()) throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, detail);
}

/** The request's file part if it is in `field`; a file in any other field is drained and ignored. */
export async function filePart(request: FastifyRequest, field: string): Promise<MultipartFile | undefined> {
  const part = await request.file();
  if (!part) return undefined;
  if (part.fieldname !== field) {
    part.file.resume();
    return undefined;
  }
  return part;
}

/** An uploaded file as a route hands it to a service: the multipart stream, not yet read. */
export interface UploadedFileStream {
  fileName: string;
  contentType: string;
  stream: Readable;
  /** True when the multipart parser cut the file at its size limit. */
  wasTruncated(): boolean;
}

/** The file in `field` as a stream (see filePart). */
export async function uploadedFile(request: FastifyRequest, field: string): Promise<UploadedFileStream | undefined> {
  const part = await filePart(request, field);
  if (!part) return undefined;
  return { fileName: part.filename, contentType: part.mimetype, stream: part.file, wasTruncated: () => part.file.truncated };
}

export interface PrivateFile {
  contentType: string;
  /** A Content-Disposition value (storage.ts contentDisposition). */
  disposition: string;
  size: number;
  /** Content-Security-Policy of the answer; null for none (a PDF viewer refuses a sandboxed document). */
  csp: string | null;
}

/** A file for one user: never sniffed into another type, never kept by a cache, sandboxed by `csp`. */
export function privateFileHeaders(reply: FastifyReply, file: PrivateFile): FastifyReply {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', file.disposition)
    .header('content-length', String(file.size))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (file.csp !== null) reply.header('content-security-policy', file.csp);
  return reply;
}
