// Dates of spec §9: dd.mm.yy; the wire carries unix seconds. Course dates are calendar dates stored as their
// UTC midnight (the course editor's time zone), so they are read in UTC: a user west of Greenwich would see
// the day before otherwise.
import { formatDate, fromUnixSeconds } from '../../../lib/dates.ts';

const COURSE_DATE_TIME_ZONE = 'UTC';

export function formatCourseDate(unixSeconds: number | null): string | null {
  return unixSeconds === null ? null : formatDate(fromUnixSeconds(unixSeconds), { timeZone: COURSE_DATE_TIME_ZONE });
}
