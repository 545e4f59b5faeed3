// The rules of video uploads (spec §3 "Upload", contract-videos.md): who may start one and with which
// metadata, who may continue it, and what a finished upload becomes. The bytes themselves are handled by
// the tus server (video-uploads.routes.ts); this file never sees a request.
import {
  ERROR_CODES,
  VIDEO_ERROR_CODES,
  VIDEO_SOURCES,
  VIDEO_TITLE_MAX,
  VIDEO_TOPIC_VOCABULARY_ID,
  VIDEO_UPLOAD_MAX_BYTES_DEFAULT,
  sanitizeFileName,
  type FieldError,
  type VideoSource,
  type VideoUploadState,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { cleanContentType } from '../../lib/content-type.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { MediaToolPaths } from '../../lib/media-tools.ts';
import { newStorageKey, type FileStore } from '../../lib/storage.ts';
import { visibleAssignmentIds } from '../assignments/assignment-access.ts';
import { requireCourseAccess } from '../courses/course-access.ts';
import { enqueueVideoProcessing, probeVideo } from '../video-processing/video-processing.sources.ts';
import {
  createVideoFromUpload,
  existingTopicIds,
  findVideoUpload,
  insertVideoUpload,
  markVideoUploadRefused,
  type VideoUploadRow,
} from './video-uploads.repository.ts';

/** Upload-Metadata keys kept with the upload (others are ignored). */
export const UPLOAD_METADATA_KEYS = ['og_id', 'timestamp', 'title', 'assignment', 'topics', 'filename', 'filetype', 'source'] as const;
const METADATA_VALUE_MAX = 1_000;
const TOPICS_MAX = 50;

export function uploadMaxBytes(env: { VIDEO_UPLOAD_MAX_BYTES?: number | undefined }): number {
  return env.VIDEO_UPLOAD_MAX_BYTES ?? VIDEO_UPLOAD_MAX_BYTES_DEFAULT;
}

export interface ParsedUploadMetadata {
  courseId: number;
  title: string;
  assignmentId: number | null;
  topicIds: number[];
  /** How the video was made (`source`: upload by default, live_recording from the browser's camera). */
  source: VideoSource;
  /** The metadata as kept in video_uploads.metadata. */
  kept: Record<string, string>;
}

function positiveInt(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const parsed = Number(value.trim());
  return parsed > 0 && parsed <= 2_147_483_647 ? parsed : undefined;
}

/** Checks the Upload-Metadata values; every problem is listed as a field error `metadata.<key>`. */
export function parseUploadMetadata(metadata: Record<string, string | null | undefined>): ParsedUploadMetadata {
  const errors: FieldError[] = [];
  const courseId = positiveInt(metadata.og_id);
  if (courseId === undefined) errors.push({ path: 'metadata.og_id', message: 'A course id (og_id) is required.' });

  const title = (metadata.title ?? '').trim();
  if (title === '') errors.push({ path: 'metadata.title', message: 'A title is required.' });
  else if (title.length > VIDEO_TITLE_MAX) errors.push({ path: 'metadata.title', message: `At most ${VIDEO_TITLE_MAX} characters.` });

  let assignmentId: number | null = null;
  const rawAssignment = metadata.assignment?.trim();
  if (rawAssignment !== undefined && rawAssignment !== '' && rawAssignment !== '0') {
    const parsed = positiveInt(rawAssignment);
    if (parsed === undefined) errors.push({ path: 'metadata.assignment', message: 'Not an assignment id.' });
    else assignmentId = parsed;
  }

  const topicIds: number[] = [];
  const rawTopics = metadata.topics?.trim();
  if (rawTopics !== undefined && rawTopics !== '') {
    const parts = rawTopics.split(',').map((part) => part.trim()).filter((part) => part !== '');
    const parsed = parts.map(positiveInt);
    if (parts.length > TOPICS_MAX || parsed.some((value) => value === undefined)) {
      errors.push({ path: 'metadata.topics', message: `Up to ${TOPICS_MAX} comma-separated topic ids.` });
    } else {
      for (const value of parsed) if (value !== undefined && !topicIds.includes(value)) topicIds.push(value);
    }
  }

  let source: VideoSource = 'upload';
  const rawSource = metadata.source?.trim();
  if (rawSource !== undefined && rawSource !== '') {
    const known = VIDEO_SOURCES.find((value) => value === rawSource);
    if (known === undefined) errors.push({ path: 'metadata.source', message: `One of ${VIDEO_SOURCES.join(', ')}.` });
    else source = known;
  }

  const kept: Record<string, string> = {};
  for (const key of UPLOAD_METADATA_KEYS) {
    const value = metadata[key];
    if (typeof value !== 'string') continue;
    if (value.length > METADATA_VALUE_MAX) errors.push({ path: `metadata.${key}`, message: `At most ${METADATA_VALUE_MAX} characters.` });
    else kept[key] = value;
  }

  if (errors.length > 0 || courseId === undefined) {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'The upload metadata is invalid.', { errors });
  }
  return { courseId, title, assignmentId, topicIds, source, kept };
}

/** A file name for Content-Disposition later: the shared sanitizer (as course documents), 'video' when empty. */
export function cleanFileName(name: string | undefined): string {
  return sanitizeFileName(name ?? '', 'video');
}

/** A plain video/* type (no parameters). */
const VIDEO_CONTENT_TYPE = /^video\/[a-z0-9][a-z0-9.+-]{0,100}$/;

/** The stored content type: the client's `filetype` when it is a plain video/* type, else octet-stream. */
export function cleanVideoContentType(type: string | undefined): string {
  return cleanContentType(type, { accept: VIDEO_CONTENT_TYPE, parameters: 'refuse' });
}

export interface CreateUploadInput {
  uploadId: string;
  /** Upload-Length; undefined when the client deferred it (refused). */
  size: number | undefined;
  metadata: Record<string, string | null | undefined>;
}

/**
 * Before tus creates an upload: the metadata is valid, the user may upload videos into the course (404 for
 * a course they cannot see, 403 without upload_video), the assignment is one of that course they may see, the topics
 * exist, and the size is within the campus limit (413). Then the upload row is written.
 */
export async function createVideoUpload(
  db: Database,
  principal: Principal,
  input: CreateUploadInput,
  maxBytes: number,
): Promise<VideoUploadRow> {
  if (input.size === undefined) {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Upload-Length is required.', {
      errors: [{ path: 'Upload-Length', message: 'The size must be known when the upload starts.' }],
    });
  }
  if (input.size > maxBytes) {
    throw new AppError(413, VIDEO_ERROR_CODES.tooLarge, `Videos may be at most ${maxBytes} bytes.`);
  }
  const parsed = parseUploadMetadata(input.metadata);
  const access = await requireCourseAccess(db, principal, parsed.courseId);
  if (access.permissions.upload_video !== 1) {
    throw forbidden('You may not upload videos into this course.');
  }
  if (parsed.assignmentId !== null) {
    // An assignment the user may not see (draft, another audience, deleted) is refused like a missing one.
    const visible = await visibleAssignmentIds(db, { userId: principal.userId, access }, [parsed.assignmentId]);
    if (!visible.has(parsed.assignmentId)) {
      throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'The upload metadata is invalid.', {
        errors: [{ path: 'metadata.assignment', message: 'No such assignment in this course.' }],
      });
    }
  }
  const known = await existingTopicIds(db, parsed.courseId, parsed.topicIds, VIDEO_TOPIC_VOCABULARY_ID);
  if (known.length !== parsed.topicIds.length) {
    throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'The upload metadata is invalid.', {
      errors: [{ path: 'metadata.topics', message: 'Unknown video topic.' }],
    });
  }
  const row = {
    uploadId: input.uploadId,
    userId: principal.userId,
    courseId: parsed.courseId,
    assignmentId: parsed.assignmentId,
    title: parsed.title,
    metadata: parsed.kept,
    size: input.size,
  };
  await insertVideoUpload(db, row);
  const stored = await findVideoUpload(db, input.uploadId);
  if (!stored) throw new Error('video upload row vanished');
  return stored;
}

export function uploadNotFound(): AppError {
  return notFound('No such upload.', VIDEO_ERROR_CODES.uploadNotFound);
}

/** The upload, if it is the user's own; 404 for anyone else's (its existence does not leak). */
export async function requireOwnUpload(db: Database, principal: Principal, uploadId: string): Promise<VideoUploadRow> {
  const row = await findVideoUpload(db, uploadId);
  if (!row || row.userId !== principal.userId) throw uploadNotFound();
  return row;
}

export function uploadState(row: VideoUploadRow): VideoUploadState {
  const status = row.videoId !== null ? 'UPLOADED' : row.completedAt !== null ? 'FAILED' : 'UPLOADING';
  return { uploadId: row.uploadId, videoId: row.videoId, status };
}

export async function getVideoUploadState(db: Database, principal: Principal, uploadId: string): Promise<VideoUploadState> {
  return uploadState(await requireOwnUpload(db, principal, uploadId));
}

/** The source an upload's kept metadata names (checked when the upload started). */
export function videoSourceOf(value: string | undefined): VideoSource {
  return VIDEO_SOURCES.find((source) => source === value?.trim()) ?? 'upload';
}

export interface FinishUploadDeps {
  db: Database;
  files: FileStore;
  tools: MediaToolPaths;
}

export function videoTypeNotAllowed(): AppError {
  return new AppError(415, VIDEO_ERROR_CODES.typeNotAllowed, 'The file is not a video.');
}

/**
 * A finished upload at `filePath`: checked with ffprobe (a real video container with a moving-picture
 * stream; otherwise 415 and the upload is marked refused — the caller deletes the bytes), stored in the
 * file store under videos/source, and turned into a video (status processing) whose processing job is
 * queued. Idempotent: a second finish returns the same video.
 */
export async function finishVideoUpload(deps: FinishUploadDeps, uploadId: string, filePath: string): Promise<number> {
  const upload = await findVideoUpload(deps.db, uploadId);
  if (!upload) throw uploadNotFound();
  if (upload.videoId !== null) return upload.videoId;

  const verdict = await probeVideo(deps.tools, filePath);
  if (!verdict.ok) {
    await markVideoUploadRefused(deps.db, uploadId);
    throw videoTypeNotAllowed();
  }

  const sourceKey = newStorageKey('videos/source');
  const stored = await deps.files.putFile(sourceKey, filePath);
  let result: { videoId: number; created: boolean };
  try {
    result = await createVideoFromUpload(
      deps.db,
      {
        uploadId,
        sourceKey,
        sourceFileName: cleanFileName(upload.metadata.filename),
        sourceContentType: cleanVideoContentType(upload.metadata.filetype),
        sourceSize: stored.size,
        source: videoSourceOf(upload.metadata.source),
        // Topics deleted since the upload started are dropped.
        topicIds: await existingTopicIds(
          deps.db,
          upload.courseId,
          (upload.metadata.topics ?? '')
            .split(',')
            .map((part) => positiveInt(part))
            .filter((value): value is number => value !== undefined),
          VIDEO_TOPIC_VOCABULARY_ID,
        ),
      },
      (tx, videoId) => enqueueVideoProcessing(tx, videoId),
    );
  } catch (error) {
    await deps.files.delete(sourceKey);
    throw error;
  }
  if (!result.created) await deps.files.delete(sourceKey);
  return result.videoId;
}
