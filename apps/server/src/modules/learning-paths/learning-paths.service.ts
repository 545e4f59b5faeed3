// Learning paths (issue 14): reading the path with the caller's progress, staff replacing it, a learner
// marking a step done. The progress rules themselves are pure and shared (learningPathStatuses in
// @campus/shared). Two features hand in what this module may not read itself (app.ts):
// - the assignments feature: every live assignment of the course with whether it is for the learner and
//   their status (spec §4: an assignment step is done at `completed`);
// - the video-progress feature: which videos the learner has watched to the completion share.
//
// Who sees which step: staff (access_cockpit: the people who manage the course's assignments and content)
// see every step. Learners see assignment steps only for published assignments that are for them, and
// video steps only for videos visible to the whole course; the other steps are visible to every member.
// Content, external-content and document steps are completed when the learner marks them done (opening
// them does not count: reading is not the same as having worked through it).
import {
  COURSE_ROLE,
  LEARNING_PATH_ERROR_CODES,
  hasPermission,
  isManualStepKind,
  learningPathProgress,
  learningPathStatuses,
  type AssignmentProgressStatus,
  type LearningPath,
  type LearningPathInput,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { requireCourseAccess, type CourseAccess } from '../courses/course-access.ts';
import {
  findCompletions,
  insertCompletion,
  listTargets,
  loadPath,
  replacePath,
  targetKey,
  type SectionRow,
  type StepRow,
} from './learning-paths.repository.ts';

/** An assignment of the course as the assignments feature reports it for one learner. */
export interface AssignmentStateForPath {
  id: number;
  assigned: boolean;
  status: AssignmentProgressStatus;
}

export interface LearningPathDeps {
  db: Database;
  /** From the assignments feature (learnerAssignmentStates). */
  assignmentStates: (db: Database, courseId: number, userId: number) => Promise<readonly AssignmentStateForPath[]>;
  /** From the video-progress feature (completedVideoIds): the videos the user counts as having watched. */
  videoCompletion: (db: Database, userId: number, videoIds: readonly number[]) => Promise<Set<number>>;
}

function canEditPath(access: CourseAccess): boolean {
  return hasPermission(access.permissions, 'access_cockpit');
}

/** Guests read only; every other role keeps its own progress. */
function canTrack(access: CourseAccess): boolean {
  return access.roleIds.some((roleId) => roleId !== COURSE_ROLE.guest);
}

interface EvaluatedPath {
  sections: LearningPath['sections'];
  progress: LearningPath['progress'];
}

/** The path as `userId` sees it, each step with its status; `staffView` shows every step. */
async function evaluatePath(deps: LearningPathDeps, courseId: number, userId: number, sections: readonly SectionRow[], staffView: boolean): Promise<EvaluatedPath> {
  const allSteps = sections.flatMap((section) => section.steps);
  const hasAssignments = allSteps.some((step) => step.kind === 'assignment');
  const videoIds = allSteps.filter((step) => step.kind === 'video').map((step) => step.refId);
  const [assignmentStates, watched, marked] = await Promise.all([
    hasAssignments ? deps.assignmentStates(deps.db, courseId, userId) : Promise.resolve([]),
    deps.videoCompletion(deps.db, userId, videoIds),
    findCompletions(deps.db, courseId, userId),
  ]);
  const assignmentById = new Map(assignmentStates.map((state) => [state.id, state]));

  const visible = (step: StepRow): boolean => {
    if (step.kind === 'assignment') {
      const state = assignmentById.get(step.refId);
      return state !== undefined && (staffView || state.assigned);
    }
    if (step.kind === 'video') return staffView || step.videoVisibility === 'course';
    return true;
  };
  const completed = (step: StepRow): boolean => {
    if (step.kind === 'assignment') return assignmentById.get(step.refId)?.status === 'completed';
    if (step.kind === 'video') return watched.has(step.refId);
    return marked.has(targetKey(step.kind, step.refId));
  };

  const shown = sections.map((section) => ({ ...section, steps: section.steps.filter(visible) }));
  const ordered = shown.flatMap((section) => section.steps);
  const statuses = learningPathStatuses(ordered.map((step) => ({ completed: completed(step), requiresPrevious: step.requiresPrevious })));
  const statusById = new Map(ordered.map((step, index) => [step.id, statuses[index] ?? 'open']));
  return {
    sections: shown.map((section) => ({
      id: section.id,
      title: section.title,
      steps: section.steps.map((step) => ({
        id: step.id,
        kind: step.kind,
        refId: step.refId,
        title: step.title,
        contentType: step.kind === 'content' || step.kind === 'external_content' ? step.contentType : null,
        requiresPrevious: step.requiresPrevious,
        status: statusById.get(step.id) ?? 'open',
      })),
    })),
    progress: learningPathProgress(statuses),
  };
}

async function presentPath(deps: LearningPathDeps, access: CourseAccess, userId: number): Promise<LearningPath> {
  const courseId = access.row.id;
  const editable = canEditPath(access);
  const [sections, targets] = await Promise.all([loadPath(deps.db, courseId), editable ? listTargets(deps.db, courseId) : Promise.resolve([])]);
  const evaluated = await evaluatePath(deps, courseId, userId, sections, editable);
  return {
    og_id: courseId,
    exists: sections.length > 0,
    sections: evaluated.sections,
    progress: evaluated.progress,
    can_edit: editable,
    can_track: canTrack(access),
    candidates: targets,
  };
}

export async function getLearningPath(deps: LearningPathDeps, principal: Principal, courseId: number): Promise<LearningPath> {
  const access = await requireCourseAccess(deps.db, principal, courseId);
  return presentPath(deps, access, principal.userId);
}

export async function saveLearningPath(deps: LearningPathDeps, principal: Principal, courseId: number, input: LearningPathInput): Promise<LearningPath> {
  const access = await requireCourseAccess(deps.db, principal, courseId);
  if (!canEditPath(access)) {
    throw forbidden('Only the people who manage the course’s assignments and content edit its learning path.', LEARNING_PATH_ERROR_CODES.editForbidden);
  }
  const targets = new Set((await listTargets(deps.db, courseId)).map((target) => targetKey(target.kind, target.refId)));
  const errors = input.sections.flatMap((section, sectionIndex) =>
    section.steps.flatMap((step, stepIndex) =>
      targets.has(targetKey(step.kind, step.refId))
        ? []
        : [{ path: `sections.${sectionIndex}.steps.${stepIndex}.refId`, message: `No ${step.kind} ${step.refId} in this course.` }],
    ),
  );
  if (errors.length > 0) {
    throw new AppError(400, LEARNING_PATH_ERROR_CODES.stepTargetInvalid, 'A step points at something that is not in this course.', { errors });
  }
  await replacePath(
    deps.db,
    courseId,
    input.sections.map((section) => ({
      title: section.title.trim(),
      steps: section.steps.map((step) => ({ kind: step.kind, refId: step.refId, requiresPrevious: step.requiresPrevious ?? false })),
    })),
  );
  return presentPath(deps, access, principal.userId);
}

export async function markStepDone(deps: LearningPathDeps, principal: Principal, courseId: number, stepId: number): Promise<LearningPath> {
  const access = await requireCourseAccess(deps.db, principal, courseId);
  if (!canTrack(access)) throw forbidden('Guests read the course; they keep no progress.', LEARNING_PATH_ERROR_CODES.progressForbidden);
  const current = await presentPath(deps, access, principal.userId);
  const step = current.sections.flatMap((section) => section.steps).find((candidate) => candidate.id === stepId);
  if (!step) throw notFound(`Step ${stepId} is not in this course's learning path.`, LEARNING_PATH_ERROR_CODES.stepNotFound);
  if (!isManualStepKind(step.kind)) {
    throw new AppError(409, LEARNING_PATH_ERROR_CODES.stepNotManual, 'Assignment and video steps complete by themselves.');
  }
  if (step.status === 'locked') throw new AppError(409, LEARNING_PATH_ERROR_CODES.stepLocked, 'The step before this one is not done yet.');
  if (step.status === 'done') return current;
  await insertCompletion(deps.db, { courseId, userId: principal.userId, kind: step.kind, refId: step.refId });
  return presentPath(deps, access, principal.userId);
}

/**
 * A learner's share of done steps in the course's path, or null when the course has no path (the caller
 * then falls back to the assignments share). Same visibility rules as the learner's own view.
 */
export async function pathProgressShare(deps: LearningPathDeps, courseId: number, userId: number): Promise<number | null> {
  const sections = await loadPath(deps.db, courseId);
  if (sections.length === 0) return null;
  const evaluated = await evaluatePath(deps, courseId, userId, sections, false);
  return evaluated.progress.percent;
}
