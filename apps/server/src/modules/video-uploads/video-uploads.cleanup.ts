// Abandoned video uploads (docs/jobs.md "video-uploads.cleanup"): a tus upload that was started and never
// finished keeps its bytes and tus metadata (DATA_DIR/uploads/<id> and <id>.json, or with S3 the objects
// <id>, <id>.info, <id>.part and a multipart upload) and its video_uploads row forever. The recurring job `video-uploads.cleanup` removes uploads that are not completed and have been
// idle longer than the retention, and files in the upload directory that belong to no upload in progress.
// Recurrence without a timer that must run exactly once: every run (and every runner start) enqueues the
// next run an hour later under an idempotency key per hour bucket, so any number of nodes make one job.
import type { Stats } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { videoUploads } from '../../db/schema/videos.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { enqueueJob, type EnqueuedJob } from '../../jobs/queue.ts';
import { s3UploadBytesFromEnv, uploadDirectory, type TusStorageEnv, type UploadBytes } from './video-uploads.tus-storage.ts';

export { uploadDirectory };

export const VIDEO_UPLOAD_CLEANUP_JOB = 'video-uploads.cleanup';
export const VIDEO_UPLOAD_RETENTION_HOURS_DEFAULT = 24;
/** Time between two runs. */
export const VIDEO_UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** At most this many uploads (rows) and this many stray uploads (file groups) are removed per run. */
export const VIDEO_UPLOAD_CLEANUP_BATCH = 200;
/** At most this many old rows are looked at per run (some may still be active on disk). */
const ROW_SCAN_LIMIT = 1_000;
const TUS_INFO_SUFFIX = '.json';
const ID_QUERY_CHUNK = 500;

export function uploadRetentionMs(env: { VIDEO_UPLOAD_RETENTION_HOURS?: number | undefined }): number {
  return (env.VIDEO_UPLOAD_RETENTION_HOURS ?? VIDEO_UPLOAD_RETENTION_HOURS_DEFAULT) * 60 * 60 * 1000;
}

/** `video-uploads.cleanup:<YYYY-MM-DDTHH>` (UTC hour of `runAt`): one job per hour bucket, whichever node enqueues it. */
export function cleanupIdempotencyKey(runAt: Date): string {
  return `${VIDEO_UPLOAD_CLEANUP_JOB}:${runAt.toISOString().slice(0, 13)}`;
}

/**
 * Enqueues the next cleanup run at now + 1 h, once per hour bucket: calling it again (another node, a
 * second start, a retried run) within the same bucket keeps the job that is there.
 */
export async function scheduleVideoUploadCleanup(db: Database, now: Date = new Date()): Promise<EnqueuedJob> {
  const runAt = new Date(now.getTime() + VIDEO_UPLOAD_CLEANUP_INTERVAL_MS);
  return enqueueJob(db, {
    type: VIDEO_UPLOAD_CLEANUP_JOB,
    payload: {},
    idempotencyKey: cleanupIdempotencyKey(runAt),
    runAt,
  });
}

export interface UploadCleanupOptions {
  db: Database;
  /** DATA_DIR/uploads, the tus file store's directory (unless `bytes` says where uploads are). */
  directory: string;
  /** Where the uploads' bytes are when not in `directory` (S3: s3UploadBytesFromEnv). */
  bytes?: UploadBytes;
  retentionMs: number;
  now?: Date;
  /** Most removals per run, for rows and for stray uploads each; default VIDEO_UPLOAD_CLEANUP_BATCH. */
  limit?: number;
  signal?: AbortSignal;
}

export interface UploadCleanupResult {
  /** Upload ids whose row, bytes and tus metadata were removed. */
  removedUploads: string[];
  /** Upload ids (file names without `.json`) whose files were removed without a row in progress. */
  removedStrays: string[];
}

async function mtimeOf(file: string): Promise<number | undefined> {
  let stats: Stats;
  try {
    stats = await stat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return stats.mtimeMs;
}

/** The bytes and the tus metadata, the same paths @tus/file-store uses; missing files are fine. */
async function removeUploadFiles(directory: string, uploadId: string): Promise<void> {
  await rm(path.join(directory, uploadId), { force: true });
  await rm(path.join(directory, `${uploadId}${TUS_INFO_SUFFIX}`), { force: true });
}

/** Uploads in DATA_DIR/uploads (@tus/file-store). */
export function diskUploadBytes(directory: string): UploadBytes {
  return {
    lastWrite: (uploadId) => mtimeOf(path.join(directory, uploadId)),
    uploads: () => uploadFileGroups(directory),
    remove: (uploadId) => removeUploadFiles(directory, uploadId),
  };
}

/** Upload ids the directory holds files of (`<id>` and `<id>.json`), with the newest mtime per id. */
async function uploadFileGroups(directory: string): Promise<Map<string, number>> {
  let entries;
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  const groups = new Map<string, number>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const id = entry.name.endsWith(TUS_INFO_SUFFIX) ? entry.name.slice(0, -TUS_INFO_SUFFIX.length) : entry.name;
    if (id === '') continue;
    const mtime = await mtimeOf(path.join(directory, entry.name));
    if (mtime === undefined) continue;
    groups.set(id, Math.max(groups.get(id) ?? 0, mtime));
  }
  return groups;
}

/**
 * One cleanup pass. Idempotent and bounded: at most `limit` uploads and `limit` stray uploads go per run.
 * 1. Rows that are not completed (video_id and completed_at null) whose last activity — the newer of
 *    created_at and the last write of its bytes (the data file's mtime, or on S3 the newer of `<id>.info`
 *    and `<id>.part`, which most PATCHes rewrite) — is older than the retention:
 *    the row goes first (so a late PATCH or HEAD answers 404), then the bytes and `<id>.json`.
 * 2. Files whose upload has no row, or a completed one (its bytes should have gone at the finish), and whose
 *    newest mtime is older than the retention.
 */
export async function cleanupAbandonedUploads(options: UploadCleanupOptions): Promise<UploadCleanupResult> {
  const { db, retentionMs, signal } = options;
  const bytes = options.bytes ?? diskUploadBytes(options.directory);
  const now = options.now ?? new Date();
  const limit = options.limit ?? VIDEO_UPLOAD_CLEANUP_BATCH;
  const cutoff = now.getTime() - retentionMs;
  const removedUploads: string[] = [];
  const removedStrays: string[] = [];

  const candidates = await db
    .select({ uploadId: videoUploads.uploadId, createdAt: videoUploads.createdAt })
    .from(videoUploads)
    .where(and(isNull(videoUploads.videoId), isNull(videoUploads.completedAt), lt(videoUploads.createdAt, new Date(cutoff))))
    .orderBy(asc(videoUploads.createdAt))
    .limit(ROW_SCAN_LIMIT);
  for (const candidate of candidates) {
    if (removedUploads.length >= limit) break;
    signal?.throwIfAborted();
    const mtime = await bytes.lastWrite(candidate.uploadId);
    const lastActivity = Math.max(candidate.createdAt.getTime(), mtime ?? 0);
    if (lastActivity >= cutoff) continue;
    // Only while it is still unfinished: a finish that won the race keeps its row.
    const deleted = await db
      .delete(videoUploads)
      .where(and(eq(videoUploads.uploadId, candidate.uploadId), isNull(videoUploads.videoId), isNull(videoUploads.completedAt)))
      .returning({ uploadId: videoUploads.uploadId });
    if (deleted.length === 0) continue;
    await bytes.remove(candidate.uploadId);
    removedUploads.push(candidate.uploadId);
  }

  const groups = await bytes.uploads();
  const old = [...groups].filter(([, mtime]) => mtime < cutoff).map(([id]) => id);
  for (let start = 0; start < old.length && removedStrays.length < limit; start += ID_QUERY_CHUNK) {
    signal?.throwIfAborted();
    const ids = old.slice(start, start + ID_QUERY_CHUNK);
    const inProgress = await db
      .select({ uploadId: videoUploads.uploadId })
      .from(videoUploads)
      .where(and(inArray(videoUploads.uploadId, ids), isNull(videoUploads.videoId), isNull(videoUploads.completedAt)));
    const keep = new Set(inProgress.map((row) => row.uploadId));
    for (const id of ids) {
      if (removedStrays.length >= limit) break;
      // In progress: step 1 decides (its row's created_at may be recent).
      if (keep.has(id)) continue;
      await bytes.remove(id);
      removedStrays.push(id);
    }
  }
  return { removedUploads, removedStrays };
}

export interface UploadCleanupJobDeps {
  db: Database;
  env: TusStorageEnv & Pick<Env, 'VIDEO_UPLOAD_RETENTION_HOURS'>;
  log?: { info(object: object, message: string): void };
}

/** The `video-uploads.cleanup` handler: one pass, then the next run is enqueued (also after a failure). */
export function videoUploadCleanupJobHandler({ db, env, log }: UploadCleanupJobDeps): JobHandler<Record<string, never>> {
  const directory = uploadDirectory(env);
  const bytes = s3UploadBytesFromEnv(env);
  const retentionMs = uploadRetentionMs(env);
  return {
    async run(_payload, context) {
      try {
        const result = await cleanupAbandonedUploads({ db, directory, ...(bytes ? { bytes } : {}), retentionMs, signal: context.signal });
        if (result.removedUploads.length + result.removedStrays.length > 0) {
          log?.info({ uploads: result.removedUploads.length, strays: result.removedStrays.length }, 'abandoned video uploads removed');
        }
      } finally {
        await scheduleVideoUploadCleanup(db);
      }
    },
  };
}
