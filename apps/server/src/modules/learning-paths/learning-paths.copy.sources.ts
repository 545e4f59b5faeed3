// For the course-templates module (issue 18): count and copy a course's learning path into another
// course. Sections keep their titles and order; assignment and document steps point at the copies
// (the maps the assignments and course-documents copies answered); steps on content items, videos or
// anything not copied are dropped. Learners' completions stay behind.
import { and, asc, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assignments } from '../../db/schema/assignments.ts';
import { learningPathSections, learningPathSteps } from '../../db/schema/learning-paths.ts';
import type { CourseCopyContext } from '../../lib/course-copy.ts';

/**
 * How many steps of the course's path a copy keeps (those on documents and on the assignments it
 * copies: published ones, drafts too when `includeDrafts`).
 */
export async function countCopiedPathSteps(db: Database, courseId: number, includeDrafts: boolean): Promise<number> {
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

export interface PathTargets {
  /** Old assignment id → the copy's id. */
  assignments: ReadonlyMap<number, number>;
  /** Old course file id → the copy's id. */
  documents: ReadonlyMap<number, number>;
}

/** Copies the path's sections and the steps whose target was copied; answers how many steps it kept. */
export async function copyLearningPath(ctx: CourseCopyContext, targets: PathTargets): Promise<number> {
  const { db } = ctx;
  const sections = await db
    .select()
    .from(learningPathSections)
    .where(eq(learningPathSections.courseId, ctx.fromCourseId))
    .orderBy(asc(learningPathSections.position), asc(learningPathSections.id));
  if (sections.length === 0) return 0;
  const steps = await db
    .select()
    .from(learningPathSteps)
    .where(inArray(learningPathSteps.sectionId, sections.map((section) => section.id)))
    .orderBy(asc(learningPathSteps.position), asc(learningPathSteps.id));
  let kept = 0;
  for (const [position, section] of sections.entries()) {
    const [copy] = await db
      .insert(learningPathSections)
      .values({ courseId: ctx.toCourseId, position, title: section.title })
      .returning({ id: learningPathSections.id });
    if (!copy) throw new Error('section copy returned nothing');
    let stepPosition = 0;
    for (const step of steps.filter((candidate) => candidate.sectionId === section.id)) {
      const assignmentId = step.assignmentId === null ? null : (targets.assignments.get(step.assignmentId) ?? null);
      const courseFileId = step.courseFileId === null ? null : (targets.documents.get(step.courseFileId) ?? null);
      const target =
        step.kind === 'assignment' && assignmentId !== null
          ? { kind: step.kind, assignmentId }
          : step.kind === 'document' && courseFileId !== null
            ? { kind: step.kind, courseFileId }
            : undefined;
      if (target === undefined) continue;
      await db.insert(learningPathSteps).values({
        sectionId: copy.id,
        position: stepPosition,
        requiresPrevious: step.requiresPrevious,
        ...target,
      });
      stepPosition += 1;
      kept += 1;
    }
  }
  return kept;
}
