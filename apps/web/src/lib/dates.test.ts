import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelative, fromUnixSeconds, toDate } from './dates.ts';

describe('formatDate (spec §9 dd.mm.yy)', () => {
  it('shows local day, month and two-digit year, with the time when asked', () => {
    const local = new Date(2026, 2, 7, 9, 5); // 7 March 2026, 09:05 local time
    expect(formatDate(local)).toBe('07.03.26');
    expect(formatDate(local.toISOString())).toBe('07.03.26');
    expect(formatDate(local, { withTime: true })).toBe('07.03.26 09:05');
    expect(formatDateTime(local)).toBe('07.03.26 09:05');
  });

  it('uses 24-hour time and midnight as 00:00', () => {
    expect(formatDateTime(new Date(2026, 10, 24, 0, 0))).toBe('24.11.26 00:00');
    expect(formatDateTime(new Date(2026, 10, 24, 23, 59))).toBe('24.11.26 23:59');
  });

  it('reads a calendar date stored as UTC midnight in UTC, whatever the local zone', () => {
    const utcMidnight = fromUnixSeconds(Date.UTC(2026, 0, 1) / 1000);
    expect(formatDate(utcMidnight, { timeZone: 'UTC' })).toBe('01.01.26');
    // The same instant is still New Year's Eve in New York and already 1 January in Berlin.
    expect(formatDate(utcMidnight, { timeZone: 'America/New_York' })).toBe('31.12.25');
    expect(formatDateTime(utcMidnight, { timeZone: 'Europe/Berlin' })).toBe('01.01.26 01:00');
    expect(formatDateTime('2026-06-30T23:30:00Z', { timeZone: 'UTC' })).toBe('30.06.26 23:30');
  });

  it('is the same in every UI language (no locale defaults such as 11/24/26)', () => {
    const instant = '2026-11-24T08:00:00Z';
    expect(formatDate(instant, { timeZone: 'UTC' })).toBe('24.11.26');
    expect(formatDate(instant, { timeZone: 'UTC' })).not.toContain('/');
  });

  it('is empty for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('yesterday')).toBe('');
    expect(fromUnixSeconds(null)).toBeNull();
    expect(toDate(new Date(Number.NaN))).toBeNull();
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('speaks English', () => {
    expect(formatRelative(ago(0), 'en', now)).toBe('now');
    expect(formatRelative(ago(59), 'en', now)).toBe('now');
    expect(formatRelative(ago(60), 'en', now)).toBe('1 minute ago');
    expect(formatRelative(ago(3 * 60 + 30), 'en', now)).toBe('3 minutes ago');
    expect(formatRelative(ago(59 * 60 + 59), 'en', now)).toBe('59 minutes ago');
    expect(formatRelative(ago(60 * 60), 'en', now)).toBe('1 hour ago');
    expect(formatRelative(ago(23 * 3600 + 59 * 60), 'en', now)).toBe('23 hours ago');
    expect(formatRelative(ago(24 * 3600), 'en', now)).toBe('yesterday');
    expect(formatRelative(ago(3 * 24 * 3600), 'en', now)).toBe('3 days ago');
    expect(formatRelative(new Date(now.getTime() + 2 * 3600 * 1000), 'en', now)).toBe('in 2 hours');
  });

  it('speaks German (also for a regional tag)', () => {
    expect(formatRelative(ago(10), 'de', now)).toBe('jetzt');
    expect(formatRelative(ago(3 * 60), 'de', now)).toBe('vor 3 Minuten');
    expect(formatRelative(ago(2 * 3600), 'de-AT', now)).toBe('vor 2 Stunden');
    expect(formatRelative(ago(24 * 3600), 'de', now)).toBe('gestern');
  });

  it('shows the date itself from a week on', () => {
    expect(formatRelative(ago(6 * 24 * 3600 + 23 * 3600), 'en', now)).toBe('6 days ago');
    const weekOld = ago(7 * 24 * 3600);
    expect(formatRelative(weekOld, 'en', now)).toBe(formatDate(weekOld));
    expect(formatRelative(weekOld, 'de', now)).toMatch(/^\d\d\.\d\d\.\d\d$/);
  });

  it('is empty for a missing date', () => {
    expect(formatRelative(null, 'en', now)).toBe('');
    expect(formatRelative('nonsense', 'de', now)).toBe('');
  });
});
