// The SQL of video uploads: the tus upload rows and turning a finished upload into a video.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { VideoSource } from '@campus/shared';
import type { Database } from '../../db/client.ts';
import { courses } from '../../db/schema/courses.ts';
import { taxonomyTerms } from '../../db/schema/taxonomy.ts';
import { videoTopics, videoUploads, videos } from '../../db/schema/videos.ts';

export type VideoUploadRow = typeof videoUploads.$inferSelect;

export interface NewVideoUpload {
  uploadId: string;
  userId: number;
  courseId: number;
  assignmentId: number | null;
  title: string;
  metadata: Record<string, string>;
  size: number;
}

export async function insertVideoUpload(db: Database, upload: NewVideoUpload): Promise<void> {
  await db.insert(videoUploads).values(upload);
}

export async function findVideoUpload(db: Database, uploadId: string): Promise<VideoUploadRow | undefined> {
  const [row] = await db.select().from(videoUploads).where(eq(videoUploads.uploadId, uploadId));
  return row;
}

export async function deleteVideoUpload(db: Database, uploadId: string): Promise<void> {
  await db.delete(videoUploads).where(and(eq(videoUploads.uploadId, uploadId), isNull(videoUploads.videoId)));
}

/** A refused upload: finished, but no video (its bytes are gone). */
export async function markVideoUploadRefused(db: Database, uploadId: string): Promise<void> {
  await db.update(videoUploads).set({ completedAt: new Date() }).where(and(eq(videoUploads.uploadId, uploadId), isNull(videoUploads.videoId)));
}

/** The given term ids that are video topics (vocabulary 18) of the course's campus. */
export async function existingTopicIds(db: Database, courseId: number, termIds: readonly number[], vocabularyId: number): Promise<number[]> {
  if (termIds.length === 0) return [];
  const rows = await db
    .select({ id: taxonomyTerms.id })
    .from(taxonomyTerms)
    .innerJoin(courses, eq(courses.domainId, taxonomyTerms.domainId))
    .where(and(eq(courses.id, courseId), eq(taxonomyTerms.vid, vocabularyId), inArray(taxonomyTerms.id, [...termIds])));
  return rows.map((row) => row.id);
}

export interface NewVideoFromUpload {
  uploadId: string;
  sourceKey: string;
  sourceFileName: string;
  sourceContentType: string;
  sourceSize: number;
  source: VideoSource;
  topicIds: readonly number[];
}

/**
 * In one transaction: locks the upload row, and unless it already has its video, inserts the video
 * (status processing) with its topics and links it to the upload. Returns the video id and whether it was
 * created now (false: an earlier finish made it; the caller drops its copy of the source).
 */
export async function createVideoFromUpload(
  db: Database,
  input: NewVideoFromUpload,
  afterInsert: (tx: Database, videoId: number) => Promise<void>,
): Promise<{ videoId: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const [upload] = await tx.select().from(videoUploads).where(eq(videoUploads.uploadId, input.uploadId)).for('update');
    if (!upload) throw new Error(`video upload ${input.uploadId} vanished`);
    if (upload.videoId !== null) return { videoId: upload.videoId, created: false };
    const [video] = await tx
      .insert(videos)
      .values({
        courseId: upload.courseId,
        ownerId: upload.userId,
        assignmentId: upload.assignmentId,
        title: upload.title,
        status: 'processing',
        sourceKey: input.sourceKey,
        sourceFileName: input.sourceFileName,
        sourceContentType: input.sourceContentType,
        sourceSize: input.sourceSize,
        source: input.source,
      })
      .returning({ id: videos.id });
    if (!video) throw new Error('video insert returned nothing');
    if (input.topicIds.length > 0) {
      await tx
        .insert(videoTopics)
        .values(input.topicIds.map((termId) => ({ videoId: video.id, termId })))
        .onConflictDoNothing();
    }
    await tx.update(videoUploads).set({ videoId: video.id, completedAt: new Date() }).where(eq(videoUploads.uploadId, input.uploadId));
    await afterInsert(tx, video.id);
    return { videoId: video.id, created: true };
  });
}
