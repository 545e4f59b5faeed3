import type { UserAdminEntry } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { pageCount, rowActions } from './user-status.ts';

const user = (overrides: Partial<UserAdminEntry> = {}): UserAdminEntry => ({
  uid: 7,
  display_name: 'Gia Guest',
  email: 'gia@example.org',
  roles: [],
  is_admin: false,
  disabled_at: null,
  last_sign_in: null,
  ...overrides,
});
const admin = { viewer_uid: 1, can: { create_account: true, impersonate: true } };
const manager = { viewer_uid: 2, can: { create_account: false, impersonate: false } };

describe('rowActions', () => {
  it('lets admins switch and impersonate other non-admin accounts', () => {
    expect(rowActions(user(), admin)).toEqual({ editRoles: true, toggleAccount: true, impersonate: true });
  });

  it('never offers disabling or impersonating oneself', () => {
    expect(rowActions(user({ uid: 1, is_admin: true }), admin)).toMatchObject({ toggleAccount: false, impersonate: false });
    expect(rowActions(user({ uid: 2 }), manager)).toMatchObject({ toggleAccount: false, impersonate: false });
  });

  it('keeps campus managers off admin accounts and off impersonation', () => {
    expect(rowActions(user({ is_admin: true }), manager)).toMatchObject({ toggleAccount: false, impersonate: false });
    expect(rowActions(user(), manager)).toMatchObject({ toggleAccount: true, impersonate: false });
  });

  it('does not impersonate disabled accounts or other admins', () => {
    expect(rowActions(user({ disabled_at: '2026-01-01T00:00:00.000Z' }), admin).impersonate).toBe(false);
    expect(rowActions(user({ is_admin: true }), admin).impersonate).toBe(false);
  });
});

describe('pageCount', () => {
  it('counts whole pages, at least one', () => {
    expect(pageCount({ total: 0, limit: 25 })).toBe(1);
    expect(pageCount({ total: 25, limit: 25 })).toBe(1);
    expect(pageCount({ total: 26, limit: 25 })).toBe(2);
  });
});
