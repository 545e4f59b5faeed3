import { COURSE_FORM_ERRORS, COURSE_SAVE_FIELDS } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { dayFromToday, secondsOf } from '../testing/course-editor-fixtures.ts';
import { errorKeyOf, formFieldOf, serverFormErrors, toFormErrors, validateCourseForm, type CourseFormContext } from './course-form-resolver.ts';
import { emptyCourseFormValues, type CourseFormValues } from './course-form-values.ts';

const E = COURSE_FORM_ERRORS;
const TODAY = dayFromToday(0);
const newBlended: CourseFormContext = { courseType: 'blended', isNew: true, today: TODAY, targetGroupRequired: false };

function values(overrides: Partial<CourseFormValues> = {}): CourseFormValues {
  return {
    ...emptyCourseFormValues(),
    title: 'Goalkeeping',
    description: 'Saves and distribution.',
    startdate: dayFromToday(1),
    enddate: dayFromToday(40),
    ...overrides,
  };
}

const errorsOf = (input: CourseFormValues, context: CourseFormContext = newBlended) => validateCourseForm(input, context).errors;

describe('validateCourseForm (the shared schema as form errors)', () => {
  it('accepts valid values and gives the payload with unix seconds and numbers', () => {
    const result = validateCourseForm(
      values({ spottype: 'campus_and_course', campusSpotQuota: '12', courseSpotQuota: 3, category: 'Football', subcategory: 'Youth' }),
      newBlended,
    );
    expect(result.valid).toBe(true);
    if (!result.valid) return;
    expect(result.payload).toMatchObject({
      course_type: 'blended',
      title: 'Goalkeeping',
      startdate: secondsOf(dayFromToday(1)),
      enddate: secondsOf(dayFromToday(40)),
      campusSpotQuota: 12,
      courseSpotQuota: 3,
      category: 'Football',
      subcategory: 'Youth',
    });
    for (const key of Object.keys(result.payload)) expect(COURSE_SAVE_FIELDS).toContain(key);
  });

  it('reports every missing required field at once, each with its i18n key', () => {
    expect(errorsOf(emptyCourseFormValues())).toEqual({
      title: E.titleRequired,
      description: E.descriptionRequired,
      startdate: E.dateRequired,
      enddate: E.dateRequired,
    });
  });

  it('limits title and description and takes blank text as missing', () => {
    expect(errorsOf(values({ title: 'x'.repeat(501), description: '   ' }))).toEqual({
      title: E.titleTooLong,
      description: E.descriptionRequired,
    });
    expect(errorsOf(values({ title: 'x'.repeat(500), description: 'y'.repeat(1000) }))).toEqual({});
    expect(errorsOf(values({ description: 'y'.repeat(1001) }))).toEqual({ description: E.descriptionTooLong });
  });

  it('refuses a start in the past for a new course only, and an end before the start', () => {
    const past = values({ startdate: dayFromToday(-1), enddate: dayFromToday(5) });
    expect(errorsOf(past)).toEqual({ startdate: E.startDateInPast });
    expect(errorsOf(past, { ...newBlended, isNew: false })).toEqual({});
    expect(errorsOf(values({ startdate: dayFromToday(0), enddate: dayFromToday(0) }))).toEqual({});
    expect(errorsOf(values({ startdate: dayFromToday(3), enddate: dayFromToday(2) }))).toEqual({ enddate: E.endDateBeforeStartDate });
  });

  it('takes quotas and workgroup size as digits of 0 or more', () => {
    expect(errorsOf(values({ campusSpotQuota: '-1', courseSpotQuota: '2.5', workgroupSize: 'ten' }))).toEqual({
      campusSpotQuota: E.number,
      courseSpotQuota: E.number,
      workgroupSize: E.number,
    });
    expect(errorsOf(values({ campusSpotQuota: '0', courseSpotQuota: '', workgroupSize: 4 }))).toEqual({});
  });

  it('requires a target group only when the course config says so', () => {
    expect(errorsOf(values(), { ...newBlended, targetGroupRequired: true })).toEqual({ course_target_group: E.targetGroupRequired });
    expect(errorsOf(values({ course_target_group: ['Coaches'] }), { ...newBlended, targetGroupRequired: true })).toEqual({});
    expect(errorsOf(values())).toEqual({});
  });

  it('refuses a subcategory without a category', () => {
    expect(errorsOf(values({ subcategory: 'Youth' }))).toEqual({ subcategory: E.subcategoryWithoutCategory });
  });

  it('puts an error inside a list on the list field', () => {
    expect(errorsOf(values({ videoTopics: ['ok', 'x'.repeat(256)] }))).toEqual({ videoTopics: E.invalid });
  });
});

describe('issue mapping', () => {
  it('takes the first segment of a path as the form field', () => {
    expect(formFieldOf(['videoTopics', 2])).toBe('videoTopics');
    expect(formFieldOf('course_target_group.0')).toBe('course_target_group');
    expect(formFieldOf([])).toBe('');
  });

  it('keeps the schema keys and turns other messages into "invalid"', () => {
    expect(errorKeyOf(E.number)).toBe(E.number);
    expect(errorKeyOf('Too big: expected string to have <=255 characters')).toBe(E.invalid);
  });

  it('keeps the first error of a field and drops errors without a field', () => {
    expect(
      toFormErrors([
        { path: ['title'], message: E.titleRequired },
        { path: ['title'], message: E.titleTooLong },
        { path: [], message: E.invalid },
      ]),
    ).toEqual({ title: E.titleRequired });
  });

  it('maps the problem errors of a refused save to form fields, messages as sent', () => {
    expect(
      serverFormErrors([
        { path: 'category', message: 'courseForm.errors.unknownCategory' },
        { path: 'course_target_group.1', message: 'courseForm.errors.unknownTargetGroup' },
        { path: '', message: 'whatever' },
      ]),
    ).toEqual({ category: 'courseForm.errors.unknownCategory', course_target_group: 'courseForm.errors.unknownTargetGroup' });
  });
});
