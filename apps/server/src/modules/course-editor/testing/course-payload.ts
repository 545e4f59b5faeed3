// Payloads and dates for the course editor's integration tests.
import { startOfDayUnixSeconds, todayInTimeZone, type CourseSaveFormValues } from '@campus/shared';

export const DAY_SECONDS = 24 * 60 * 60;

/** Unix seconds of UTC midnight `offset` days from today. */
export function dayFromToday(offset: number, now: Date = new Date()): number {
  return startOfDayUnixSeconds(todayInTimeZone('UTC', now)) + offset * DAY_SECONDS;
}

/** A valid blended course payload with every field of the demo campus filled in. */
export function blendedPayload(overrides: Record<string, unknown> = {}): CourseSaveFormValues & Record<string, unknown> {
  return {
    course_type: 'blended',
    title: 'Goalkeeping for beginners',
    description: 'Safe hands in four weeks.',
    category: 'Goalkeeping',
    subcategory: 'Handling',
    course_target_group: ['Youth coaches', 'Goalkeeper coaches'],
    startdate: dayFromToday(3),
    enddate: dayFromToday(63),
    spottype: 'campus_and_course',
    campusSpotQuota: '10',
    courseSpotQuota: 4,
    tandemVisibility: 'participant_interactions',
    workgroupsEnabled: true,
    workgroupSize: '5',
    workgroupType: 'course_context',
    predefinedVideoTopicsEnabled: true,
    videoTopics: ['Match analysis', 'Diving saves'],
    memberVideoTopicsEnabled: true,
    memberNewsEnabled: true,
    memberDialogsEnabled: false,
    memberFilesEnabled: true,
    memberBlogNotificationEnabled: false,
    dashboardInfoTitle: 'Welcome, keepers',
    dashboardInfo: '<p>Bring <strong>gloves</strong>.</p>',
    courseInfo: '<p>Four on-pitch sessions.</p>',
    ...overrides,
  };
}

/** The smallest valid payload of a course type. */
export function minimalPayload(courseType: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    course_type: courseType,
    title: `A ${courseType} course`,
    description: 'Short and sweet.',
    startdate: dayFromToday(1),
    enddate: dayFromToday(30),
    ...overrides,
  };
}
