// For the course-templates module (issue 18): count and copy a course's learning path into another
// course. Sections keep their titles and order; assignment and document steps point at the copies
// (the maps the assignments and course-documents copies answered); steps on content items, videos or
// anything not copied are dropped. Learners' completions stay behind.
import type { Database } from '../../db/client.ts';
import type { CourseCopyContext } from '../../lib/course-copy.ts';
import { countPathStepsForCopy, insertSection, insertStep, loadPathForCopy } from './learning-paths.repository.ts';

/**
 * How many steps of the course's path a copy keeps (those on documents and on the assignments it
 * copies: published ones, drafts too when `includeDrafts`).
 */
export async function countCopiedPathSteps(db: Database, courseId: number, includeDrafts: boolean): Promise<number> {
  return countPathStepsForCopy(db, courseId, includeDrafts);
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
  const { sections, steps } = await loadPathForCopy(db, ctx.fromCourseId);
  if (sections.length === 0) return 0;
  let kept = 0;
  for (const [position, section] of sections.entries()) {
    const copyId = await insertSection(db, { courseId: ctx.toCourseId, position, title: section.title });
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
      await insertStep(db, {
        sectionId: copyId,
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
