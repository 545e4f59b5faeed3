import { describe, expect, it } from 'vitest';
import { targetGroupOptions, toggled, workgroupOptions } from './form-options.ts';

describe('assignment form options', () => {
  it('offers target groups by name and workgroups by id', () => {
    expect(targetGroupOptions(['Group A'], ['Old group'])).toEqual([
      { value: 'Group A', label: 'Group A' },
      { value: 'Old group', label: 'Old group' },
    ]);
    expect(workgroupOptions([{ id: 7, name: 'Team 7' }], [{ id: 7, name: 'Team 7' }, { id: 9, name: 'Gone' }])).toEqual([
      { value: '7', label: 'Team 7' },
      { value: '9', label: 'Gone' },
    ]);
  });

  it('toggles an id in a set without changing the original', () => {
    const original = new Set([1]);
    expect([...toggled(original, 2)]).toEqual([1, 2]);
    expect([...toggled(original, 1)]).toEqual([]);
    expect([...original]).toEqual([1]);
  });
});
