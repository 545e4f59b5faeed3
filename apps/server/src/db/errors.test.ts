import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors.ts';

describe('isUniqueViolation', () => {
  it('finds 23505 on the error or a cause, as drizzle wraps the driver error', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: Object.assign(new Error('duplicate key'), { code: '23505' }) }))).toBe(true);
  });

  it('is false for other errors and for non-objects', () => {
    expect(isUniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBe(false);
    expect(isUniqueViolation(new Error('plain'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
