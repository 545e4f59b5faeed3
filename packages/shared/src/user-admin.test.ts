import { describe, expect, it } from 'vitest';
import { administersCampusUsers, UserAdminAddMemberInputSchema, UserAdminListQuerySchema, UserAdminRolesInputSchema } from './user-admin.ts';

describe('administersCampusUsers', () => {
  const base = { is_admin: false, student_mode: false, domain_roles: [] as { roles: string[] }[] };

  it('is true for campus admins and campus managers', () => {
    expect(administersCampusUsers({ ...base, is_admin: true })).toBe(true);
    expect(administersCampusUsers({ ...base, domain_roles: [{ roles: ['dialog_manager', 'campus_manager'] }] })).toBe(true);
  });

  it('is false for other roles and for anyone in student mode', () => {
    expect(administersCampusUsers({ ...base, domain_roles: [{ roles: ['dialog_manager', 'quiz_manager'] }] })).toBe(false);
    expect(administersCampusUsers(base)).toBe(false);
    expect(administersCampusUsers({ ...base, is_admin: true, student_mode: true })).toBe(false);
    expect(administersCampusUsers({ ...base, student_mode: true, domain_roles: [{ roles: ['campus_manager'] }] })).toBe(false);
  });
});

describe('user admin schemas', () => {
  it('accepts each campus role once, nothing else', () => {
    expect(UserAdminRolesInputSchema.safeParse({ roles: [] }).success).toBe(true);
    expect(UserAdminRolesInputSchema.safeParse({ roles: ['campus_manager', 'quiz_manager'] }).success).toBe(true);
    expect(UserAdminRolesInputSchema.safeParse({ roles: ['admin'] }).success).toBe(false);
    expect(UserAdminRolesInputSchema.safeParse({ roles: ['quiz_manager', 'quiz_manager'] }).success).toBe(false);
  });

  it('lower-cases the address to add and pages from 0', () => {
    expect(UserAdminAddMemberInputSchema.parse({ email: ' Gia@Example.org ' })).toEqual({ email: 'gia@example.org' });
    expect(UserAdminListQuerySchema.parse({})).toEqual({ page: 0 });
    expect(UserAdminListQuerySchema.safeParse({ page: '-1' }).success).toBe(false);
  });
});
