// Comment mode (spec §3 "stored locally: comment mode for blog and document", §4, §6): a student may
// switch it on for blog posts or documents of a course; the side menu then shows it as an info message.
// Non-students never have it (the side menu clears it for them). Pure rules; the storage is the side
// menu's (features/navigation), joined to this feature by the route module.
import { shouldClearCommentMode, type ContentType } from '@campus/shared';

export type CommentModeKind = 'blog' | 'document';

/** The comment-mode kind a content type belongs to: blog → blog, cmap → document, others none. */
export function commentModeKindOf(type: ContentType | string): CommentModeKind | undefined {
  if (type === 'blog') return 'blog';
  if (type === 'cmap') return 'document';
  return undefined;
}

/** Whether the user may switch the comment mode for this item: a student (or staff in student mode) on a blog post or document. */
export function canUseCommentMode(type: ContentType | string, roleIds: Iterable<number>, studentMode = false): boolean {
  return commentModeKindOf(type) !== undefined && !shouldClearCommentMode(roleIds, studentMode);
}

