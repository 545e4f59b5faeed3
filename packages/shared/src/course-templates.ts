// Course templates on the wire (issue 18 "Running a campus"; spec §2 `/use-template/{id}`, §6 "A course
// template permission needs campus_manager, or a moderator role in any course"): a course marked as a
// template, the campus's list of templates, and "use template", which creates a new course from one.
import { z } from 'zod';
import { COURSE_FORM_ERRORS, COURSE_TEXT_LIMITS, UNIX_SECONDS_MAX } from './course-form.ts';
import { COURSE_TYPES } from './course-types.ts';

export const COURSE_TEMPLATE_ERROR_CODES = {
  /** The caller holds neither campus_manager (or admin) nor a moderator role in any course of the campus. */
  forbidden: 'COURSE_TEMPLATES_FORBIDDEN',
} as const;

/** `PUT /og/{id}/template`. */
export const CourseTemplateFlagInputSchema = z.strictObject({
  isTemplate: z.boolean().describe('true: the course is offered as a template on its campus'),
});
export type CourseTemplateFlagInput = z.infer<typeof CourseTemplateFlagInputSchema>;

export const CourseTemplateFlagSchema = z.object({
  id: z.number().int().positive(),
  isTemplate: z.boolean(),
});
export type CourseTemplateFlag = z.infer<typeof CourseTemplateFlagSchema>;

/** What "use template" copies, counted. */
export const CourseTemplateCountsSchema = z.object({
  assignments: z.number().int().nonnegative(),
  pathSteps: z.number().int().nonnegative().describe('learning path steps that are copied (assignment and document steps)'),
  folders: z.number().int().nonnegative(),
  documents: z.number().int().nonnegative(),
});
export type CourseTemplateCounts = z.infer<typeof CourseTemplateCountsSchema>;

export const CourseTemplateSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  course_type: z.enum(COURSE_TYPES),
  /** The template's own dates (unix seconds), a start for the new course's duration. */
  startdate: z.number().int().nullable(),
  enddate: z.number().int().nullable(),
  counts: CourseTemplateCountsSchema,
});
export type CourseTemplate = z.infer<typeof CourseTemplateSchema>;

export const CourseTemplateListSchema = z.object({ templates: z.array(CourseTemplateSchema) });
export type CourseTemplateList = z.infer<typeof CourseTemplateListSchema>;

const E = COURSE_FORM_ERRORS;
const unixSeconds = z
  .number({ error: E.invalidDate })
  .int({ error: E.invalidDate })
  .min(0, { error: E.invalidDate })
  .max(UNIX_SECONDS_MAX, { error: E.invalidDate });

/**
 * `POST /use-template/{id}`: the new course's title and (optionally) its dates, with the course form's
 * rules (title required and at most 500 characters, end not before start; the server also refuses a
 * start before today). Without dates the new course starts today and lasts as long as the template.
 */
export const UseTemplateInputSchema = z
  .strictObject({
    title: z
      .string({ error: E.titleRequired })
      .trim()
      .min(1, { error: E.titleRequired })
      .max(COURSE_TEXT_LIMITS.title, { error: E.titleTooLong }),
    startdate: unixSeconds.optional(),
    enddate: unixSeconds.optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.startdate === undefined) !== (value.enddate === undefined)) {
      ctx.addIssue({ code: 'custom', message: E.dateRequired, path: [value.startdate === undefined ? 'startdate' : 'enddate'] });
    }
    if (value.startdate !== undefined && value.enddate !== undefined && value.enddate < value.startdate) {
      ctx.addIssue({ code: 'custom', message: E.endDateBeforeStartDate, path: ['enddate'] });
    }
  });
export type UseTemplateInput = z.infer<typeof UseTemplateInputSchema>;

export const UseTemplateResponseSchema = z.object({ id: z.number().int().positive().describe('the new course') });
export type UseTemplateResponse = z.infer<typeof UseTemplateResponseSchema>;
