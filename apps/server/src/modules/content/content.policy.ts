// Who may do what with content, as pure rules over the course permission map (student mode and the
// course flags member_news / member_files are already applied by the courses module). Nothing here
// touches the database; docs/permissions.md "Content" describes the same rules in words.
import {
  canCommentContent,
  canCreateContentType,
  canModifyContent,
  type ContentType,
  type PermissionMap,
} from '@campus/shared';

export interface ContentActor {
  userId: number;
  permissions: PermissionMap;
}

export interface ItemPermissions {
  update: boolean;
  delete: boolean;
  comment: boolean;
}

/** What the actor may do with an item by `authorId` (null: the author's account is gone). */
export function itemPermissions(actor: ContentActor, authorId: number | null): ItemPermissions {
  const modify = canModifyContent({ isAuthor: authorId !== null && authorId === actor.userId, permissions: actor.permissions });
  return { update: modify, delete: modify, comment: canCommentContent(actor.permissions) };
}

/** What the actor may do with a comment by `authorId`. */
export function commentPermissions(actor: ContentActor, authorId: number | null): { update: boolean; delete: boolean } {
  const modify = canModifyContent({ isAuthor: authorId !== null && authorId === actor.userId, permissions: actor.permissions });
  return { update: modify, delete: modify };
}

export function mayCreate(actor: ContentActor, type: ContentType): boolean {
  return canCreateContentType(actor.permissions, type);
}
