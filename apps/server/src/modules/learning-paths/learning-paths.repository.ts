// The learning-paths module's database access: the path with the titles of its targets, replacing it,
// the targets a path may point at, and learners' "marked done" records. Titles of assignments, content,
// videos and documents are read here for display only (the step's own join); who may see an assignment
// and its status come from the assignments feature through app.ts (see learning-paths.service.ts).
import type { LearningPathStepKind } from '@campus/shared';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  assignments,
  contentItems,
  courseFiles,
  learningPathCompletions,
  learningPathSections,
  learningPathSteps,
  videos,
} from '../../db/schema/index.ts';

export interface StepRow {
  id: number;
  sectionId: number;
  kind: LearningPathStepKind;
  refId: number;
  title: string;
  contentType: string | null;
  /** Video steps: the video's visibility (learners see `course` videos only). */
  videoVisibility: string | null;
  requiresPrevious: boolean;
}

export interface SectionRow {
  id: number;
  title: string;
  steps: StepRow[];
}

/** Content types a `content` step may point at; `external_content` steps point at external content. */
export const CONTENT_STEP_TYPES = ['blog', 'news', 'cmap'] as const;

export async function loadPath(db: Database, courseId: number): Promise<SectionRow[]> {
  const sections = await db
    .select({ id: learningPathSections.id, title: learningPathSections.title })
    .from(learningPathSections)
    .where(eq(learningPathSections.courseId, courseId))
    .orderBy(asc(learningPathSections.position), asc(learningPathSections.id));
  if (sections.length === 0) return [];
  const rows = await db
    .select({
      id: learningPathSteps.id,
      sectionId: learningPathSteps.sectionId,
      kind: learningPathSteps.kind,
      assignmentId: learningPathSteps.assignmentId,
      contentItemId: learningPathSteps.contentItemId,
      videoId: learningPathSteps.videoId,
      courseFileId: learningPathSteps.courseFileId,
      requiresPrevious: learningPathSteps.requiresPrevious,
      assignmentTitle: assignments.title,
      assignmentDeletedAt: assignments.deletedAt,
      contentTitle: contentItems.title,
      contentType: contentItems.type,
      videoTitle: videos.title,
      videoVisibility: videos.visibility,
      fileName: courseFiles.fileName,
    })
    .from(learningPathSteps)
    .leftJoin(assignments, eq(assignments.id, learningPathSteps.assignmentId))
    .leftJoin(contentItems, eq(contentItems.id, learningPathSteps.contentItemId))
    .leftJoin(videos, eq(videos.id, learningPathSteps.videoId))
    .leftJoin(courseFiles, eq(courseFiles.id, learningPathSteps.courseFileId))
    .where(inArray(learningPathSteps.sectionId, sections.map((section) => section.id)))
    .orderBy(asc(learningPathSteps.position), asc(learningPathSteps.id));
  const bySection = new Map<number, StepRow[]>(sections.map((section) => [section.id, []]));
  for (const row of rows) {
    // A soft-deleted assignment leaves the path like a deleted video or document does.
    if (row.kind === 'assignment' && row.assignmentDeletedAt !== null) continue;
    const refId = row.assignmentId ?? row.contentItemId ?? row.videoId ?? row.courseFileId;
    if (refId === null) continue;
    bySection.get(row.sectionId)?.push({
      id: row.id,
      sectionId: row.sectionId,
      kind: row.kind,
      refId,
      title: row.assignmentTitle ?? row.contentTitle ?? row.videoTitle ?? row.fileName ?? '',
      contentType: row.contentType,
      videoVisibility: row.videoVisibility,
      requiresPrevious: row.requiresPrevious,
    });
  }
  return sections.map((section) => ({ ...section, steps: bySection.get(section.id) ?? [] }));
}

export interface NewSection {
  title: string;
  steps: { kind: LearningPathStepKind; refId: number; requiresPrevious: boolean }[];
}

/** Replaces the course's path (sections and steps) in one transaction. */
export async function replacePath(db: Database, courseId: number, sections: readonly NewSection[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(learningPathSections).where(eq(learningPathSections.courseId, courseId));
    for (const [position, section] of sections.entries()) {
      const [row] = await tx
        .insert(learningPathSections)
        .values({ courseId, position, title: section.title })
        .returning({ id: learningPathSections.id });
      if (!row) throw new Error('learning path section insert returned nothing');
      if (section.steps.length === 0) continue;
      await tx.insert(learningPathSteps).values(
        section.steps.map((step, stepPosition) => ({
          sectionId: row.id,
          position: stepPosition,
          kind: step.kind,
          requiresPrevious: step.requiresPrevious,
          assignmentId: step.kind === 'assignment' ? step.refId : null,
          contentItemId: step.kind === 'content' || step.kind === 'external_content' ? step.refId : null,
          videoId: step.kind === 'video' ? step.refId : null,
          courseFileId: step.kind === 'document' ? step.refId : null,
        })),
      );
    }
  });
}

export interface TargetRow {
  kind: LearningPathStepKind;
  refId: number;
  title: string;
}

/** Everything of the course a step may point at (live assignments, content, videos, documents). */
export async function listTargets(db: Database, courseId: number): Promise<TargetRow[]> {
  const [assignmentRows, contentRows, videoRows, fileRows] = await Promise.all([
    db
      .select({ id: assignments.id, title: assignments.title })
      .from(assignments)
      .where(and(eq(assignments.courseId, courseId), isNull(assignments.deletedAt)))
      .orderBy(asc(assignments.position), asc(assignments.id)),
    db
      .select({ id: contentItems.id, title: contentItems.title, type: contentItems.type })
      .from(contentItems)
      .where(and(eq(contentItems.courseId, courseId), inArray(contentItems.type, [...CONTENT_STEP_TYPES, 'external_content'])))
      .orderBy(asc(contentItems.id)),
    db.select({ id: videos.id, title: videos.title }).from(videos).where(eq(videos.courseId, courseId)).orderBy(asc(videos.id)),
    db.select({ id: courseFiles.id, title: courseFiles.fileName }).from(courseFiles).where(eq(courseFiles.courseId, courseId)).orderBy(asc(courseFiles.id)),
  ]);
  return [
    ...assignmentRows.map((row) => ({ kind: 'assignment' as const, refId: row.id, title: row.title })),
    ...contentRows.map((row) => ({ kind: row.type === 'external_content' ? ('external_content' as const) : ('content' as const), refId: row.id, title: row.title })),
    ...videoRows.map((row) => ({ kind: 'video' as const, refId: row.id, title: row.title })),
    ...fileRows.map((row) => ({ kind: 'document' as const, refId: row.id, title: row.title })),
  ];
}

/** `kind:refId` keys of the steps the user marked done in the course. */
export async function findCompletions(db: Database, courseId: number, userId: number): Promise<Set<string>> {
  const rows = await db
    .select({ kind: learningPathCompletions.kind, refId: learningPathCompletions.refId })
    .from(learningPathCompletions)
    .where(and(eq(learningPathCompletions.courseId, courseId), eq(learningPathCompletions.userId, userId)));
  return new Set(rows.map((row) => targetKey(row.kind, row.refId)));
}

export async function insertCompletion(db: Database, completion: { courseId: number; userId: number; kind: LearningPathStepKind; refId: number }): Promise<void> {
  await db.insert(learningPathCompletions).values(completion).onConflictDoNothing();
}

export function targetKey(kind: LearningPathStepKind, refId: number): string {
  return `${kind}:${refId}`;
}

/** When the learner marked path steps done in these courses since a moment (the learning cockpit, through learning-paths.sources.ts). */
export async function pathStepDoneTimes(db: Database, userId: number, courseIds: readonly number[], since: Date): Promise<Date[]> {
  if (courseIds.length === 0) return [];
  const rows = await db
    .select({ at: learningPathCompletions.completedAt })
    .from(learningPathCompletions)
    .where(
      and(
        eq(learningPathCompletions.userId, userId),
        gte(learningPathCompletions.completedAt, since),
        inArray(learningPathCompletions.courseId, [...courseIds]),
      ),
    );
  return rows.map((row) => row.at);
}

/**
 * How many steps of the course's path a copy keeps (those on documents and on the assignments it
 * copies: published ones, drafts too when `includeDrafts`).
 */
export async function countPathStepsForCopy(db: Database, courseId: number, includeDrafts: boolean): Promise<number> {
  const onCopiedAssignment = includeDrafts
    ? isNotNull(learningPathSteps.assignmentId)
    : sql`EXISTS (SELECT 1 FROM ${assignments} WHERE ${assignments.id} = ${learningPathSteps.assignmentId} AND ${assignments.status} = 'published')`;
  const [row] = await db
    .select({ value: count() })
    .from(learningPathSteps)
    .innerJoin(learningPathSections, eq(learningPathSections.id, learningPathSteps.sectionId))
    .where(and(eq(learningPathSections.courseId, courseId), or(onCopiedAssignment, isNotNull(learningPathSteps.courseFileId))));
  return row?.value ?? 0;
}

export interface PathForCopy {
  /** In path order. */
  sections: { id: number; title: string }[];
  /** In path order within their section. */
  steps: { sectionId: number; kind: LearningPathStepKind; assignmentId: number | null; courseFileId: number | null; requiresPrevious: boolean }[];
}

/** The course's path as a copy reads it: sections and their steps in order. */
export async function loadPathForCopy(db: Database, courseId: number): Promise<PathForCopy> {
  const sections = await db
    .select({ id: learningPathSections.id, title: learningPathSections.title })
    .from(learningPathSections)
    .where(eq(learningPathSections.courseId, courseId))
    .orderBy(asc(learningPathSections.position), asc(learningPathSections.id));
  if (sections.length === 0) return { sections, steps: [] };
  const steps = await db
    .select({
      sectionId: learningPathSteps.sectionId,
      kind: learningPathSteps.kind,
      assignmentId: learningPathSteps.assignmentId,
      courseFileId: learningPathSteps.courseFileId,
      requiresPrevious: learningPathSteps.requiresPrevious,
    })
    .from(learningPathSteps)
    .where(inArray(learningPathSteps.sectionId, sections.map((section) => section.id)))
    .orderBy(asc(learningPathSteps.position), asc(learningPathSteps.id));
  return { sections, steps };
}

export async function insertSection(db: Database, values: { courseId: number; position: number; title: string }): Promise<number> {
  const [row] = await db.insert(learningPathSections).values(values).returning({ id: learningPathSections.id });
  if (!row) throw new Error('learning path section insert returned nothing');
  return row.id;
}

/** One step on an assignment or a document (the kinds a course copy keeps). */
export async function insertStep(
  db: Database,
  values: { sectionId: number; position: number; requiresPrevious: boolean } & ({ kind: 'assignment'; assignmentId: number } | { kind: 'document'; courseFileId: number }),
): Promise<void> {
  await db.insert(learningPathSteps).values(values);
}
