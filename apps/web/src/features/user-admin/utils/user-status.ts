// Pure rules of the users administer screen: which actions a row offers (the server checks again).
import type { UserAdminEntry, UserAdminList } from '@campus/shared';

export interface RowActions {
  /** Give and take campus roles. */
  editRoles: boolean;
  /** Disable (active account) or enable (disabled account). */
  toggleAccount: boolean;
  /** Act as the user (admins; never oneself, another admin or a disabled account). */
  impersonate: boolean;
}

export function rowActions(user: UserAdminEntry, list: Pick<UserAdminList, 'viewer_uid' | 'can'>): RowActions {
  const self = user.uid === list.viewer_uid;
  // Campus managers do not switch admin accounts; admins switch everyone but themselves.
  const toggleAccount = !self && (!user.is_admin || list.can.create_account);
  return {
    editRoles: true,
    toggleAccount,
    impersonate: list.can.impersonate && !self && !user.is_admin && user.disabled_at === null,
  };
}

/** Total pages of a list answer (at least one). */
export function pageCount(list: Pick<UserAdminList, 'total' | 'limit'>): number {
  return Math.max(1, Math.ceil(list.total / list.limit));
}
