// The FileStore on any S3-compatible object store (AWS S3, MinIO, Ceph, …) through the AWS SDK, chosen
// by fileStoreFromEnv when S3_BUCKET is set (storage.ts). Keys are object keys as they are; a replacement
// is one PUT (or one completed multipart upload), so a reader sees the old or the new object, never half.
// Browsers fetch video streams and posters straight from the store through short-lived presigned URLs.
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { FileNotFoundError, FileTooLargeError, assertStorageKey, type FileStore } from './file-store.ts';

export interface S3StoreConfig {
  /** E.g. http://minio:9000; unset: AWS's endpoint for the region. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither; neither: the SDK's default credential chain (instance role, AWS_* variables). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: MinIO and most self-hosted stores want it. */
  forcePathStyle: boolean;
  /** The endpoint browsers reach (presigned URLs are signed for it); unset: `endpoint`. */
  publicEndpoint?: string | undefined;
}

/**
 * Multipart part size for streamed puts: a source is read into memory one part at a time, so a put holds
 * at most this much; a source no larger than one part becomes a single PUT.
 */
export const S3_PART_SIZE = 8 * 1024 * 1024;

/** The SDK client options both our store and tus's S3 store (video-uploads) use. */
export function s3ClientConfig(config: S3StoreConfig, endpoint: string | undefined = config.endpoint): S3ClientConfig {
  return {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(endpoint === undefined ? {} : { endpoint }),
    ...(config.accessKeyId !== undefined && config.secretAccessKey !== undefined
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Checksums only where S3 demands them: many S3-compatible stores do not understand the SDK's
    // default streaming (aws-chunked, trailing CRC) uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** The origin a browser loads presigned files from (the app's CSP allows it for media and images). */
export function s3PublicOrigin(config: S3StoreConfig): string {
  const endpoint = config.publicEndpoint ?? config.endpoint;
  const url = new URL(endpoint ?? `https://s3.${config.region}.amazonaws.com`);
  if (!config.forcePathStyle) url.hostname = `${config.bucket}.${url.hostname}`;
  return url.origin;
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || status === 404;
}

function toBuffer(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk);
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  throw new TypeError('The source must yield bytes or strings.');
}

/** The whole object's size from `Content-Range: bytes a-b/total`. */
function totalFromContentRange(value: string | undefined): number | undefined {
  const match = value === undefined ? null : /\/(\d+)$/.exec(value);
  return match ? Number(match[1]) : undefined;
}

export function createS3FileStore(config: S3StoreConfig): FileStore {
  const client = new S3Client(s3ClientConfig(config));
  const publicEndpoint = config.publicEndpoint ?? config.endpoint;
  // Presigning is local (no request); a client of its own signs for the host browsers use.
  const presigner = publicEndpoint === config.endpoint ? client : new S3Client(s3ClientConfig(config, publicEndpoint));
  const Bucket = config.bucket;

  async function putObject(key: string, body: Buffer): Promise<void> {
    await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: body.length }));
  }

  const store: FileStore = {
    async put(key, source, options = {}) {
      assertStorageKey(key);
      const { maxBytes } = options;
      let buffered: Buffer[] = [];
      let bufferedBytes = 0;
      let total = 0;
      let uploadId: string | undefined;
      const parts: CompletedPart[] = [];
      const sendPart = async (body: Buffer): Promise<void> => {
        if (uploadId === undefined) {
          const created = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key }));
          if (created.UploadId === undefined) throw new Error('The object store started no multipart upload.');
          uploadId = created.UploadId;
        }
        const PartNumber = parts.length + 1;
        const sent = await client.send(new UploadPartCommand({ Bucket, Key: key, UploadId: uploadId, PartNumber, Body: body, ContentLength: body.length }));
        parts.push({ PartNumber, ETag: sent.ETag });
      };
      try {
        for await (const chunk of source as AsyncIterable<unknown>) {
          const bytes = toBuffer(chunk);
          total += bytes.length;
          if (maxBytes !== undefined && total > maxBytes) throw new FileTooLargeError(maxBytes);
          buffered.push(bytes);
          bufferedBytes += bytes.length;
          if (bufferedBytes >= S3_PART_SIZE) {
            const body = Buffer.concat(buffered);
            buffered = [];
            bufferedBytes = 0;
            await sendPart(body);
          }
        }
        if (uploadId === undefined) {
          await putObject(key, Buffer.concat(buffered));
        } else {
          if (bufferedBytes > 0) await sendPart(Buffer.concat(buffered));
          await client.send(new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
        }
      } catch (error) {
        source.destroy();
        // Nothing half-written stays behind; the object (if any) keeps its old content.
        if (uploadId !== undefined) {
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId })).catch(() => undefined);
        }
        throw error;
      }
      return { size: total };
    },

    async putFile(key, localPath) {
      return store.put(key, createReadStream(localPath));
    },

    async open(key, range) {
      assertStorageKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, ...(range === undefined ? {} : { Range: `bytes=${range.start}-${range.end}` }) }),
        );
        const size = totalFromContentRange(answer.ContentRange) ?? answer.ContentLength;
        if (answer.Body === undefined || size === undefined) throw new Error(`The object store answered ${key} without a body or size.`);
        return { stream: answer.Body as Readable, size };
      } catch (error) {
        if (isNotFound(error)) throw new FileNotFoundError(key);
        throw error;
      }
    },

    async exists(key) {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async directUrl(key, { expiresInSeconds, contentType, contentDisposition }) {
      assertStorageKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: contentType,
        ResponseContentDisposition: contentDisposition,
        ResponseCacheControl: `private, max-age=${expiresInSeconds}`,
      });
      return getSignedUrl(presigner, command, { expiresIn: expiresInSeconds });
    },
  };
  return store;
}
