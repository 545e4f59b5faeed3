// Course config (spec §3 "Course config"), taxonomy terms (spec §3 "Taxonomy term", §7 "Taxonomy") and
// the course editor's wire shapes: GET /og/course-config/load/{type}, GET /og/course-config/edit/{id},
// POST /og, PUT /og/{id}, DELETE /og/{id}, POST /og/{id}/restore, GET|POST /terms, /terms/autocomplete,
// /terms/search. Which config field is visible is decided here, purely, and the server applies it.
import { z } from 'zod';
import {
  COURSE_TEXT_LIMITS,
  SPOT_TYPES,
  TANDEM_VISIBILITIES,
  WORKGROUP_TYPES,
  applySpotTypeChange,
  applyVideoTopicsToggle,
  applyWorkgroupToggle,
  calendarDateOf,
  type CourseSaveFormValues,
  type CourseSaveInput,
} from './course-form.ts';
import { COURSE_TYPES, type CourseType } from './course-types.ts';
import { quotasApply } from './permissions.ts';

const id = z.number().int().positive();
const queryId = z.coerce.number().int().positive().max(2_147_483_647);

// ---- Taxonomy (spec §7: vocabularies 23, 25, 18) ----

export const VOCABULARY = {
  /** Course categories of a campus. */
  courseCategories: 23,
  /** Child categories: each is a child of one course category (the course's subcategory). */
  childCategories: 25,
  /** Video topics (a course's predefined video topics). */
  videoTopics: 18,
} as const;
export type VocabularyId = (typeof VOCABULARY)[keyof typeof VOCABULARY];
export const VOCABULARY_IDS: readonly VocabularyId[] = Object.values(VOCABULARY);

export function isVocabularyId(value: number): value is VocabularyId {
  return (VOCABULARY_IDS as readonly number[]).includes(value);
}

/** Longest term name (categories and video topics share the limit). */
export const TERM_NAME_MAX = COURSE_TEXT_LIMITS.category;
/** At most this many suggestions from /terms/autocomplete and /terms/search. */
export const TERM_SEARCH_LIMIT = 20;
/** Taxonomy search input is debounced this long in the form (spec §9). */
export const TAXONOMY_DEBOUNCE_MS = 500;

/** i18n keys of the course editor's own validation messages (besides COURSE_FORM_ERRORS). */
export const COURSE_CONFIG_ERRORS = {
  /** category is not a course category (vocabulary 23) of the campus: create it first (POST /terms). */
  unknownCategory: 'courseForm.errors.unknownCategory',
  /** subcategory is not a child category (vocabulary 25) of the chosen category. */
  unknownSubcategory: 'courseForm.errors.unknownSubcategory',
  /** A target group that is not one of course_target_group_options. */
  unknownTargetGroup: 'courseForm.errors.unknownTargetGroup',
  /** The user may not create (or switch to) this course type on this campus (spec §6 feature flags). */
  courseTypeNotAllowed: 'courseForm.errors.courseTypeNotAllowed',
  termNameRequired: 'courseForm.errors.termNameRequired',
  termNameTooLong: 'courseForm.errors.termNameTooLong',
  /** A child category (vocabulary 25) needs its parent category; other vocabularies take none. */
  termParentRequired: 'courseForm.errors.termParentRequired',
  termParentNotAllowed: 'courseForm.errors.termParentNotAllowed',
  /** POST /terms names neither a campus (`domain`) nor a course (`og`). */
  termScopeRequired: 'courseForm.errors.termScopeRequired',
  unknownVocabulary: 'courseForm.errors.unknownVocabulary',
} as const;

/** Problem codes of the course editor endpoints (besides the shared ERROR_CODES). */
export const COURSE_EDITOR_ERROR_CODES = {
  /** GET /og/course-config/load/{type}: the type may not be created here (spec §6). */
  courseTypeNotAllowed: 'COURSE_TYPE_NOT_ALLOWED',
} as const;

const vocabularyId = z.coerce
  .number({ error: COURSE_CONFIG_ERRORS.unknownVocabulary })
  .int({ error: COURSE_CONFIG_ERRORS.unknownVocabulary })
  .refine(isVocabularyId, { error: COURSE_CONFIG_ERRORS.unknownVocabulary })
  .transform((value) => value as VocabularyId)
  .describe('Vocabulary id: 23 course categories, 25 child categories, 18 video topics');

/** Spec §3 "Taxonomy term" (name, tid); parent_tid: the category of a child category, else null. */
export const TaxonomyTermSchema = z.object({
  name: z.string(),
  tid: id,
  vid: z.number().int(),
  parent_tid: id.nullable(),
});
export type TaxonomyTerm = z.infer<typeof TaxonomyTermSchema>;
export const TaxonomyTermListSchema = z.array(TaxonomyTermSchema);

/**
 * Narrowing vocabulary 25 to the children of one category: `parent` (its tid) or `category` (its
 * name, case-insensitive, as the course form holds it). Ignored for the other vocabularies.
 */
const parentFilter = {
  parent: queryId.optional(),
  category: z.string().trim().max(TERM_NAME_MAX).optional(),
};

/** `GET /terms?og&vid`: the terms of a vocabulary of the course's campus, sorted by name. */
export const TermListQuerySchema = z.object({ og: queryId, vid: vocabularyId, ...parentFilter });
export type TermListQuery = z.infer<typeof TermListQuerySchema>;

/**
 * `GET /terms/autocomplete?domain&vid&search` (terms) and `GET /terms/search?domain&vid&search`
 * (names only; spec §7 "taxonomy search by campus id, vocabulary id and text"): case-insensitive,
 * names starting with the text first, at most TERM_SEARCH_LIMIT. Empty text gives an empty list.
 */
export const TermSearchQuerySchema = z.object({
  domain: queryId,
  vid: vocabularyId,
  search: z.string().max(TERM_NAME_MAX).default(''),
  ...parentFilter,
});
export type TermSearchQuery = z.infer<typeof TermSearchQuerySchema>;
export const TermNameListSchema = z.array(z.string());

/**
 * `POST /terms`: a term typed by a user who may create terms (campus managers and admins of the
 * campus, managers of a course there), added to the campus vocabulary. `domain` or `og` names the
 * campus; a child category (25) names its category by `parent` (tid) or `category` (name). An
 * existing term of the same name (case-insensitive) is returned instead (200; a new one is 201).
 */
export const TermCreateInputSchema = z
  .object({
    vid: vocabularyId,
    name: z
      .string({ error: COURSE_CONFIG_ERRORS.termNameRequired })
      .trim()
      .min(1, { error: COURSE_CONFIG_ERRORS.termNameRequired })
      .max(TERM_NAME_MAX, { error: COURSE_CONFIG_ERRORS.termNameTooLong }),
    domain: id.optional(),
    og: id.optional(),
    parent: id.optional(),
    category: z.string().trim().min(1).max(TERM_NAME_MAX).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.domain === undefined && value.og === undefined) {
      ctx.addIssue({ code: 'custom', message: COURSE_CONFIG_ERRORS.termScopeRequired, path: ['domain'] });
    }
    const hasParent = value.parent !== undefined || value.category !== undefined;
    if (value.vid === VOCABULARY.childCategories && !hasParent) {
      ctx.addIssue({ code: 'custom', message: COURSE_CONFIG_ERRORS.termParentRequired, path: ['parent'] });
    }
    if (value.vid !== VOCABULARY.childCategories && hasParent) {
      ctx.addIssue({ code: 'custom', message: COURSE_CONFIG_ERRORS.termParentNotAllowed, path: ['parent'] });
    }
  });
export type TermCreateInput = z.infer<typeof TermCreateInputSchema>;

// ---- Course config (spec §3) ----

/** Every key of spec §3 "Course config", plus the learning package of compact learning (step 4). */
export const COURSE_CONFIG_KEYS = [
  'title',
  'description',
  'category',
  'subcategory',
  'course_target_group',
  'course_target_group_required',
  'course_target_group_options',
  'start_date',
  'end_date',
  'quota_spot_type',
  'campus_quota',
  'course_quota',
  'tandem_visibility',
  'workgroups_enabled',
  'workgroup_size',
  'workgroup_type',
  'predefined_video_topics_enabled',
  'video_topics',
  'video_topics_members',
  'member_news',
  'member_dialogs',
  'member_files',
  'member_blog_notification',
  'dashboard_info_title',
  'dashboard_info',
  'course_info',
  'learning_package_title',
  'learning_package',
] as const;
export type CourseConfigKey = (typeof COURSE_CONFIG_KEYS)[number];

/** The save payload field (spec §3 "Course save payload") each config key is edited as; null: read-only. */
export const COURSE_CONFIG_PAYLOAD_FIELDS = {
  title: 'title',
  description: 'description',
  category: 'category',
  subcategory: 'subcategory',
  course_target_group: 'course_target_group',
  course_target_group_required: null,
  course_target_group_options: null,
  start_date: 'startdate',
  end_date: 'enddate',
  quota_spot_type: 'spottype',
  campus_quota: 'campusSpotQuota',
  course_quota: 'courseSpotQuota',
  tandem_visibility: 'tandemVisibility',
  workgroups_enabled: 'workgroupsEnabled',
  workgroup_size: 'workgroupSize',
  workgroup_type: 'workgroupType',
  predefined_video_topics_enabled: 'predefinedVideoTopicsEnabled',
  video_topics: 'videoTopics',
  video_topics_members: 'memberVideoTopicsEnabled',
  member_news: 'memberNewsEnabled',
  member_dialogs: 'memberDialogsEnabled',
  member_files: 'memberFilesEnabled',
  member_blog_notification: 'memberBlogNotificationEnabled',
  dashboard_info_title: 'dashboardInfoTitle',
  dashboard_info: 'dashboardInfo',
  course_info: 'courseInfo',
  learning_package_title: 'learningPackageTitle',
  learning_package: 'learningPackage',
} as const satisfies Record<CourseConfigKey, keyof CourseSaveInput | null>;

const entry = <T extends z.ZodType>(value: T) => z.object({ value, visible: z.boolean() });

/**
 * A course date: `value` in unix seconds (as the save payload sends it), `display` as dd.mm.yy
 * (spec §3, §9) in UTC, `editable` false for a start date already past on an existing course (spec §4).
 */
export const CourseConfigDateEntrySchema = z.object({
  value: z.number().int().nullable(),
  visible: z.boolean(),
  display: z.string().nullable(),
  editable: z.boolean(),
});
export type CourseConfigDateEntry = z.infer<typeof CourseConfigDateEntrySchema>;

const text = z.string();
const nullableText = z.string().nullable();
const count = z.number().int().nonnegative().nullable();

export const CourseConfigEntriesSchema = z.object({
  title: entry(text),
  description: entry(text),
  /** Term names (the form holds names); null for none. */
  category: entry(nullableText),
  subcategory: entry(nullableText),
  course_target_group: entry(z.array(z.string())),
  course_target_group_required: entry(z.boolean()),
  course_target_group_options: entry(z.array(z.string())),
  start_date: CourseConfigDateEntrySchema,
  end_date: CourseConfigDateEntrySchema,
  quota_spot_type: entry(z.enum(SPOT_TYPES).nullable()),
  campus_quota: entry(count),
  course_quota: entry(count),
  tandem_visibility: entry(z.enum(TANDEM_VISIBILITIES).nullable()),
  workgroups_enabled: entry(z.boolean()),
  workgroup_size: entry(count),
  workgroup_type: entry(z.enum(WORKGROUP_TYPES).nullable()),
  predefined_video_topics_enabled: entry(z.boolean()),
  video_topics: entry(z.array(z.string())),
  video_topics_members: entry(z.boolean()),
  member_news: entry(z.boolean()),
  member_dialogs: entry(z.boolean()),
  member_files: entry(z.boolean()),
  member_blog_notification: entry(z.boolean()),
  /** Rich-text fields hold sanitized HTML. */
  dashboard_info_title: entry(nullableText),
  dashboard_info: entry(nullableText),
  course_info: entry(nullableText),
  learning_package_title: entry(nullableText),
  learning_package: entry(nullableText),
} satisfies Record<CourseConfigKey, z.ZodType>);
export type CourseConfigEntries = z.infer<typeof CourseConfigEntriesSchema>;

/** i18n key of a course type's description (the web app translates it). */
export function courseTypeDescriptionKey(type: CourseType): `courseForm.typeDescriptions.${CourseType}` {
  return `courseForm.typeDescriptions.${type}`;
}

/** The answer of GET /og/course-config/load/{type} (og_id null) and /edit/{id}. */
export const CourseConfigSchema = z.object({
  og_id: id.nullable(),
  /** The campus the course belongs (or will belong) to; its vocabularies feed the taxonomy fields. */
  domain_id: id,
  type: z.enum(COURSE_TYPES),
  /** An i18n key: courseForm.typeDescriptions.<type>. */
  type_description: z.string(),
  config: CourseConfigEntriesSchema,
});
export type CourseConfig = z.infer<typeof CourseConfigSchema>;

/** `{type}` of /og/course-config/load/{type}. */
export const CourseConfigTypeParamsSchema = z.object({ type: z.enum(COURSE_TYPES) });

/**
 * `?domain=` of POST /og and GET /og/course-config/load/{type}: the campus of the new course;
 * without it, the user's own campus (the lowest campus id they belong to).
 */
export const CourseCreateQuerySchema = z.object({ domain: queryId.optional() });
export type CourseCreateQuery = z.infer<typeof CourseCreateQuerySchema>;

/** The answer of POST /og (201), PUT /og/{id} and POST /og/{id}/restore; GET /og/{id} gives the rest. */
export const CourseSaveResponseSchema = z.object({
  og_id: id,
  domain_id: id,
  label: z.string(),
  course_type: z.enum(COURSE_TYPES),
  dashboard_enabled: z.boolean(),
});
export type CourseSaveResponse = z.infer<typeof CourseSaveResponseSchema>;

// ---- Visibility (spec §3: set by the server per course type and campus settings) ----

/** The campus settings the course editor depends on. */
export interface CampusCourseOptions {
  /** Choices of course_target_group; none: the field is hidden. */
  targetGroupOptions: readonly string[];
  /** A course must name at least one target group (course_target_group_required). */
  targetGroupRequired: boolean;
  /** The campus uses tandem assignments, so tandem_visibility can be set. */
  tandemEnabled: boolean;
}

const VISIBILITY_STEP_KEYS = [
  'quota_spot_type',
  'campus_quota',
  'course_quota',
  'tandem_visibility',
  'workgroups_enabled',
  'workgroup_size',
  'workgroup_type',
  'predefined_video_topics_enabled',
  'video_topics',
  'video_topics_members',
  'member_news',
  'member_dialogs',
  'member_files',
  'member_blog_notification',
] as const satisfies readonly CourseConfigKey[];
const COURSE_INFO_STEP_KEYS = ['dashboard_info_title', 'dashboard_info', 'course_info'] as const satisfies readonly CourseConfigKey[];

/**
 * Which config fields a course of `type` shows on this campus:
 * - compact learning has only General and External content (spec §2), so no visibility,
 *   collaboration or course info fields; the learning package belongs to it alone;
 * - quotas (spot type, campus and course quota) only for blended learning (spec §6);
 * - workgroups and tandem visibility need group work, which self-learning has not; tandem
 *   visibility also needs the campus to use tandems;
 * - target groups only where the campus offers target groups.
 */
export function courseConfigVisibility(type: CourseType, campus: CampusCourseOptions): Record<CourseConfigKey, boolean> {
  const visible = Object.fromEntries(COURSE_CONFIG_KEYS.map((key) => [key, true])) as Record<CourseConfigKey, boolean>;
  const compact = type === 'compact_learning';
  const hasTargetGroups = campus.targetGroupOptions.length > 0;
  visible.course_target_group = hasTargetGroups;
  visible.course_target_group_required = hasTargetGroups;
  visible.course_target_group_options = hasTargetGroups;
  for (const key of [...VISIBILITY_STEP_KEYS, ...COURSE_INFO_STEP_KEYS]) visible[key] = !compact;
  const quotas = quotasApply(type);
  visible.quota_spot_type = quotas;
  visible.campus_quota = quotas;
  visible.course_quota = quotas;
  const groupWork = !compact && type !== 'self_learning';
  visible.workgroups_enabled = groupWork;
  visible.workgroup_size = groupWork;
  visible.workgroup_type = groupWork;
  visible.tandem_visibility = groupWork && campus.tandemEnabled;
  visible.learning_package_title = compact;
  visible.learning_package = compact;
  return visible;
}

/**
 * The payload as it is stored: fields hidden for the type are cleared, and the field rules of
 * spec §4 hold (only_campus has no quotas, workgroups off have no size or type and on default to
 * course_context, video topics off have no topics). Title, description and dates are always kept.
 */
export function normalizeCourseSave(input: CourseSaveInput, visibility: Readonly<Record<CourseConfigKey, boolean>>): CourseSaveInput {
  let values: CourseSaveInput = { ...input };
  if (!visibility.course_target_group) values.course_target_group = [];
  if (!visibility.quota_spot_type) {
    values = { ...values, spottype: null, campusSpotQuota: null, courseSpotQuota: null };
  } else {
    values = applySpotTypeChange(values, values.spottype ?? 'only_campus');
  }
  if (!visibility.tandem_visibility) values.tandemVisibility = null;
  if (!visibility.workgroups_enabled || values.workgroupsEnabled !== true) {
    values = applyWorkgroupToggle(values, false);
  } else {
    values = { ...values, workgroupsEnabled: true, workgroupType: values.workgroupType ?? 'course_context' };
  }
  values = applyVideoTopicsToggle(values, visibility.predefined_video_topics_enabled && values.predefinedVideoTopicsEnabled === true);
  for (const key of ['member_news', 'member_dialogs', 'member_files', 'member_blog_notification'] as const) {
    const field = COURSE_CONFIG_PAYLOAD_FIELDS[key];
    values[field] = visibility[key] ? values[field] === true : false;
  }
  for (const key of [...COURSE_INFO_STEP_KEYS, 'learning_package_title', 'learning_package'] as const) {
    if (!visibility[key]) values[COURSE_CONFIG_PAYLOAD_FIELDS[key]] = null;
  }
  return values;
}

/** dd.mm.yy of a unix-seconds date (spec §3, §9), in UTC unless told. */
export function formatCourseDate(unixSecondsValue: number, timeZone = 'UTC'): string {
  const [year = '', month = '', day = ''] = calendarDateOf(unixSecondsValue, timeZone).split('-');
  return `${day}.${month}.${year.slice(-2)}`;
}

/** Form values before the user picked dates: a new course has none yet. */
export type CourseFormInitialValues = Omit<CourseSaveFormValues, 'startdate' | 'enddate'> & {
  startdate: number | null;
  enddate: number | null;
};

/** The form's starting values from a course config (config key → payload field). */
export function courseFormValuesFromConfig(config: CourseConfig): CourseFormInitialValues {
  const c = config.config;
  return {
    course_type: config.type,
    title: c.title.value,
    description: c.description.value,
    category: c.category.value,
    subcategory: c.subcategory.value,
    course_target_group: [...c.course_target_group.value],
    startdate: c.start_date.value,
    enddate: c.end_date.value,
    spottype: c.quota_spot_type.value,
    campusSpotQuota: c.campus_quota.value,
    courseSpotQuota: c.course_quota.value,
    tandemVisibility: c.tandem_visibility.value,
    workgroupsEnabled: c.workgroups_enabled.value,
    workgroupSize: c.workgroup_size.value,
    workgroupType: c.workgroup_type.value,
    predefinedVideoTopicsEnabled: c.predefined_video_topics_enabled.value,
    videoTopics: [...c.video_topics.value],
    memberVideoTopicsEnabled: c.video_topics_members.value,
    memberNewsEnabled: c.member_news.value,
    memberDialogsEnabled: c.member_dialogs.value,
    memberFilesEnabled: c.member_files.value,
    memberBlogNotificationEnabled: c.member_blog_notification.value,
    dashboardInfoTitle: c.dashboard_info_title.value,
    dashboardInfo: c.dashboard_info.value,
    courseInfo: c.course_info.value,
    learningPackageTitle: c.learning_package_title.value,
    learningPackage: c.learning_package.value,
  };
}
