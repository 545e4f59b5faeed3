// Course rows and defaults as the course config of spec §3 and the save answer.
import {
  SPOT_TYPES,
  TANDEM_VISIBILITIES,
  WORKGROUP_TYPES,
  courseTypeDescriptionKey,
  formatCourseDate,
  type CampusCourseOptions,
  type CourseConfig,
  type CourseConfigEntries,
  type CourseConfigKey,
  type CourseSaveResponse,
  type CourseType,
} from '@campus/shared';
import type { CourseSettings } from '../../db/schema/index.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { EditableCourseRow } from './course-editor.repository.ts';

/** The value of every config key, before visibility is attached. */
export type CourseConfigValues = { [K in CourseConfigKey]: CourseConfigEntries[K]['value'] };

function text(settings: CourseSettings, key: string): string | null {
  const value = settings[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Rich text, sanitized again on read like GET /og/{id} does (issue 12): the editor loads it as HTML. */
function richText(settings: CourseSettings, key: string): string | null {
  const value = text(settings, key);
  const clean = value === null ? '' : sanitizeRichText(value);
  return clean === '' ? null : clean;
}

function flag(settings: CourseSettings, key: string): boolean {
  return settings[key] === true;
}

function count(settings: CourseSettings, key: string): number | null {
  const value = settings[key];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

function texts(settings: CourseSettings, key: string): string[] {
  const value = settings[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function oneOf<T extends string>(settings: CourseSettings, key: string, values: readonly T[]): T | null {
  const value = settings[key];
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : null;
}

export function unixSeconds(date: Date | null): number | null {
  return date === null ? null : Math.floor(date.getTime() / 1000);
}

/** Target group choices: the campus's, plus any the course already names (options may have been removed since). */
export function targetGroupChoices(options: CampusCourseOptions, current: readonly string[]): string[] {
  const known = new Set(options.targetGroupOptions.map((option) => option.toLowerCase()));
  return [...options.targetGroupOptions, ...current.filter((group) => !known.has(group.toLowerCase()))];
}

function campusValues(options: CampusCourseOptions, current: readonly string[]) {
  return {
    course_target_group_required: options.targetGroupOptions.length > 0 && options.targetGroupRequired,
    course_target_group_options: targetGroupChoices(options, current),
  };
}

/** A new course of `type`: empty texts, no dates, every switch off; visible choices get their first value. */
export function defaultConfigValues(
  options: CampusCourseOptions,
  visibility: Readonly<Record<CourseConfigKey, boolean>>,
): CourseConfigValues {
  return {
    title: '',
    description: '',
    category: null,
    subcategory: null,
    course_target_group: [],
    ...campusValues(options, []),
    start_date: null,
    end_date: null,
    quota_spot_type: visibility.quota_spot_type ? 'only_campus' : null,
    campus_quota: null,
    course_quota: null,
    tandem_visibility: visibility.tandem_visibility ? 'all_interactions' : null,
    workgroups_enabled: false,
    workgroup_size: null,
    workgroup_type: null,
    predefined_video_topics_enabled: false,
    video_topics: [],
    video_topics_members: false,
    member_news: false,
    member_dialogs: false,
    member_files: false,
    member_blog_notification: false,
    dashboard_info_title: null,
    dashboard_info: null,
    course_info: null,
    learning_package_title: null,
    learning_package: null,
  };
}

/** The stored course: columns, and the settings under the save payload's names. */
export function configValuesFromRow(row: EditableCourseRow, options: CampusCourseOptions): CourseConfigValues {
  const s = row.settings;
  const targetGroups = texts(s, 'course_target_group');
  return {
    title: row.title,
    description: row.description,
    category: text(s, 'category'),
    subcategory: text(s, 'subcategory'),
    course_target_group: targetGroups,
    ...campusValues(options, targetGroups),
    start_date: unixSeconds(row.startDate),
    end_date: unixSeconds(row.endDate),
    quota_spot_type: oneOf(s, 'spottype', SPOT_TYPES),
    campus_quota: count(s, 'campusSpotQuota'),
    course_quota: count(s, 'courseSpotQuota'),
    tandem_visibility: oneOf(s, 'tandemVisibility', TANDEM_VISIBILITIES),
    workgroups_enabled: flag(s, 'workgroupsEnabled'),
    workgroup_size: count(s, 'workgroupSize'),
    workgroup_type: oneOf(s, 'workgroupType', WORKGROUP_TYPES),
    predefined_video_topics_enabled: flag(s, 'predefinedVideoTopicsEnabled'),
    video_topics: texts(s, 'videoTopics'),
    video_topics_members: flag(s, 'memberVideoTopicsEnabled'),
    member_news: flag(s, 'memberNewsEnabled'),
    member_dialogs: flag(s, 'memberDialogsEnabled'),
    member_files: flag(s, 'memberFilesEnabled'),
    member_blog_notification: flag(s, 'memberBlogNotificationEnabled'),
    dashboard_info_title: text(s, 'dashboardInfoTitle'),
    dashboard_info: richText(s, 'dashboardInfo'),
    course_info: richText(s, 'courseInfo'),
    learning_package_title: text(s, 'learningPackageTitle'),
    learning_package: text(s, 'learningPackage'),
  };
}

export interface ConfigPresentation {
  ogId: number | null;
  domainId: number;
  type: CourseType;
  values: CourseConfigValues;
  visibility: Readonly<Record<CourseConfigKey, boolean>>;
  /** False for the past start date of an existing course (spec §4). */
  startEditable: boolean;
  timeZone: string;
}

export function presentCourseConfig(input: ConfigPresentation): CourseConfig {
  const { values, visibility } = input;
  const entry = <K extends CourseConfigKey>(key: K) => ({ value: values[key], visible: visibility[key] });
  const date = (key: 'start_date' | 'end_date', editable: boolean) => {
    const value = values[key];
    return { value, visible: visibility[key], display: value === null ? null : formatCourseDate(value, input.timeZone), editable };
  };
  return {
    og_id: input.ogId,
    domain_id: input.domainId,
    type: input.type,
    type_description: courseTypeDescriptionKey(input.type),
    config: {
      title: entry('title'),
      description: entry('description'),
      category: entry('category'),
      subcategory: entry('subcategory'),
      course_target_group: entry('course_target_group'),
      course_target_group_required: entry('course_target_group_required'),
      course_target_group_options: entry('course_target_group_options'),
      start_date: date('start_date', input.startEditable),
      end_date: date('end_date', true),
      quota_spot_type: entry('quota_spot_type'),
      campus_quota: entry('campus_quota'),
      course_quota: entry('course_quota'),
      tandem_visibility: entry('tandem_visibility'),
      workgroups_enabled: entry('workgroups_enabled'),
      workgroup_size: entry('workgroup_size'),
      workgroup_type: entry('workgroup_type'),
      predefined_video_topics_enabled: entry('predefined_video_topics_enabled'),
      video_topics: entry('video_topics'),
      video_topics_members: entry('video_topics_members'),
      member_news: entry('member_news'),
      member_dialogs: entry('member_dialogs'),
      member_files: entry('member_files'),
      member_blog_notification: entry('member_blog_notification'),
      dashboard_info_title: entry('dashboard_info_title'),
      dashboard_info: entry('dashboard_info'),
      course_info: entry('course_info'),
      learning_package_title: entry('learning_package_title'),
      learning_package: entry('learning_package'),
    },
  };
}

export function presentSaveResponse(row: EditableCourseRow): CourseSaveResponse {
  return {
    og_id: row.id,
    domain_id: row.domainId,
    label: row.title,
    course_type: row.courseType,
    dashboard_enabled: row.dashboardEnabled,
  };
}
