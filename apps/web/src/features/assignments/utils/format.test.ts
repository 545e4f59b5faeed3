import { describe, expect, it } from 'vitest';
import { exportLanguageOf, formatDate, formatFileSize } from './format.ts';

describe('formatDate (spec §9 dd.mm.yy)', () => {
  it('shows local day, month and two-digit year, with the time when asked', () => {
    const local = new Date(2026, 2, 7, 9, 5); // 7 March 2026, 09:05 local time
    expect(formatDate(local.toISOString())).toBe('07.03.26');
    expect(formatDate(local.toISOString(), { withTime: true })).toBe('07.03.26 09:05');
  });

  it('is empty for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('yesterday')).toBe('');
  });
});

describe('formatFileSize', () => {
  it('picks the unit and keeps one decimal below 10', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1,023 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatFileSize(1536, 'de')).toBe('1,5 KB');
  });
});

describe('exportLanguageOf', () => {
  it('asks the server for German or English workbooks only', () => {
    expect(exportLanguageOf('de')).toBe('de');
    expect(exportLanguageOf('de-AT')).toBe('de');
    expect(exportLanguageOf('en')).toBe('en');
    expect(exportLanguageOf('fr')).toBe('en');
    expect(exportLanguageOf(undefined)).toBe('en');
  });
});
