// The campus on the wire (spec §3 "Campus"; §7 GET /campus, GET /campus/{domainId}/{type},
// POST /campus/{domainId}/{type}/{id}/{0|1}).
import { z } from 'zod';
import { PAGE_SIZE } from './api.ts';
import { COURSE_KINDS, COURSE_TYPES, type CourseKind } from './course-types.ts';
import { CourseRoleRefSchema } from './courses.ts';
import { CAMPUS_ADMIN_ROLE } from './permissions.ts';
import { CAMPUS_ROLES } from './roles.ts';

const id = z.number().int().positive();
const pathId = z.coerce.number().int().positive().max(2_147_483_647);

/** `domain_roles` values: the campus roles, and `admin` for campus admins (admin counts as every role). */
export const CAMPUS_DOMAIN_ROLES = [...CAMPUS_ROLES, CAMPUS_ADMIN_ROLE] as const;
export type CampusDomainRole = (typeof CAMPUS_DOMAIN_ROLES)[number];

export const CampusFeaturesSchema = z.object({
  courseTypes: z.object({ self_learning: z.boolean(), compact_learning: z.boolean() }),
});

/** `GET /campus`: the user's campus (spec §3). `id` and `domainId` are the same number. */
export const CampusSchema = z.object({
  id,
  domainId: id,
  name: z.string(),
  custom_colors: z.object({ primary_color: z.string() }),
  /** The signed-in user's roles on this campus; `admin` for campus admins outside student mode. */
  domain_roles: z.array(z.enum(CAMPUS_DOMAIN_ROLES)),
  campus_features: CampusFeaturesSchema,
});
export type Campus = z.infer<typeof CampusSchema>;

/**
 * `{type}` of /campus/{domainId}/{type}: `courses` lists the campus's courses, `groups` its groups
 * (courses of kind group).
 */
export const CAMPUS_LIST_TYPES = ['courses', 'groups'] as const;
export type CampusListType = (typeof CAMPUS_LIST_TYPES)[number];

export const CAMPUS_LIST_KIND: Readonly<Record<CampusListType, CourseKind>> = { courses: 'course', groups: 'group' };

export const CampusListParamsSchema = z.object({
  domainId: pathId,
  type: z.enum(CAMPUS_LIST_TYPES),
});
export type CampusListParams = z.infer<typeof CampusListParamsSchema>;

/** Longest text filter accepted. */
export const CAMPUS_FILTER_MAX_LENGTH = 200;

export const CampusListQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Page size; spec §9: 30. */
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE.courses).default(PAGE_SIZE.courses),
  /** Case-insensitive text contained in the title. */
  filter: z.string().trim().max(CAMPUS_FILTER_MAX_LENGTH).optional(),
  course_type: z.enum(COURSE_TYPES).optional(),
});
export type CampusListQuery = z.infer<typeof CampusListQuerySchema>;

/** Section id for courses without a site. */
export const NO_SITE_SECTION_ID = 0;

export const CampusCourseSchema = z.object({
  og_id: id,
  label: z.string(),
  type: z.enum(COURSE_KINDS),
  course_type: z.enum(COURSE_TYPES),
  description: z.string(),
  /** The section (site) the course is listed under; NO_SITE_SECTION_ID without a site. */
  section_id: z.number().int().nonnegative(),
  startdate: z.number().int().nullable(),
  enddate: z.number().int().nullable(),
  /** The user's own roles in the course (empty for campus admins and managers who are not members). */
  roles: z.array(CourseRoleRefSchema),
});
export type CampusCourse = z.infer<typeof CampusCourseSchema>;

/** A collapsible section of the campus dashboard: one site; `name` is null for courses without a site. */
export const CampusSectionSchema = z.object({
  id: z.number().int().nonnegative(),
  name: z.string().nullable(),
  collapsed: z.boolean(),
});
export type CampusSection = z.infer<typeof CampusSectionSchema>;

/**
 * `GET /campus/{domainId}/{type}`: one page of the courses the user may open, ordered by section
 * name then title; `sections` are those of this page's items with the user's collapsed state.
 */
export const CampusCoursePageSchema = z.object({
  type: z.enum(CAMPUS_LIST_TYPES),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  items: z.array(CampusCourseSchema),
  sections: z.array(CampusSectionSchema),
});
export type CampusCoursePage = z.infer<typeof CampusCoursePageSchema>;

/** `POST /campus/{domainId}/{type}/{id}/{0|1}`: `{id}` is a section id, the last segment 1 = collapsed. */
export const CampusCollapseParamsSchema = CampusListParamsSchema.extend({
  id: z.coerce.number().int().min(0).max(2_147_483_647),
  collapsed: z.enum(['0', '1']),
});
export type CampusCollapseParams = z.infer<typeof CampusCollapseParamsSchema>;

export const CampusCollapseResponseSchema = z.object({
  type: z.enum(CAMPUS_LIST_TYPES),
  id: z.number().int().nonnegative(),
  collapsed: z.boolean(),
});
export type CampusCollapseResponse = z.infer<typeof CampusCollapseResponseSchema>;
