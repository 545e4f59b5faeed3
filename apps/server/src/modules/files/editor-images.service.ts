// Editor images (spec §7 POST /files/upload/editor, issue 7): images the rich-text editor embeds. An
// upload is accepted by CONTENT only (PNG, JPEG, GIF, WebP magic bytes; never the name or declared type),
// then decoded and RE-ENCODED by ffmpeg (fixed arguments, pipe in and out, no network), which drops
// metadata and anything appended or hidden (polyglots), and caps the size. The stored bytes are ours;
// they are served under an unguessable 128-bit name (decision 0006).
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { EDITOR_IMAGE_MAX_BYTES, ERROR_CODES, hasPermission } from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { MediaToolError, runMediaTool, type MediaToolPaths } from '../../lib/media-tools.ts';
import { FileNotFoundError, newStorageKey, type FileStore } from '../../lib/storage.ts';
import { requireCourseAccess } from '../courses/course-access.ts';
import { findEditorImageByPublicId, insertEditorImage, type EditorImageRow } from './editor-images.repository.ts';
import { imageSize, isAnimatedWebp, sniffImageKind, type EditorImageKind } from './image-sniff.ts';

/** Where the served images live; the sanitizer allows `<img src>` only for this pattern (content contract). */
export const EDITOR_IMAGE_URL_BASE = '/api/rest/files/editor';
export const EDITOR_IMAGE_STORAGE_PREFIX = 'editor-images';
/** The long side of a stored image, in pixels; larger images are scaled down. */
export const EDITOR_IMAGE_MAX_SIDE = 2560;
/** Refused before decoding (decompression bombs): more pixels than this, or a side longer than this. */
export const EDITOR_IMAGE_MAX_INPUT_PIXELS = 64_000_000;
export const EDITOR_IMAGE_MAX_INPUT_SIDE = 20_000;
/** Animated GIFs keep at most this many frames. */
const GIF_MAX_FRAMES = 1000;
const FFMPEG_TIMEOUT_MS = 60_000;
const FFMPEG_MEMORY_LIMIT = 2 * 1024 * 1024 * 1024;
/** A re-encoded image larger than this is refused (the upload limit plus headroom for PNG/GIF growth). */
const MAX_OUTPUT_BYTES = 4 * EDITOR_IMAGE_MAX_BYTES;

export const EDITOR_IMAGE_EXTENSIONS = ['png', 'jpg', 'webp', 'gif'] as const;
export type EditorImageExtension = (typeof EDITOR_IMAGE_EXTENSIONS)[number];

interface OutputFormat {
  extension: EditorImageExtension;
  contentType: string;
  /** ffmpeg demuxer forced for the input (never probed). */
  demuxer: string;
  /** Encoder and muxer arguments, after the filter. */
  encode: readonly string[];
}

/** GIF stays GIF (animation kept, a palette per frame so memory stays bounded); the rest keep their type. */
const FORMATS: Readonly<Record<EditorImageKind, OutputFormat>> = {
  png: { extension: 'png', contentType: 'image/png', demuxer: 'png_pipe', encode: ['-frames:v', '1', '-c:v', 'png', '-f', 'image2pipe'] },
  jpeg: {
    extension: 'jpg',
    contentType: 'image/jpeg',
    demuxer: 'jpeg_pipe',
    encode: ['-frames:v', '1', '-c:v', 'mjpeg', '-q:v', '3', '-f', 'image2pipe'],
  },
  webp: {
    extension: 'webp',
    contentType: 'image/webp',
    demuxer: 'webp_pipe',
    encode: ['-frames:v', '1', '-c:v', 'libwebp', '-quality', '85', '-f', 'webp'],
  },
  gif: {
    extension: 'gif',
    contentType: 'image/gif',
    demuxer: 'gif',
    encode: ['-frames:v', String(GIF_MAX_FRAMES), '-c:v', 'gif', '-loop', '0', '-f', 'gif'],
  },
};

const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<EditorImageExtension, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

export interface EditorImageDeps {
  db: Database;
  store: FileStore;
  media: MediaToolPaths;
}

export interface SaveEditorImageInput {
  courseId: number;
  userId: number;
  bytes: Buffer;
  /** Only for logs; the name never decides the type. */
  fileName?: string;
}

export interface ReencodedImage {
  kind: EditorImageKind;
  extension: EditorImageExtension;
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
}

function notAnImage(): AppError {
  return new AppError(415, ERROR_CODES.IMAGE_TYPE_NOT_ALLOWED, 'Only PNG, JPEG, GIF and WebP images can be uploaded.');
}

function processingFailed(detail: string, cause?: unknown): AppError {
  return new AppError(422, ERROR_CODES.IMAGE_PROCESSING_FAILED, detail, cause === undefined ? {} : { cause });
}

export function tooLarge(): AppError {
  const megabytes = Math.round(EDITOR_IMAGE_MAX_BYTES / (1024 * 1024));
  return new AppError(413, ERROR_CODES.IMAGE_TOO_LARGE, `Images are limited to ${megabytes} MB.`);
}

/**
 * The ffmpeg arguments for one image: pipe in (forced demuxer), scale, no metadata, pipe out. `scale`
 * shrinks by maxSide/longSide; it is a factor on ffmpeg's own iw/ih because ffmpeg first turns a JPEG
 * upright by its EXIF orientation (which may swap width and height), and the EXIF goes with the metadata.
 */
export function reencodeArguments(kind: EditorImageKind, scale?: { maxSide: number; longSide: number }): string[] {
  const format = FORMATS[kind];
  const side = (dimension: 'iw' | 'ih', factor: { maxSide: number; longSide: number }) =>
    `'max(1,min(${factor.maxSide},round(${dimension}*${factor.maxSide}/${factor.longSide})))'`;
  const scaleFilter = scale ? `scale=w=${side('iw', scale)}:h=${side('ih', scale)}:flags=lanczos` : 'null';
  const filter =
    kind === 'gif'
      ? ['-filter_complex', `[0:v]${scaleFilter},split[a][b];[a]palettegen=stats_mode=single:reserve_transparent=1[p];[b][p]paletteuse=new=1`]
      : ['-vf', scaleFilter];
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-protocol_whitelist',
    'pipe',
    '-f',
    format.demuxer,
    '-i',
    'pipe:0',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    ...filter,
    ...format.encode,
    'pipe:1',
  ];
}

/**
 * Checks the bytes are a PNG, JPEG, GIF or WebP by content and re-encodes them with ffmpeg (same type,
 * long side ≤ EDITOR_IMAGE_MAX_SIDE, no metadata). Throws 415 IMAGE_TYPE_NOT_ALLOWED, 413 IMAGE_TOO_LARGE
 * or 422 IMAGE_PROCESSING_FAILED.
 */
export async function reencodeEditorImage(media: MediaToolPaths, bytes: Buffer): Promise<ReencodedImage> {
  if (bytes.length > EDITOR_IMAGE_MAX_BYTES) throw tooLarge();
  const kind = sniffImageKind(bytes);
  if (!kind) throw notAnImage();
  if (kind === 'webp' && isAnimatedWebp(bytes)) {
    throw processingFailed('Animated WebP images are not supported; upload a GIF or a still image.');
  }
  const size = imageSize(bytes, kind);
  if (!size) throw processingFailed('The image could not be read.');
  if (size.width > EDITOR_IMAGE_MAX_INPUT_SIDE || size.height > EDITOR_IMAGE_MAX_INPUT_SIDE || size.width * size.height > EDITOR_IMAGE_MAX_INPUT_PIXELS) {
    throw new AppError(413, ERROR_CODES.IMAGE_TOO_LARGE, `The image has too many pixels (${size.width} × ${size.height}).`);
  }
  const longSide = Math.max(size.width, size.height);
  const scale = longSide > EDITOR_IMAGE_MAX_SIDE ? { maxSide: EDITOR_IMAGE_MAX_SIDE, longSide } : undefined;

  let output: Buffer;
  try {
    ({ stdout: output } = await runMediaTool(media.ffmpeg, reencodeArguments(kind, scale), {
      stdin: bytes,
      timeoutMs: FFMPEG_TIMEOUT_MS,
      memoryLimitBytes: FFMPEG_MEMORY_LIMIT,
      maxStdoutBytes: MAX_OUTPUT_BYTES,
    }));
  } catch (error) {
    // Without ffmpeg the server still runs; uploads are refused with a translated error (decision 0005).
    if (error instanceof MediaToolError && error.failure === 'not_found') {
      throw new AppError(503, ERROR_CODES.IMAGE_PROCESSING_FAILED, 'ffmpeg is not installed.', { cause: error });
    }
    throw processingFailed('The image could not be processed. It may be damaged or in an unsupported variant.', error);
  }
  // What ffmpeg wrote must itself be the expected image; its header gives the stored size.
  const format = FORMATS[kind];
  const outputSize = sniffImageKind(output) === kind ? imageSize(output, kind) : undefined;
  if (!outputSize) throw processingFailed('The image could not be processed. It may be damaged or in an unsupported variant.');
  return { kind, extension: format.extension, contentType: format.contentType, bytes: output, ...outputSize };
}

/** A new public id: 128 random bits, base64url (22 characters). */
export function newEditorImagePublicId(): string {
  return randomBytes(16).toString('base64url');
}

export function editorImagePath(publicId: string, extension: string): string {
  return `${EDITOR_IMAGE_URL_BASE}/${publicId}.${extension}`;
}

const NAME_PATTERN = /^([A-Za-z0-9_-]{16,64})\.(png|jpg|webp|gif)$/;

/** `<publicId>.<ext>` of a served image, or undefined for any other name. */
export function parseEditorImageName(name: string): { publicId: string; extension: EditorImageExtension } | undefined {
  const match = NAME_PATTERN.exec(name);
  if (!match?.[1] || !match[2]) return undefined;
  return { publicId: match[1], extension: match[2] as EditorImageExtension };
}

/**
 * Re-encodes and stores an image for a course's rich text; the seed calls it directly. The caller has
 * checked the user's right to upload into the course. Returns the root-relative URL the editor embeds.
 */
export async function saveEditorImage(deps: EditorImageDeps, input: SaveEditorImageInput): Promise<{ fullPath: string }> {
  const image = await reencodeEditorImage(deps.media, input.bytes);
  const key = newStorageKey(EDITOR_IMAGE_STORAGE_PREFIX);
  const { size } = await deps.store.put(key, Readable.from([image.bytes]));
  const publicId = newEditorImagePublicId();
  try {
    await insertEditorImage(deps.db, {
      publicId,
      courseId: input.courseId,
      storageKey: key,
      contentType: image.contentType,
      size,
      width: image.width,
      height: image.height,
      createdBy: input.userId,
    });
  } catch (error) {
    await deps.store.delete(key);
    throw error;
  }
  return { fullPath: editorImagePath(publicId, image.extension) };
}

/** An upload as the route hands it over: the bytes read within the limit, or a sign it passed it. */
export type ReceivedUpload = { bytes: Buffer; fileName: string } | { tooLarge: true } | undefined;

/**
 * POST /files/upload/editor?og: anyone who may write content in the course (create_content, create_news
 * or create_file_content). The upload is read only after the permission check.
 */
export async function uploadEditorImage(
  deps: EditorImageDeps,
  principal: Principal,
  courseId: number,
  receive: () => Promise<ReceivedUpload>,
): Promise<{ fullPath: string }> {
  const access = await requireCourseAccess(deps.db, principal, courseId);
  const mayWrite = (['create_content', 'create_news', 'create_file_content'] as const).some((permission) =>
    hasPermission(access.permissions, permission),
  );
  if (!mayWrite) throw forbidden('You may not upload images in this course.');
  const upload = await receive();
  if (!upload) throw new AppError(400, ERROR_CODES.BAD_REQUEST, 'Send the image as multipart/form-data field "upload".');
  if ('tooLarge' in upload) throw tooLarge();
  return saveEditorImage(deps, { courseId, userId: principal.userId, bytes: upload.bytes, fileName: upload.fileName });
}

export interface OpenedEditorImage {
  row: EditorImageRow;
  extension: EditorImageExtension;
  stream: Readable;
  size: number;
}

/** GET /files/editor/:name — the stored image, for anyone holding its name; 404 otherwise. */
export async function openEditorImage(deps: Pick<EditorImageDeps, 'db' | 'store'>, name: string): Promise<OpenedEditorImage> {
  const missing = () => notFound('This image does not exist.');
  const parsed = parseEditorImageName(name);
  if (!parsed) throw missing();
  const row = await findEditorImageByPublicId(deps.db, parsed.publicId);
  // The extension must be the stored type's, so one image has exactly one URL.
  if (!row || row.contentType !== CONTENT_TYPE_BY_EXTENSION[parsed.extension]) throw missing();
  try {
    const opened = await deps.store.open(row.storageKey);
    return { row, extension: parsed.extension, stream: opened.stream, size: opened.size };
  } catch (error) {
    if (error instanceof FileNotFoundError) throw missing();
    throw error;
  }
}
