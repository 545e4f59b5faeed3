import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addVideoTopic,
  applyCategoryChange,
  applySpotTypeChange,
  applyVideoTopicsToggle,
  applyWorkgroupToggle,
  calendarDateOf,
  COURSE_SAVE_FIELDS,
  COURSE_TEXT_LIMITS,
  courseFieldsEnabled,
  courseSaveSchema,
  CourseSaveInputSchema,
  courseSteps,
  DATE_FORMAT,
  isStartDateLocked,
  startOfDayUnixSeconds,
  todayInTimeZone,
  type CourseSaveFormValues,
} from './course-form.ts';

const day = (date: string) => startOfDayUnixSeconds(date);
const TODAY = '2025-06-10';
const valid: CourseSaveFormValues = {
  course_type: 'blended',
  title: 'Sports science',
  description: 'An introduction.',
  startdate: day('2025-06-10'),
  enddate: day('2025-07-10'),
};

/** Field path → messages of a failed parse. */
function errors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return byPath;
}

const newCourse = courseSaveSchema({ isNew: true, today: TODAY });
const existingCourse = courseSaveSchema({ isNew: false, today: TODAY });

describe('CourseSaveInputSchema: fields', () => {
  it('has exactly the field names of the save payload', () => {
    expect(Object.keys(CourseSaveInputSchema.shape).sort()).toEqual([...COURSE_SAVE_FIELDS].sort());
    expect(COURSE_SAVE_FIELDS).toHaveLength(27);
  });

  it('accepts a minimal valid payload and a full one', () => {
    expect(CourseSaveInputSchema.safeParse(valid).success).toBe(true);
    const full: CourseSaveFormValues = {
      ...valid,
      category: 'Football',
      subcategory: 'Youth',
      course_target_group: ['coaches', 'referees'],
      spottype: 'campus_and_course',
      campusSpotQuota: 10,
      courseSpotQuota: '4',
      tandemVisibility: 'participant_interactions',
      workgroupsEnabled: true,
      workgroupSize: '3',
      workgroupType: 'assignment_context',
      predefinedVideoTopicsEnabled: true,
      videoTopics: ['Passing', 'Tactics'],
      memberVideoTopicsEnabled: true,
      memberNewsEnabled: true,
      memberDialogsEnabled: false,
      memberFilesEnabled: true,
      memberBlogNotificationEnabled: false,
      dashboardInfoTitle: 'Welcome',
      dashboardInfo: '<p>Hello</p>',
      courseInfo: '<p>Info</p>',
      learningPackageTitle: 'Package',
      learningPackage: 'pkg-1',
    };
    const parsed = CourseSaveInputSchema.parse(full);
    expect(parsed.courseSpotQuota).toBe(4);
    expect(parsed.workgroupSize).toBe(3);
    expect(parsed.videoTopics).toEqual(['Passing', 'Tactics']);
  });

  it('drops unknown keys', () => {
    expect(CourseSaveInputSchema.parse({ ...valid, og_id: 3 })).not.toHaveProperty('og_id');
  });

  it('accepts only the known course types and option values', () => {
    expect(errors(CourseSaveInputSchema, { ...valid, course_type: 'group' })).toEqual({
      course_type: ['courseForm.errors.invalid'],
    });
    expect(errors(CourseSaveInputSchema, { ...valid, spottype: 'everyone' })).toEqual({ spottype: ['courseForm.errors.invalid'] });
    expect(errors(CourseSaveInputSchema, { ...valid, tandemVisibility: 'none' })).toEqual({
      tandemVisibility: ['courseForm.errors.invalid'],
    });
    expect(errors(CourseSaveInputSchema, { ...valid, workgroupType: 'team' })).toEqual({
      workgroupType: ['courseForm.errors.invalid'],
    });
  });

  it('can describe its input as JSON Schema for the OpenAPI document', () => {
    const schema = z.toJSONSchema(CourseSaveInputSchema, { io: 'input' });
    expect(schema.required).toEqual(['course_type', 'title', 'description', 'startdate', 'enddate']);
  });
});

describe('CourseSaveInputSchema: texts', () => {
  it('requires a title of 1 to 500 characters', () => {
    expect(errors(CourseSaveInputSchema, { ...valid, title: '' })).toEqual({ title: ['courseForm.errors.titleRequired'] });
    expect(errors(CourseSaveInputSchema, { ...valid, title: '   ' })).toEqual({ title: ['courseForm.errors.titleRequired'] });
    expect(errors(CourseSaveInputSchema, { ...valid, title: undefined })).toEqual({ title: ['courseForm.errors.titleRequired'] });
    expect(errors(CourseSaveInputSchema, { ...valid, title: 'x'.repeat(500) })).toEqual({});
    expect(errors(CourseSaveInputSchema, { ...valid, title: 'x'.repeat(501) })).toEqual({ title: ['courseForm.errors.titleTooLong'] });
  });

  it('requires a description of 1 to 1000 characters', () => {
    expect(errors(CourseSaveInputSchema, { ...valid, description: '' })).toEqual({
      description: ['courseForm.errors.descriptionRequired'],
    });
    expect(errors(CourseSaveInputSchema, { ...valid, description: 'x'.repeat(1000) })).toEqual({});
    expect(errors(CourseSaveInputSchema, { ...valid, description: 'x'.repeat(1001) })).toEqual({
      description: ['courseForm.errors.descriptionTooLong'],
    });
  });

  it('trims title and description', () => {
    expect(CourseSaveInputSchema.parse({ ...valid, title: '  Sports  ' }).title).toBe('Sports');
  });

  it('limits the other texts', () => {
    expect(errors(CourseSaveInputSchema, { ...valid, dashboardInfoTitle: 'x'.repeat(256) })).toEqual({
      dashboardInfoTitle: ['courseForm.errors.textTooLong'],
    });
    expect(errors(CourseSaveInputSchema, { ...valid, courseInfo: 'x'.repeat(COURSE_TEXT_LIMITS.richText + 1) })).toEqual({
      courseInfo: ['courseForm.errors.textTooLong'],
    });
  });
});

describe('CourseSaveInputSchema: dates', () => {
  it('requires both dates', () => {
    expect(errors(CourseSaveInputSchema, { ...valid, startdate: undefined })).toEqual({
      startdate: ['courseForm.errors.dateRequired'],
    });
    expect(errors(CourseSaveInputSchema, { ...valid, enddate: null })).toEqual({ enddate: ['courseForm.errors.dateRequired'] });
  });

  it('takes unix seconds only', () => {
    expect(errors(CourseSaveInputSchema, { ...valid, startdate: 1.5 })).toEqual({ startdate: ['courseForm.errors.invalidDate'] });
    expect(errors(CourseSaveInputSchema, { ...valid, startdate: -1 })).toEqual({ startdate: ['courseForm.errors.invalidDate'] });
  });

  it('refuses an end date before the start date, allows the same day', () => {
    expect(errors(CourseSaveInputSchema, { ...valid, enddate: day('2025-06-09') })).toEqual({
      enddate: ['courseForm.errors.endDateBeforeStartDate'],
    });
    expect(errors(CourseSaveInputSchema, { ...valid, enddate: valid.startdate })).toEqual({});
  });

  it('reports every error at once, cross-field rules included', () => {
    expect(errors(newCourse, { course_type: 'default', startdate: day('2025-06-01'), enddate: day('2025-05-01') })).toEqual({
      title: ['courseForm.errors.titleRequired'],
      description: ['courseForm.errors.descriptionRequired'],
      enddate: ['courseForm.errors.endDateBeforeStartDate'],
      startdate: ['courseForm.errors.startDateInPast'],
    });
  });
});

describe('courseSaveSchema: start date in the past', () => {
  it('refuses a start before today for a new course only', () => {
    const past = { ...valid, startdate: day('2025-06-09') };
    expect(errors(newCourse, past)).toEqual({ startdate: ['courseForm.errors.startDateInPast'] });
    expect(errors(existingCourse, past)).toEqual({});
  });

  it('allows today and later', () => {
    expect(errors(newCourse, valid)).toEqual({});
    expect(errors(newCourse, { ...valid, startdate: day('2025-06-11') })).toEqual({});
  });

  it('compares dates only, in the given time zone', () => {
    // 2025-06-09 22:30 UTC is already 2025-06-10 in Berlin (UTC+2 in summer).
    const lateEvening = Date.UTC(2025, 5, 9, 22, 30) / 1000;
    expect(errors(newCourse, { ...valid, startdate: lateEvening })).toEqual({ startdate: ['courseForm.errors.startDateInPast'] });
    const berlin = courseSaveSchema({ isNew: true, today: TODAY, timeZone: 'Europe/Berlin' });
    expect(errors(berlin, { ...valid, startdate: lateEvening })).toEqual({});
    // Any time of today counts as today.
    expect(errors(newCourse, { ...valid, startdate: Date.UTC(2025, 5, 10, 23, 59) / 1000 })).toEqual({});
  });

  it('refuses a malformed today', () => {
    expect(() => courseSaveSchema({ isNew: true, today: '10.06.25' })).toThrow(RangeError);
  });
});

describe('courseSaveSchema: target group', () => {
  it('is required only when the course config says so', () => {
    const required = courseSaveSchema({ isNew: true, today: TODAY, targetGroupRequired: true });
    expect(errors(required, valid)).toEqual({ course_target_group: ['courseForm.errors.targetGroupRequired'] });
    expect(errors(required, { ...valid, course_target_group: [] })).toEqual({
      course_target_group: ['courseForm.errors.targetGroupRequired'],
    });
    expect(errors(required, { ...valid, course_target_group: ['coaches'] })).toEqual({});
    expect(errors(newCourse, valid)).toEqual({});
  });
});

describe('courseSaveSchema: a payload that is not an object', () => {
  // The cross-field rules run even when a field failed; they must not run on (and throw for) a non-object.
  it.each([undefined, null, 'text', 42, ['a']])('fails validation for %j instead of throwing', (payload) => {
    for (const schema of [CourseSaveInputSchema, newCourse, courseSaveSchema({ isNew: true, today: TODAY, targetGroupRequired: true })]) {
      const result = schema.safeParse(payload);
      expect(result.success).toBe(false);
    }
  });
});

describe('courseSaveSchema: dates beyond the calendar', () => {
  // Found by the API fuzz test: a huge start date made the past-date rule throw (a 500) instead of failing.
  it.each([1e308, 2 ** 53 + 2, 9_007_199_254_740_991, 253_402_300_800, -1, 0.5])('refuses startdate %d as an invalid date', (startdate) => {
    expect(errors(newCourse, { ...valid, startdate, enddate: startdate }).startdate).toContain('courseForm.errors.invalidDate');
  });

  it('still takes the last day of year 9999', () => {
    expect(errors(newCourse, { ...valid, enddate: 253_402_300_799 })).toEqual({});
  });
});

describe('CourseSaveInputSchema: numbers', () => {
  it.each(['campusSpotQuota', 'courseSpotQuota', 'workgroupSize'] as const)('%s takes digits only, minimum 0', (field) => {
    expect(CourseSaveInputSchema.parse({ ...valid, [field]: '0' })[field]).toBe(0);
    expect(CourseSaveInputSchema.parse({ ...valid, [field]: ' 12 ' })[field]).toBe(12);
    expect(CourseSaveInputSchema.parse({ ...valid, [field]: 7 })[field]).toBe(7);
    expect(CourseSaveInputSchema.parse({ ...valid, [field]: '' })[field]).toBeNull();
    expect(CourseSaveInputSchema.parse({ ...valid, [field]: null })[field]).toBeNull();
    for (const bad of ['-1', '1.5', '1e3', 'ten', -1, 2.5, true, '99999999999999999999']) {
      expect(errors(CourseSaveInputSchema, { ...valid, [field]: bad })).toEqual({ [field]: ['courseForm.errors.number'] });
    }
  });
});

describe('CourseSaveInputSchema: category and subcategory', () => {
  it('takes a single value each', () => {
    expect(errors(CourseSaveInputSchema, { ...valid, category: ['a', 'b'] })).toEqual({ category: ['courseForm.errors.invalid'] });
  });

  it('allows a subcategory only with a category', () => {
    expect(errors(CourseSaveInputSchema, { ...valid, subcategory: 'Youth' })).toEqual({
      subcategory: ['courseForm.errors.subcategoryWithoutCategory'],
    });
    expect(errors(CourseSaveInputSchema, { ...valid, category: '  ', subcategory: 'Youth' })).toEqual({
      subcategory: ['courseForm.errors.subcategoryWithoutCategory'],
    });
    expect(errors(CourseSaveInputSchema, { ...valid, category: 'Football', subcategory: 'Youth' })).toEqual({});
  });

  it('turns blank values into null', () => {
    expect(CourseSaveInputSchema.parse({ ...valid, category: ' ', subcategory: '' })).toMatchObject({
      category: null,
      subcategory: null,
    });
  });
});

describe('dates in a time zone', () => {
  it('finds the calendar date of an instant', () => {
    const instant = Date.UTC(2025, 0, 31, 23, 30) / 1000;
    expect(calendarDateOf(instant)).toBe('2025-01-31');
    expect(calendarDateOf(instant, 'Europe/Berlin')).toBe('2025-02-01');
  });

  it('gives today in a time zone', () => {
    const now = new Date(Date.UTC(2025, 11, 31, 23, 30));
    expect(todayInTimeZone('UTC', now)).toBe('2025-12-31');
    expect(todayInTimeZone('Europe/Berlin', now)).toBe('2026-01-01');
  });

  it('gives the start of a day in unix seconds, across daylight-saving changes', () => {
    expect(startOfDayUnixSeconds('2025-06-10')).toBe(Date.UTC(2025, 5, 10) / 1000);
    expect(startOfDayUnixSeconds('2025-06-10', 'Europe/Berlin')).toBe(Date.UTC(2025, 5, 9, 22) / 1000);
    expect(startOfDayUnixSeconds('2025-01-10', 'Europe/Berlin')).toBe(Date.UTC(2025, 0, 9, 23) / 1000);
    expect(startOfDayUnixSeconds('2025-03-30', 'Europe/Berlin')).toBe(Date.UTC(2025, 2, 29, 23) / 1000);
    expect(startOfDayUnixSeconds('2025-10-26', 'Europe/Berlin')).toBe(Date.UTC(2025, 9, 25, 22) / 1000);
    expect(calendarDateOf(startOfDayUnixSeconds('2025-10-26', 'America/New_York'), 'America/New_York')).toBe('2025-10-26');
    expect(() => startOfDayUnixSeconds('26.10.25')).toThrow(RangeError);
  });

  it('formats dates as DD.MM.YY', () => {
    expect(DATE_FORMAT).toBe('DD.MM.YY');
  });
});

describe('isStartDateLocked', () => {
  it('locks a past start date of an existing course only', () => {
    expect(isStartDateLocked(day('2025-06-09'), { isNew: false, today: TODAY })).toBe(true);
    expect(isStartDateLocked(day('2025-06-10'), { isNew: false, today: TODAY })).toBe(false);
    expect(isStartDateLocked(day('2025-06-09'), { isNew: true, today: TODAY })).toBe(false);
    expect(isStartDateLocked(undefined, { isNew: false, today: TODAY })).toBe(false);
  });
});

describe('courseSteps', () => {
  const ids = (type: Parameters<typeof courseSteps>[0]) => courseSteps(type).map((s) => s.id);

  it('asks general, visibility, course info for the standard types', () => {
    for (const type of ['default', 'blended', 'elearning'] as const) {
      expect(ids(type)).toEqual(['general', 'visibility', 'course_info']);
    }
  });

  it('asks course info second for self-learning', () => {
    expect(ids('self_learning')).toEqual(['general', 'course_info', 'visibility']);
  });

  it('asks external content instead for compact learning', () => {
    expect(ids('compact_learning')).toEqual(['general', 'external_content']);
  });

  it('labels steps with i18n keys', () => {
    expect(courseSteps('default')[1]).toEqual({ id: 'visibility', label: 'courseForm.steps.visibility' });
  });
});

describe('stepper toggles', () => {
  it('enabling workgroups sets the type to course_context and keeps the size', () => {
    const values = { title: 't', workgroupsEnabled: false, workgroupSize: '4', workgroupType: null };
    expect(applyWorkgroupToggle(values, true)).toEqual({
      title: 't',
      workgroupsEnabled: true,
      workgroupSize: '4',
      workgroupType: 'course_context',
    });
  });

  it('disabling workgroups clears size and type', () => {
    const values = { workgroupsEnabled: true, workgroupSize: 4, workgroupType: 'assignment_context' as const };
    expect(applyWorkgroupToggle(values, false)).toEqual({ workgroupsEnabled: false, workgroupSize: null, workgroupType: null });
  });

  it('enabling video topics keeps the list; disabling resets list and member flag', () => {
    const values = { predefinedVideoTopicsEnabled: true, videoTopics: ['A'], memberVideoTopicsEnabled: true };
    expect(applyVideoTopicsToggle(values, false)).toEqual({
      predefinedVideoTopicsEnabled: false,
      videoTopics: [],
      memberVideoTopicsEnabled: false,
    });
    expect(applyVideoTopicsToggle({ ...values, predefinedVideoTopicsEnabled: false }, true)).toEqual(values);
  });

  it('clearing the category resets the subcategory', () => {
    expect(applyCategoryChange({ category: 'Football', subcategory: 'Youth' }, null)).toEqual({ category: null, subcategory: null });
    expect(applyCategoryChange({ category: 'Football', subcategory: 'Youth' }, '  ')).toEqual({ category: null, subcategory: null });
  });

  it('another category resets the subcategory, the same one keeps it', () => {
    expect(applyCategoryChange({ category: 'Football', subcategory: 'Youth' }, 'Handball')).toEqual({
      category: 'Handball',
      subcategory: null,
    });
    expect(applyCategoryChange({ category: 'Football', subcategory: 'Youth' }, ' Football ')).toEqual({
      category: 'Football',
      subcategory: 'Youth',
    });
  });

  it('only_campus resets both quotas; campus_and_course keeps them', () => {
    const values = { spottype: 'campus_and_course' as const, campusSpotQuota: 10, courseSpotQuota: '5' };
    expect(applySpotTypeChange(values, 'only_campus')).toEqual({
      spottype: 'only_campus',
      campusSpotQuota: null,
      courseSpotQuota: null,
    });
    expect(applySpotTypeChange(values, 'campus_and_course')).toEqual(values);
  });

  it('does not change its input', () => {
    const values = { workgroupsEnabled: true, workgroupSize: 4, workgroupType: 'assignment_context' as const };
    applyWorkgroupToggle(values, false);
    expect(values.workgroupSize).toBe(4);
  });
});

describe('addVideoTopic', () => {
  it('adds typed text unless it is empty or already present', () => {
    expect(addVideoTopic(['A'], ' B ')).toEqual(['A', 'B']);
    expect(addVideoTopic(['A'], 'A')).toEqual(['A']);
    expect(addVideoTopic(['A'], '   ')).toEqual(['A']);
  });
});

describe('courseFieldsEnabled', () => {
  it('enables dependent fields from their switches', () => {
    const context = { isNew: false, today: TODAY };
    expect(courseFieldsEnabled({ startdate: day('2025-06-01') }, context)).toEqual({
      workgroupSize: false,
      workgroupType: false,
      videoTopics: false,
      memberVideoTopicsEnabled: false,
      subcategory: false,
      startdate: false,
    });
    expect(
      courseFieldsEnabled(
        { workgroupsEnabled: true, predefinedVideoTopicsEnabled: true, category: 'Football', startdate: day('2025-06-20') },
        context,
      ),
    ).toEqual({
      workgroupSize: true,
      workgroupType: true,
      videoTopics: true,
      memberVideoTopicsEnabled: true,
      subcategory: true,
      startdate: true,
    });
  });
});
