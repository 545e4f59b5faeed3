import { describe, expect, it } from 'vitest';
import { withCurrent } from './select-options.ts';

describe('withCurrent', () => {
  it('adds what the item already has to what the course offers, once', () => {
    const offered = [{ value: 'a' }, { value: 'b' }];
    expect(withCurrent(offered, [{ value: 'b' }, { value: 'c' }])).toEqual([{ value: 'a' }, { value: 'b' }, { value: 'c' }]);
    expect(withCurrent([], [])).toEqual([]);
  });

  it('keeps the offered label when the item has the same value under another label', () => {
    expect(withCurrent([{ value: '7', label: 'Pressing' }], [{ value: '7', label: 'Old name' }])).toEqual([{ value: '7', label: 'Pressing' }]);
  });
});
