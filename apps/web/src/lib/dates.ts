// The one date formatter of the web app (spec §9: dd.mm.yy, dd.mm.yy HH:mm with a time). The format does
// not follow the UI language's locale defaults: German and English show the same digits. Feeds read better
// with relative times ("3 minutes ago", in the UI language), with the exact date beside them as a title.

/** What the API hands over: an ISO instant, a Date, or nothing. Unix seconds go through `fromUnixSeconds`. */
export type DateInput = string | Date | null | undefined;

export interface DateFormatOptions {
  /** Add HH:mm (24 h). */
  withTime?: boolean;
  /** IANA time zone; the user's own when left out. Calendar dates stored as UTC midnight pass 'UTC'. */
  timeZone?: string;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = partFormats.get(key);
  if (!format) {
    // The locale only decides the digits here (Latin); the order is put together below.
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: '2-digit',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partFormats.set(key, format);
  }
  return format;
}

/** A valid Date of the input, or null. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The Date of unix seconds (the wire format of course dates); null for a missing value. */
export function fromUnixSeconds(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000) : null;
}

/** `dd.mm.yy`, or `dd.mm.yy HH:mm` with `withTime`; '' for a missing or unreadable date. */
export function formatDate(value: DateInput, { withTime = false, timeZone }: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = partFormat(timeZone).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((part) => part.type === type)?.value ?? '';
  const day = `${get('day')}.${get('month')}.${get('year')}`;
  return withTime ? `${day} ${get('hour')}:${get('minute')}` : day;
}

/** `dd.mm.yy HH:mm`; the exact moment a relative time stands for. */
export function formatDateTime(value: DateInput, options: Omit<DateFormatOptions, 'withTime'> = {}): string {
  return formatDate(value, { ...options, withTime: true });
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Older (or further ahead) than this, a feed shows the date itself. */
export const RELATIVE_LIMIT_DAYS = 7;

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(language: string): Intl.RelativeTimeFormat {
  const locale = language.toLowerCase().startsWith('de') ? 'de' : 'en';
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}

/**
 * "now", "3 minutes ago", "yesterday", "in 2 hours" in German or English; beyond a week the `dd.mm.yy` date.
 * Under a minute is "now"; the unit is the largest whole one (minutes below an hour, hours below a day).
 */
export function formatRelative(value: DateInput, language: string, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const distance = Math.abs(seconds);
  const sign = seconds < 0 ? -1 : 1;
  const format = relativeFormat(language);
  if (distance < MINUTE) return format.format(0, 'second');
  if (distance < HOUR) return format.format(sign * Math.floor(distance / MINUTE), 'minute');
  if (distance < DAY) return format.format(sign * Math.floor(distance / HOUR), 'hour');
  if (distance < RELATIVE_LIMIT_DAYS * DAY) return format.format(sign * Math.floor(distance / DAY), 'day');
  return formatDate(date);
}
