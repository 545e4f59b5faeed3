import { COURSE_SAVE_FIELDS, COURSE_STEP_IDS } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { courseConfigFixture, dayFromToday, secondsOf } from '../testing/course-editor-fixtures.ts';
import { enabledFormFields, visibleFormFields, type EnabledFieldsContext } from './course-fields.ts';
import {
  calendarDateToUnixSeconds,
  COURSE_STEP_FIELDS,
  emptyCourseFormValues,
  errorsOfSteps,
  formValuesFromConfig,
  stepOfField,
  toCoursePayload,
  unixSecondsToCalendarDate,
} from './course-form-values.ts';

describe('form values and payload', () => {
  it('sends every field under its spec name, dates as unix seconds of UTC midnight', () => {
    const payload = toCoursePayload(
      { ...emptyCourseFormValues(), title: 'T', description: 'D', startdate: '2030-03-01', enddate: '2030-03-31', dashboardInfo: '  ' },
      'blended',
    );
    expect(Object.keys(payload).sort()).toEqual([...COURSE_SAVE_FIELDS].sort());
    expect(payload.startdate).toBe(Date.UTC(2030, 2, 1) / 1000);
    expect(payload.enddate).toBe(Date.UTC(2030, 2, 31) / 1000);
    expect(payload.course_type).toBe('blended');
    expect(payload.dashboardInfo).toBeNull();
  });

  it('leaves a date out until it is picked, so the schema asks for it', () => {
    const payload = toCoursePayload(emptyCourseFormValues(), 'default');
    expect(payload).not.toHaveProperty('startdate');
    expect(payload).not.toHaveProperty('enddate');
  });

  it('converts between calendar dates and unix seconds', () => {
    expect(calendarDateToUnixSeconds('2030-01-02')).toBe(Date.UTC(2030, 0, 2) / 1000);
    expect(calendarDateToUnixSeconds(null)).toBeNull();
    expect(calendarDateToUnixSeconds('02.01.30')).toBeNull();
    expect(unixSecondsToCalendarDate(Date.UTC(2030, 0, 2, 23, 59) / 1000)).toBe('2030-01-02');
    expect(unixSecondsToCalendarDate(null)).toBeNull();
  });

  it('starts from the course config, with dates as calendar dates and blank texts as empty strings', () => {
    const config = courseConfigFixture('blended', {
      ogId: 7,
      overrides: {
        title: { value: 'Goalkeeping' },
        start_date: { value: secondsOf('2030-05-01') },
        end_date: { value: secondsOf('2030-06-30') },
        campus_quota: { value: 10 },
        video_topics: { value: ['Diving'] },
      },
    });
    const values = formValuesFromConfig(config);
    expect(values).toMatchObject({
      title: 'Goalkeeping',
      startdate: '2030-05-01',
      enddate: '2030-06-30',
      campusSpotQuota: 10,
      videoTopics: ['Diving'],
      dashboardInfoTitle: '',
      category: null,
    });
  });

  it('assigns every form field to exactly one step', () => {
    const all = Object.values(COURSE_STEP_FIELDS).flat();
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual(COURSE_SAVE_FIELDS.filter((field) => field !== 'course_type').sort());
    expect(Object.keys(COURSE_STEP_FIELDS).sort()).toEqual([...COURSE_STEP_IDS].sort());
    expect(stepOfField('campusSpotQuota')).toBe('general');
    expect(stepOfField('videoTopics.3')).toBe('visibility');
    expect(stepOfField('courseInfo')).toBe('course_info');
    expect(stepOfField('course_type')).toBeUndefined();
    expect(errorsOfSteps({ title: 'a', workgroupSize: 'b', courseInfo: 'c' }, ['general', 'visibility'])).toEqual({ title: 'a', workgroupSize: 'b' });
  });
});

describe('visible and enabled fields', () => {
  const context: EnabledFieldsContext = {
    isNew: true,
    today: dayFromToday(0),
    timeZone: 'UTC',
    initialStartdate: null,
    startdateEditable: true,
  };

  it('shows what the server made visible: quotas for blended learning only', () => {
    expect(visibleFormFields(courseConfigFixture('blended')).has('campusSpotQuota')).toBe(true);
    expect(visibleFormFields(courseConfigFixture('default')).has('campusSpotQuota')).toBe(false);
    const compact = visibleFormFields(courseConfigFixture('compact_learning'));
    expect(compact.has('workgroupsEnabled')).toBe(false);
    expect(compact.has('title')).toBe(true);
  });

  it('enables workgroup size and type, topics and the subcategory from their switches', () => {
    const off = enabledFormFields(emptyCourseFormValues(), context);
    expect(off).toMatchObject({ workgroupSize: false, workgroupType: false, videoTopics: false, memberVideoTopicsEnabled: false, subcategory: false });
    const on = enabledFormFields(
      { ...emptyCourseFormValues(), workgroupsEnabled: true, predefinedVideoTopicsEnabled: true, category: 'Football' },
      context,
    );
    expect(on).toMatchObject({ workgroupSize: true, workgroupType: true, videoTopics: true, memberVideoTopicsEnabled: true, subcategory: true });
  });

  it('enables quotas only for spot type campus_and_course', () => {
    expect(enabledFormFields({ ...emptyCourseFormValues(), spottype: 'campus_and_course' }, context).quotas).toBe(true);
    expect(enabledFormFields({ ...emptyCourseFormValues(), spottype: 'only_campus' }, context).quotas).toBe(false);
    expect(enabledFormFields(emptyCourseFormValues(), context).quotas).toBe(false);
  });

  it('locks a start date that had already passed when an existing course was opened', () => {
    const values = emptyCourseFormValues();
    const edit = { ...context, isNew: false };
    expect(enabledFormFields(values, { ...edit, initialStartdate: dayFromToday(-3) }).startdate).toBe(false);
    expect(enabledFormFields(values, { ...edit, initialStartdate: dayFromToday(0) }).startdate).toBe(true);
    expect(enabledFormFields(values, { ...edit, initialStartdate: null }).startdate).toBe(true);
    expect(enabledFormFields(values, { ...context, initialStartdate: dayFromToday(-3) }).startdate).toBe(true);
    expect(enabledFormFields(values, { ...edit, initialStartdate: dayFromToday(3), startdateEditable: false }).startdate).toBe(false);
  });
});
