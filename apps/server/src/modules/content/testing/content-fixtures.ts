// Helpers for the content integration tests: items and comments through the API, and rows the content
// feature does not own (videos, taxonomy terms) written directly.
import { randomBytes } from 'node:crypto';
import type { ContentComment, ContentItem } from '@campus/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { taxonomyTerms, videos } from '../../../db/schema/index.ts';
import { call, type Caller, type Sessions } from '../../assignments/testing/assignment-fixtures.ts';

export const CONTENT = '/api/rest/content';

export async function createContent(
  app: FastifyInstance,
  sessions: Sessions,
  caller: Caller,
  courseId: number,
  body: Record<string, unknown>,
): Promise<ContentItem> {
  const response = await call(app, sessions, caller, `${CONTENT}?og=${courseId}`, { method: 'POST', payload: body });
  if (response.statusCode !== 201) throw new Error(`content create failed: ${response.statusCode} ${response.body}`);
  return response.json<ContentItem>();
}

export async function createComment(
  app: FastifyInstance,
  sessions: Sessions,
  caller: Caller,
  contentId: number,
  commentText: string,
): Promise<ContentComment> {
  const response = await call(app, sessions, caller, `${CONTENT}/${contentId}/comment`, { method: 'POST', payload: { commentText } });
  if (response.statusCode !== 201) throw new Error(`comment create failed: ${response.statusCode} ${response.body}`);
  return response.json<ContentComment>();
}

/** A ready video row in the course (the videos feature's table, written directly; no media files, no ffmpeg). */
export async function insertVideo(
  db: Database,
  courseId: number,
  title = 'Match analysis',
  links: { ownerId?: number; assignmentId?: number } = {},
): Promise<number> {
  const [row] = await db
    .insert(videos)
    .values({
      courseId,
      title,
      ownerId: links.ownerId ?? null,
      assignmentId: links.assignmentId ?? null,
      status: 'ready',
      sourceKey: `test/${randomBytes(8).toString('hex')}`,
      sourceFileName: 'match.mp4',
      sourceContentType: 'video/mp4',
      sourceSize: 1000,
    })
    .returning({ id: videos.id });
  if (!row) throw new Error('video insert returned nothing');
  return row.id;
}

/** A taxonomy term of the campus (vocabulary 18, video topics) to tag content with. */
export async function insertTerm(db: Database, domainId: number, name: string): Promise<number> {
  const [row] = await db.insert(taxonomyTerms).values({ domainId, vid: 18, name }).returning({ id: taxonomyTerms.id });
  if (!row) throw new Error('term insert returned nothing');
  return row.id;
}

export async function termName(db: Database, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: taxonomyTerms.name }).from(taxonomyTerms).where(eq(taxonomyTerms.id, id));
  return row?.name;
}
