import { describe, expect, it } from 'vitest';
import { excerptOf, formatContentDate } from './format.ts';

describe('content display helpers', () => {
  it('formats dates in the user language', () => {
    expect(formatContentDate('2026-01-05T10:00:00.000Z', 'de')).toBe('05.01.26');
    expect(formatContentDate('not a date', 'en')).toBe('');
  });

  it('makes a plain-text excerpt cut at a word', () => {
    expect(excerptOf('<p>The <strong>trigger</strong> is the back pass.</p>')).toBe('The trigger is the back pass.');
    expect(excerptOf('<p>one two three four</p>', 12)).toBe('one two…');
    expect(excerptOf('<script>alert(1)</script><p>&lt;b&gt;</p>')).toBe('<b>');
  });
});
