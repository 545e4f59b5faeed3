// The learning cockpit (issue 14, `app/learning-cockpit`, `app/learning-cockpit/{uid}`): a learner's
// progress across their courses and their activity over the last weeks. The learner reads their own;
// the staff of a course (manager, instructor, mentor; not in student mode) read a learner's cockpit with
// only the courses they staff. The wire schemas and the pure week rule the server and the web app share.
import { z } from 'zod';

const id = z.number().int().positive();
const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** Weeks of the activity series (the current week included). */
export const LEARNING_COCKPIT_WEEKS = 10;

export const LEARNING_ACTIVITY_KINDS = ['assignmentsCompleted', 'stepsDone', 'contentCreated'] as const;
export type LearningActivityKind = (typeof LEARNING_ACTIVITY_KINDS)[number];

export const LearningCockpitParamsSchema = z.object({ uid: idParam });

export const LearningCockpitCourseSchema = z.object({
  id,
  title: z.string(),
  /** The course progress share (learning path where the course has one, else assignments), 0–100. */
  progress: z.number().int().min(0).max(100),
});

export const LearningActivityWeekSchema = z.object({
  /** Monday of the week (UTC), YYYY-MM-DD. */
  weekStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  assignmentsCompleted: z.number().int().min(0),
  stepsDone: z.number().int().min(0),
  contentCreated: z.number().int().min(0),
});

export const LearningCockpitSchema = z.object({
  learner: z.object({ uid: id, name: z.string() }),
  /** The caller reads their own cockpit. */
  own: z.boolean(),
  courses: z.array(LearningCockpitCourseSchema),
  /** Oldest week first; LEARNING_COCKPIT_WEEKS entries. */
  activity: z.array(LearningActivityWeekSchema),
});

export type LearningCockpitCourse = z.infer<typeof LearningCockpitCourseSchema>;
export type LearningActivityWeek = z.infer<typeof LearningActivityWeekSchema>;
export type LearningCockpit = z.infer<typeof LearningCockpitSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week that holds `at`. */
export function weekStartOf(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The Mondays of the last `weeks` weeks up to the one holding `now`, oldest first. */
export function activityWeekStarts(now: Date, weeks: number = LEARNING_COCKPIT_WEEKS): Date[] {
  const current = weekStartOf(now).getTime();
  return Array.from({ length: weeks }, (_, index) => new Date(current - (weeks - 1 - index) * 7 * DAY_MS));
}

/** Counts events per kind into the weeks; events before the first week or after now are left out. */
export function activitySeries(
  events: Readonly<Record<LearningActivityKind, readonly Date[]>>,
  now: Date,
  weeks: number = LEARNING_COCKPIT_WEEKS,
): LearningActivityWeek[] {
  const starts = activityWeekStarts(now, weeks);
  const series = starts.map((start) => ({
    weekStart: start.toISOString().slice(0, 10),
    assignmentsCompleted: 0,
    stepsDone: 0,
    contentCreated: 0,
  }));
  const first = starts[0]?.getTime() ?? now.getTime();
  for (const kind of LEARNING_ACTIVITY_KINDS) {
    for (const at of events[kind]) {
      const time = at.getTime();
      if (time < first || time > now.getTime()) continue;
      const week = series[Math.floor((weekStartOf(at).getTime() - first) / (7 * DAY_MS))];
      if (week) week[kind] += 1;
    }
  }
  return series;
}
