// Courses on the wire (spec §3 "Course", "Course groups", "Menu item"; §7 GET /og, GET /og/{id}).
// The server builds these from the role table (permissions.ts) and the menu rules (menu.ts).
import { z } from 'zod';
import { COURSE_KINDS, COURSE_TYPES } from './course-types.ts';
import type { MenuItem } from './menu.ts';
import { COURSE_PERMISSIONS, COURSE_ROLE_IDS, type CourseRoleId } from './roles.ts';

const id = z.number().int().positive();
/** Unix seconds (spec §3 dates on the wire). */
const unixSeconds = z.number().int();

/** Path parameter `{id}` of /og/{id}: a numeric course id. */
export const CourseParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export type CourseParams = z.infer<typeof CourseParamsSchema>;

export const CourseRoleIdSchema = z
  .number()
  .int()
  .refine((value): value is CourseRoleId => (COURSE_ROLE_IDS as readonly number[]).includes(value), {
    message: 'unknown course role id',
  });

/** `roles` entry of a course: a course role id of spec §6 (2 member … 7 mentor). */
export const CourseRoleRefSchema = z.object({ id: CourseRoleIdSchema });

/** `permissions`: every granted course permission maps to 1; absent means denied (spec §3, §6). */
export const PermissionMapSchema = z.partialRecord(z.enum(COURSE_PERMISSIONS), z.literal(1));

/** Menu item of spec §3, as buildCourseMenu makes it (label: i18n key; target: app path). */
export const MenuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    type: z.enum(['item', 'separator', 'group']),
    label: z.string().optional(),
    icon: z.string().optional(),
    target: z.string().optional(),
    isLegacy: z.boolean(),
    active: z.boolean().optional(),
    items: z.array(MenuItemSchema).optional(),
    collapsed: z.boolean().optional(),
  }),
);

/** `course_features` (spec §3); `contacts: false` hides the members entry. */
export const CourseFeaturesSchema = z.object({
  tandem_assignments: z.boolean(),
  contacts: z.boolean(),
  has_certificated: z.boolean(),
});
export type CourseFeatures = z.infer<typeof CourseFeaturesSchema>;

/** Defaults of course_features when the course settings do not say. */
export const DEFAULT_COURSE_FEATURES: CourseFeatures = {
  tandem_assignments: false,
  contacts: true,
  has_certificated: false,
};

/**
 * What the course dashboard screen shows (our addition). `description` and `dashboard_info_title` are
 * plain text (shown as text); `course_info` and `dashboard_info` are rich text the server sanitized.
 */
export const CourseDashboardInfoSchema = z.object({
  description: z.string(),
  course_info: z.string().nullable(),
  dashboard_info_title: z.string().nullable(),
  dashboard_info: z.string().nullable(),
  startdate: unixSeconds.nullable(),
  enddate: unixSeconds.nullable(),
});
export type CourseDashboardInfo = z.infer<typeof CourseDashboardInfoSchema>;

/** `GET /og/{id}`: every Course field of spec §3, plus `dashboard` for the dashboard screen. */
export const CourseSchema = z.object({
  og_id: id,
  domain_id: id,
  domain_name: z.string(),
  /** The site of the campus the course belongs to (the chooser groups by it); null without one. */
  campus: z.string().nullable(),
  label: z.string(),
  type: z.enum(COURSE_KINDS),
  course_type: z.enum(COURSE_TYPES),
  /**
   * The roles the user acts with here: the held memberships, plus manager (3) for campus admins and,
   * in courses where they hold no role, campus managers. Not changed by student mode: clients apply
   * X-Student-Mode themselves (effectiveRoleIds), as the server does.
   */
  roles: z.array(CourseRoleRefSchema),
  permissions: PermissionMapSchema,
  current_user: z.object({ id }),
  course_features: CourseFeaturesSchema,
  course_progress: z.object({
    /** Percent 0–100 of the user's assignments completed; 0 until the assignments feature records progress. */
    student_progress: z.number().min(0).max(100),
  }),
  dashboard_enabled: z.boolean(),
  /** True when the user accepted the current terms version of the course's campus (or it has none). */
  legal_accepted: z.boolean(),
  /** False while the course is outside its period for a user who does not administer it (see og_inactive). */
  show: z.boolean(),
  menu_items: z.array(MenuItemSchema),
  dashboard: CourseDashboardInfoSchema,
});
export type Course = z.infer<typeof CourseSchema>;

/** One course in the chooser list of `GET /og`. */
export const CourseListItemSchema = z.object({
  og_id: id,
  domain_id: id,
  label: z.string(),
  type: z.enum(COURSE_KINDS),
  course_type: z.enum(COURSE_TYPES),
  roles: z.array(CourseRoleRefSchema),
});
export type CourseListItem = z.infer<typeof CourseListItemSchema>;

/** Course groups of spec §3: courses grouped by site name. */
export const CourseGroupSchema = z.object({
  groupName: z.string(),
  courses: z.array(CourseListItemSchema),
});
export type CourseGroup = z.infer<typeof CourseGroupSchema>;

/** `GET /og`: the courses the user may open, grouped by site name (groups and courses sorted by name). */
export const CourseListResponseSchema = z.array(CourseGroupSchema);
export type CourseListResponse = z.infer<typeof CourseListResponseSchema>;

/** Group name for courses that belong to no site. */
export const NO_SITE_GROUP_NAME = '';

/** `GET /og/{id}/cockpit`: the course cockpit's overview; students are refused with 403 (spec §5 guard). */
export const CourseCockpitSchema = z.object({
  og_id: id,
  label: z.string(),
  member_count: z.number().int().nonnegative(),
  /** Members per course role id, every role listed (0 when none). */
  members_by_role: z.array(z.object({ id: CourseRoleIdSchema, count: z.number().int().nonnegative() })),
});
export type CourseCockpit = z.infer<typeof CourseCockpitSchema>;

/** Problem codes of the course endpoints. */
export const COURSE_ERROR_CODES = {
  /** Students (and staff in student mode) may not open the course or assignment cockpit. */
  cockpitForbidden: 'COCKPIT_FORBIDDEN',
} as const;
