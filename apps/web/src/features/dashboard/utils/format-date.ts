// Dates of spec §9: dd.mm.yy; the wire carries unix seconds.
import dayjs from 'dayjs';

export function formatCourseDate(unixSeconds: number | null): string | null {
  return unixSeconds === null ? null : dayjs.unix(unixSeconds).format('DD.MM.YY');
}
