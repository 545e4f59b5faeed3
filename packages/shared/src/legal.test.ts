import { describe, expect, it } from 'vitest';
import { LegalAcceptInputSchema } from './legal.ts';

describe('LegalAcceptInputSchema', () => {
  it('takes an optional positive version and nothing else', () => {
    expect(LegalAcceptInputSchema.parse({})).toEqual({});
    expect(LegalAcceptInputSchema.parse({ version: 2 })).toEqual({ version: 2 });
    expect(LegalAcceptInputSchema.safeParse({ version: 0 }).success).toBe(false);
    expect(LegalAcceptInputSchema.safeParse({ accepted: true }).success).toBe(false);
  });
});
