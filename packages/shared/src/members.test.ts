import { describe, expect, it } from 'vitest';
import { MemberGroupsInputSchema, MemberInviteInputSchema, MembersListQuerySchema, normalizeGroupNames } from './members.ts';

describe('normalizeGroupNames', () => {
  it('trims, drops empty names and keeps the first spelling of a name in any case', () => {
    expect(normalizeGroupNames([' Referees ', '', 'referees', 'Youth coaches', '  '])).toEqual(['Referees', 'Youth coaches']);
  });
});

describe('member request schemas', () => {
  it('reads the list query: empty filters are none, the page defaults to 0', () => {
    expect(MembersListQuerySchema.parse({ og: '3', search: '  ', role: '5', targetGroup: '' })).toEqual({ og: 3, search: undefined, role: 5, targetGroup: undefined, page: 0 });
    expect(MembersListQuerySchema.safeParse({ og: '3', role: '1' }).success).toBe(false);
    expect(MembersListQuerySchema.safeParse({ og: '3', page: '-1' }).success).toBe(false);
  });

  it('takes an invitation by a lower-cased e-mail address and a course role', () => {
    expect(MemberInviteInputSchema.parse({ og: 3, email: ' Guest@Example.org ', role: 6 })).toEqual({ og: 3, email: 'guest@example.org', role: 6 });
    expect(MemberInviteInputSchema.safeParse({ og: 3, email: 'no address', role: 6 }).success).toBe(false);
    expect(MemberInviteInputSchema.safeParse({ og: 3, email: 'a@b.org', role: 8 }).success).toBe(false);
  });

  it('refuses blank target groups and too many groups', () => {
    expect(MemberGroupsInputSchema.safeParse({ workgroups: [], targetGroups: [' '] }).success).toBe(false);
    expect(MemberGroupsInputSchema.safeParse({ workgroups: Array.from({ length: 51 }, (_, index) => index + 1), targetGroups: [] }).success).toBe(false);
    expect(MemberGroupsInputSchema.parse({ workgroups: [2], targetGroups: [' Referees '] })).toEqual({ workgroups: [2], targetGroups: ['Referees'] });
  });
});
