import { describe, expect, it } from 'vitest';
import { excerptOf } from './format.ts';

describe('content display helpers', () => {
  it('makes a plain-text excerpt cut at a word', () => {
    expect(excerptOf('<p>The <strong>trigger</strong> is the back pass.</p>')).toBe('The trigger is the back pass.');
    expect(excerptOf('<p>one two three four</p>', 12)).toBe('one two…');
    expect(excerptOf('<script>alert(1)</script><p>&lt;b&gt;</p>')).toBe('<b>');
  });
});
