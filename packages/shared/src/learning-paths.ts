// Learning paths (spec §2 `learning-path`, issue 14): an ordered path of steps per course, grouped in
// sections. A step points at an assignment, a content item, an external-content item, a video or a
// course document. The wire schemas and the pure progress rules the server and the web app share.
//
// Progress rules (learningPathStatuses):
// - A step is `done` when it is completed: an assignment step when the learner's assignment status is
//   `completed` (spec §4), a video step when the video counts as watched (video progress feature), and a
//   content, external-content or document step when the learner marked it done.
// - A step that is not done is `locked` when it requires the previous step and the step before it in the
//   whole path (across sections) is not done; otherwise it is `open`. A completed step stays `done`
//   even when an earlier step is not (an assignment can be completed from its own screen).
// - The percentage is the share of done steps over all steps the learner sees, rounded; 0 for no steps.
import { z } from 'zod';

const id = z.number().int().positive();
const idParam = z.coerce.number().int().positive().max(2_147_483_647);

export const LEARNING_PATH_STEP_KINDS = ['assignment', 'content', 'external_content', 'video', 'document'] as const;
export type LearningPathStepKind = (typeof LEARNING_PATH_STEP_KINDS)[number];

/** Step kinds a learner completes by marking them done (the others are derived). */
export const MANUAL_STEP_KINDS: readonly LearningPathStepKind[] = ['content', 'external_content', 'document'];

export const LEARNING_PATH_STEP_STATUSES = ['done', 'open', 'locked'] as const;
export type LearningPathStepStatus = (typeof LEARNING_PATH_STEP_STATUSES)[number];

export const LEARNING_PATH_LIMITS = {
  sectionTitleMax: 200,
  sectionsMax: 50,
  stepsMax: 200,
} as const;

/** Problem codes of the learning path endpoints (besides the cross-cutting ERROR_CODES). */
export const LEARNING_PATH_ERROR_CODES = {
  /** The step is not in the course's path (or hidden from the caller). */
  stepNotFound: 'LEARNING_PATH_STEP_NOT_FOUND',
  /** The step requires the previous one, which is not done yet. */
  stepLocked: 'LEARNING_PATH_STEP_LOCKED',
  /** Assignment and video steps complete by themselves; they cannot be marked done. */
  stepNotManual: 'LEARNING_PATH_STEP_NOT_MANUAL',
  /** A step points at something that is not in the course (or of the wrong kind). */
  stepTargetInvalid: 'LEARNING_PATH_STEP_TARGET_INVALID',
  /** Only the people who manage the course's assignments and content edit the path. */
  editForbidden: 'LEARNING_PATH_EDIT_FORBIDDEN',
  /** Guests read only; they keep no progress. */
  progressForbidden: 'LEARNING_PATH_PROGRESS_FORBIDDEN',
} as const;

// ---- wire schemas ----

export const LearningPathParamsSchema = z.object({ id: idParam });
export const LearningPathStepParamsSchema = z.object({ id: idParam, stepId: idParam });

const SectionTitleSchema = z.string().trim().min(1).max(LEARNING_PATH_LIMITS.sectionTitleMax);

export const LearningPathStepInputSchema = z.object({
  kind: z.enum(LEARNING_PATH_STEP_KINDS),
  refId: id,
  requiresPrevious: z.boolean().default(false),
});
export type LearningPathStepInput = z.input<typeof LearningPathStepInputSchema>;

export const LearningPathSectionInputSchema = z.object({
  title: SectionTitleSchema,
  steps: z.array(LearningPathStepInputSchema).max(LEARNING_PATH_LIMITS.stepsMax),
});

/** PUT body: the whole path in its new order; no sections removes the path. */
export const LearningPathInputSchema = z
  .object({ sections: z.array(LearningPathSectionInputSchema).max(LEARNING_PATH_LIMITS.sectionsMax) })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    let total = 0;
    value.sections.forEach((section, sectionIndex) => {
      section.steps.forEach((step, stepIndex) => {
        total += 1;
        const key = `${step.kind}:${step.refId}`;
        if (seen.has(key)) {
          ctx.addIssue({ code: 'custom', path: ['sections', sectionIndex, 'steps', stepIndex, 'refId'], message: 'This item is already a step of the path.' });
        }
        seen.add(key);
      });
    });
    if (total > LEARNING_PATH_LIMITS.stepsMax) {
      ctx.addIssue({ code: 'custom', path: ['sections'], message: `A path has at most ${LEARNING_PATH_LIMITS.stepsMax} steps.` });
    }
  });
export type LearningPathInput = z.input<typeof LearningPathInputSchema>;

export const LearningPathStepSchema = z.object({
  id,
  kind: z.enum(LEARNING_PATH_STEP_KINDS),
  refId: id,
  title: z.string(),
  /** Content steps: the content item's type (blog, news, cmap, external_content), for its link. */
  contentType: z.string().nullable(),
  requiresPrevious: z.boolean(),
  status: z.enum(LEARNING_PATH_STEP_STATUSES),
});
export type LearningPathStep = z.infer<typeof LearningPathStepSchema>;

export const LearningPathSectionSchema = z.object({ id, title: z.string(), steps: z.array(LearningPathStepSchema) });
export type LearningPathSection = z.infer<typeof LearningPathSectionSchema>;

/** Something of the course a staff member may add as a step. */
export const LearningPathCandidateSchema = z.object({
  kind: z.enum(LEARNING_PATH_STEP_KINDS),
  refId: id,
  title: z.string(),
});
export type LearningPathCandidate = z.infer<typeof LearningPathCandidateSchema>;

export const LearningPathProgressSchema = z.object({
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  percent: z.number().int().min(0).max(100),
});
export type LearningPathProgress = z.infer<typeof LearningPathProgressSchema>;

export const LearningPathSchema = z.object({
  og_id: id,
  /** False when the course has no path (no sections). */
  exists: z.boolean(),
  sections: z.array(LearningPathSectionSchema),
  /** The caller's own progress on the steps they see. */
  progress: LearningPathProgressSchema,
  /** The caller may replace and reorder the path. */
  can_edit: z.boolean(),
  /** The caller may mark steps done (everyone but guests). */
  can_track: z.boolean(),
  /** What may be added as a step; empty unless can_edit. */
  candidates: z.array(LearningPathCandidateSchema),
});
export type LearningPath = z.infer<typeof LearningPathSchema>;

// ---- pure rules ----

/** Statuses of the steps in path order, from whether each is completed and requires the previous one. */
export function learningPathStatuses(steps: readonly { completed: boolean; requiresPrevious: boolean }[]): LearningPathStepStatus[] {
  return steps.map((step, index) => {
    if (step.completed) return 'done';
    const previous = steps[index - 1];
    if (step.requiresPrevious && previous !== undefined && !previous.completed) return 'locked';
    return 'open';
  });
}

/** Done steps over all steps, rounded to a whole percent; 0 for an empty path. */
export function learningPathProgress(statuses: readonly LearningPathStepStatus[]): LearningPathProgress {
  const done = statuses.filter((status) => status === 'done').length;
  const total = statuses.length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

export function isManualStepKind(kind: LearningPathStepKind): boolean {
  return MANUAL_STEP_KINDS.includes(kind);
}
