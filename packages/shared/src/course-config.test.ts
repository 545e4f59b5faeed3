import { describe, expect, it } from 'vitest';
import {
  COURSE_CONFIG_ERRORS,
  COURSE_CONFIG_KEYS,
  COURSE_CONFIG_PAYLOAD_FIELDS,
  CourseConfigSchema,
  TermCreateInputSchema,
  TermListQuerySchema,
  TermSearchQuerySchema,
  VOCABULARY,
  courseConfigVisibility,
  courseFormValuesFromConfig,
  courseTypeDescriptionKey,
  formatCourseDate,
  isVocabularyId,
  normalizeCourseSave,
  type CampusCourseOptions,
  type CourseConfig,
  type CourseConfigKey,
} from './course-config.ts';
import { COURSE_SAVE_FIELDS, CourseSaveInputSchema, startOfDayUnixSeconds, type CourseSaveInput } from './course-form.ts';
import { COURSE_TYPES, type CourseType } from './course-types.ts';

const campus: CampusCourseOptions = { targetGroupOptions: ['Youth coaches', 'Referees'], targetGroupRequired: false, tandemEnabled: true };
const bare: CampusCourseOptions = { targetGroupOptions: [], targetGroupRequired: false, tandemEnabled: false };

function visibleKeys(type: CourseType, options = campus): CourseConfigKey[] {
  const visibility = courseConfigVisibility(type, options);
  return COURSE_CONFIG_KEYS.filter((key) => visibility[key]);
}

const GENERAL: CourseConfigKey[] = [
  'title',
  'description',
  'category',
  'subcategory',
  'course_target_group',
  'course_target_group_required',
  'course_target_group_options',
  'start_date',
  'end_date',
];
const COLLABORATION: CourseConfigKey[] = [
  'predefined_video_topics_enabled',
  'video_topics',
  'video_topics_members',
  'member_news',
  'member_dialogs',
  'member_files',
  'member_blog_notification',
];
const QUOTAS: CourseConfigKey[] = ['quota_spot_type', 'campus_quota', 'course_quota'];
const WORKGROUPS: CourseConfigKey[] = ['tandem_visibility', 'workgroups_enabled', 'workgroup_size', 'workgroup_type'];
const COURSE_INFO: CourseConfigKey[] = ['dashboard_info_title', 'dashboard_info', 'course_info'];
const PACKAGE: CourseConfigKey[] = ['learning_package_title', 'learning_package'];

const sorted = (keys: CourseConfigKey[]) => [...keys].sort();

describe('courseConfigVisibility', () => {
  it('decides a value for every config key of every type', () => {
    for (const type of COURSE_TYPES) {
      expect(Object.keys(courseConfigVisibility(type, campus)).sort()).toEqual([...COURSE_CONFIG_KEYS].sort());
    }
  });

  it.each([
    ['blended', [...GENERAL, ...QUOTAS, ...WORKGROUPS, ...COLLABORATION, ...COURSE_INFO]],
    ['default', [...GENERAL, ...WORKGROUPS, ...COLLABORATION, ...COURSE_INFO]],
    ['elearning', [...GENERAL, ...WORKGROUPS, ...COLLABORATION, ...COURSE_INFO]],
    ['self_learning', [...GENERAL, ...COLLABORATION, ...COURSE_INFO]],
    ['compact_learning', [...GENERAL, ...PACKAGE]],
  ] as const)('shows for %s exactly its fields', (type, keys) => {
    expect(sorted(visibleKeys(type))).toEqual(sorted([...keys]));
  });

  it('shows quotas only for blended learning', () => {
    for (const type of COURSE_TYPES) {
      const visibility = courseConfigVisibility(type, campus);
      for (const key of QUOTAS) expect(visibility[key], `${type} ${key}`).toBe(type === 'blended');
    }
  });

  it('shows the learning package only for compact learning', () => {
    for (const type of COURSE_TYPES) {
      for (const key of PACKAGE) expect(courseConfigVisibility(type, campus)[key]).toBe(type === 'compact_learning');
    }
  });

  it('hides the target group fields on a campus without target groups', () => {
    const keys = visibleKeys('blended', bare);
    expect(keys).not.toContain('course_target_group');
    expect(keys).not.toContain('course_target_group_required');
    expect(keys).not.toContain('course_target_group_options');
  });

  it('hides tandem visibility on a campus without tandems, keeping workgroups', () => {
    const keys = visibleKeys('default', bare);
    expect(keys).not.toContain('tandem_visibility');
    expect(keys).toContain('workgroups_enabled');
  });
});

const day = (date: string) => startOfDayUnixSeconds(date);
const full: CourseSaveInput = CourseSaveInputSchema.parse({
  course_type: 'blended',
  title: 'Goalkeeping',
  description: 'Hands.',
  category: 'Goalkeeping',
  subcategory: 'Handling',
  course_target_group: ['Referees'],
  startdate: day('2030-01-01'),
  enddate: day('2030-02-01'),
  spottype: 'campus_and_course',
  campusSpotQuota: '4',
  courseSpotQuota: 2,
  tandemVisibility: 'participant_interactions',
  workgroupsEnabled: true,
  workgroupSize: 3,
  workgroupType: 'assignment_context',
  predefinedVideoTopicsEnabled: true,
  videoTopics: ['Set pieces'],
  memberVideoTopicsEnabled: true,
  memberNewsEnabled: true,
  memberDialogsEnabled: true,
  memberFilesEnabled: true,
  memberBlogNotificationEnabled: true,
  dashboardInfoTitle: 'Hello',
  dashboardInfo: '<p>Hi</p>',
  courseInfo: '<p>Info</p>',
  learningPackageTitle: 'Package',
  learningPackage: 'https://example.org/package.zip',
});

describe('normalizeCourseSave', () => {
  it('keeps every visible value of a blended course, dropping only the learning package', () => {
    const result = normalizeCourseSave({ ...full }, courseConfigVisibility('blended', campus));
    expect(result).toEqual({ ...full, learningPackageTitle: null, learningPackage: null });
  });

  it('clears quotas for every type but blended', () => {
    const result = normalizeCourseSave({ ...full, course_type: 'default' }, courseConfigVisibility('default', campus));
    expect(result).toMatchObject({ spottype: null, campusSpotQuota: null, courseSpotQuota: null });
  });

  it('drops both quotas for spot type only_campus (and for no spot type)', () => {
    const visibility = courseConfigVisibility('blended', campus);
    expect(normalizeCourseSave({ ...full, spottype: 'only_campus' }, visibility)).toMatchObject({
      spottype: 'only_campus',
      campusSpotQuota: null,
      courseSpotQuota: null,
    });
    expect(normalizeCourseSave({ ...full, spottype: null }, visibility)).toMatchObject({
      spottype: 'only_campus',
      campusSpotQuota: null,
      courseSpotQuota: null,
    });
  });

  it('clears workgroup size and type when workgroups are off, defaults the type when on', () => {
    const visibility = courseConfigVisibility('blended', campus);
    expect(normalizeCourseSave({ ...full, workgroupsEnabled: false }, visibility)).toMatchObject({
      workgroupsEnabled: false,
      workgroupSize: null,
      workgroupType: null,
    });
    expect(normalizeCourseSave({ ...full, workgroupType: null }, visibility)).toMatchObject({
      workgroupsEnabled: true,
      workgroupSize: 3,
      workgroupType: 'course_context',
    });
  });

  it('resets the topics and the member topics flag when predefined video topics are off', () => {
    const result = normalizeCourseSave({ ...full, predefinedVideoTopicsEnabled: false }, courseConfigVisibility('blended', campus));
    expect(result).toMatchObject({ predefinedVideoTopicsEnabled: false, videoTopics: [], memberVideoTopicsEnabled: false });
  });

  it('keeps for compact learning only the general fields and the learning package', () => {
    const result = normalizeCourseSave({ ...full, course_type: 'compact_learning' }, courseConfigVisibility('compact_learning', campus));
    expect(result).toEqual({
      course_type: 'compact_learning',
      title: full.title,
      description: full.description,
      category: 'Goalkeeping',
      subcategory: 'Handling',
      course_target_group: ['Referees'],
      startdate: full.startdate,
      enddate: full.enddate,
      spottype: null,
      campusSpotQuota: null,
      courseSpotQuota: null,
      tandemVisibility: null,
      workgroupsEnabled: false,
      workgroupSize: null,
      workgroupType: null,
      predefinedVideoTopicsEnabled: false,
      videoTopics: [],
      memberVideoTopicsEnabled: false,
      memberNewsEnabled: false,
      memberDialogsEnabled: false,
      memberFilesEnabled: false,
      memberBlogNotificationEnabled: false,
      dashboardInfoTitle: null,
      dashboardInfo: null,
      courseInfo: null,
      learningPackageTitle: 'Package',
      learningPackage: 'https://example.org/package.zip',
    });
  });

  it('clears target groups on a campus without them, and tandem visibility without tandems', () => {
    const result = normalizeCourseSave({ ...full }, courseConfigVisibility('blended', bare));
    expect(result.course_target_group).toEqual([]);
    expect(result.tandemVisibility).toBeNull();
  });

  it('turns missing member flags into false', () => {
    const { memberNewsEnabled: _omitted, ...rest } = full;
    expect(normalizeCourseSave(rest, courseConfigVisibility('default', campus)).memberNewsEnabled).toBe(false);
  });
});

describe('config keys and payload fields', () => {
  it('maps every editable config key to a distinct save payload field', () => {
    const fields = Object.values(COURSE_CONFIG_PAYLOAD_FIELDS).filter((field) => field !== null);
    expect(new Set(fields).size).toBe(fields.length);
    for (const field of fields) expect(COURSE_SAVE_FIELDS).toContain(field);
    // Every payload field but the type is edited through a config key.
    expect([...fields, 'course_type'].sort()).toEqual([...COURSE_SAVE_FIELDS].sort());
  });

  it('gives course type descriptions as i18n keys', () => {
    expect(courseTypeDescriptionKey('self_learning')).toBe('courseForm.typeDescriptions.self_learning');
  });
});

describe('formatCourseDate', () => {
  it.each([
    ['2025-06-01', '01.06.25'],
    ['2030-12-31', '31.12.30'],
    ['2001-01-09', '09.01.01'],
  ])('shows %s as %s (dd.mm.yy)', (date, shown) => {
    expect(formatCourseDate(day(date))).toBe(shown);
  });

  it('uses the calendar date of the given time zone', () => {
    // 2025-06-01 23:30 UTC is already 2 June in Berlin.
    const instant = day('2025-06-01') + 23.5 * 3600;
    expect(formatCourseDate(instant)).toBe('01.06.25');
    expect(formatCourseDate(instant, 'Europe/Berlin')).toBe('02.06.25');
  });
});

function configFixture(): CourseConfig {
  const on = <T>(value: T) => ({ value, visible: true });
  return CourseConfigSchema.parse({
    og_id: 7,
    domain_id: 1,
    type: 'blended',
    type_description: courseTypeDescriptionKey('blended'),
    config: {
      title: on('Goalkeeping'),
      description: on('Hands.'),
      category: on('Goalkeeping'),
      subcategory: on(null),
      course_target_group: on(['Referees']),
      course_target_group_required: on(true),
      course_target_group_options: on(['Referees', 'Youth coaches']),
      start_date: { value: day('2030-01-01'), visible: true, display: '01.01.30', editable: true },
      end_date: { value: null, visible: true, display: null, editable: true },
      quota_spot_type: on('campus_and_course'),
      campus_quota: on(4),
      course_quota: on(null),
      tandem_visibility: on('all_interactions'),
      workgroups_enabled: on(true),
      workgroup_size: on(3),
      workgroup_type: on('course_context'),
      predefined_video_topics_enabled: on(true),
      video_topics: on(['Set pieces']),
      video_topics_members: on(false),
      member_news: on(true),
      member_dialogs: on(false),
      member_files: on(false),
      member_blog_notification: on(true),
      dashboard_info_title: on('Welcome'),
      dashboard_info: on('<p>Hi</p>'),
      course_info: on(null),
      learning_package_title: { value: null, visible: false },
      learning_package: { value: null, visible: false },
    },
  });
}

describe('courseFormValuesFromConfig', () => {
  it('puts each config value into its payload field', () => {
    const values = courseFormValuesFromConfig(configFixture());
    expect(values).toEqual({
      course_type: 'blended',
      title: 'Goalkeeping',
      description: 'Hands.',
      category: 'Goalkeeping',
      subcategory: null,
      course_target_group: ['Referees'],
      startdate: day('2030-01-01'),
      enddate: null,
      spottype: 'campus_and_course',
      campusSpotQuota: 4,
      courseSpotQuota: null,
      tandemVisibility: 'all_interactions',
      workgroupsEnabled: true,
      workgroupSize: 3,
      workgroupType: 'course_context',
      predefinedVideoTopicsEnabled: true,
      videoTopics: ['Set pieces'],
      memberVideoTopicsEnabled: false,
      memberNewsEnabled: true,
      memberDialogsEnabled: false,
      memberFilesEnabled: false,
      memberBlogNotificationEnabled: true,
      dashboardInfoTitle: 'Welcome',
      dashboardInfo: '<p>Hi</p>',
      courseInfo: null,
      learningPackageTitle: null,
      learningPackage: null,
    });
  });

  it('refuses a config with a missing key', () => {
    const config = configFixture();
    const { title: _title, ...rest } = config.config;
    expect(CourseConfigSchema.safeParse({ ...config, config: rest }).success).toBe(false);
  });
});

describe('taxonomy schemas', () => {
  it('knows the vocabularies 23, 25 and 18 only', () => {
    expect([VOCABULARY.courseCategories, VOCABULARY.childCategories, VOCABULARY.videoTopics]).toEqual([23, 25, 18]);
    expect(isVocabularyId(23)).toBe(true);
    expect(isVocabularyId(24)).toBe(false);
  });

  it('reads /terms query strings', () => {
    expect(TermListQuerySchema.parse({ og: '5', vid: '23' })).toEqual({ og: 5, vid: 23 });
    expect(TermListQuerySchema.parse({ og: '5', vid: '25', category: ' Tactics ' })).toEqual({ og: 5, vid: 25, category: 'Tactics' });
    const refused = TermListQuerySchema.safeParse({ og: '5', vid: '24' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['vid'], message: COURSE_CONFIG_ERRORS.unknownVocabulary });
    expect(TermListQuerySchema.safeParse({ og: 'x', vid: '23' }).success).toBe(false);
  });

  it('defaults the search text to empty', () => {
    expect(TermSearchQuerySchema.parse({ domain: '1', vid: '18' })).toEqual({ domain: 1, vid: 18, search: '' });
  });

  it('creates a term in a campus or course scope, trimming the name', () => {
    expect(TermCreateInputSchema.parse({ vid: 23, name: '  Fitness ', domain: 1 })).toEqual({ vid: 23, name: 'Fitness', domain: 1 });
    expect(TermCreateInputSchema.parse({ vid: 25, name: 'Speed', og: 3, category: 'Fitness' })).toMatchObject({ category: 'Fitness' });
  });

  it.each([
    [{ vid: 23, name: 'Fitness' }, 'domain', COURSE_CONFIG_ERRORS.termScopeRequired],
    [{ vid: 23, name: '   ', domain: 1 }, 'name', COURSE_CONFIG_ERRORS.termNameRequired],
    [{ vid: 23, name: 'x'.repeat(256), domain: 1 }, 'name', COURSE_CONFIG_ERRORS.termNameTooLong],
    [{ vid: 25, name: 'Speed', domain: 1 }, 'parent', COURSE_CONFIG_ERRORS.termParentRequired],
    [{ vid: 18, name: 'Drills', domain: 1, parent: 4 }, 'parent', COURSE_CONFIG_ERRORS.termParentNotAllowed],
    [{ vid: 99, name: 'Drills', domain: 1 }, 'vid', COURSE_CONFIG_ERRORS.unknownVocabulary],
  ])('refuses %o at %s', (input, path, message) => {
    const result = TermCreateInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([path, message]);
  });
});
