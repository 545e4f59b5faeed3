// Rows → wire shapes of @campus/shared (ContentItem, ContentComment).
import type { ContentComment, ContentItem } from '@campus/shared';
import { commentPermissions, itemPermissions, type ContentActor } from './content.policy.ts';
import type { CommentRow } from './content.comments.repository.ts';
import type { ContentRow } from './content.repository.ts';

function author(id: number | null, name: string | null): { uid: number; name: string } | null {
  return id === null ? null : { uid: id, name: name ?? '' };
}

export function presentContent(actor: ContentActor, row: ContentRow): ContentItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    author: author(row.authorId, row.authorName),
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    courseId: row.courseId,
    assignmentId: row.assignmentId,
    tags: row.tags.map((tag) => ({ tid: Number(tag.tid), name: tag.name })),
    externalUrl: row.externalUrl,
    video_id: row.videoId,
    videoTime: row.videoTimeTenths === null ? null : row.videoTimeTenths / 10,
    commentCount: row.commentCount,
    permissions: itemPermissions(actor, row.authorId),
    moderation_hidden: row.moderationHiddenAt !== null,
  };
}

export function presentComment(actor: ContentActor, row: CommentRow): ContentComment {
  return {
    id: row.id,
    contentId: row.contentId,
    commentText: row.commentText,
    assignmentId: row.assignmentId,
    author: author(row.authorId, row.authorName),
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    permissions: commentPermissions(actor, row.authorId),
    moderation_hidden: row.moderationHiddenAt !== null,
  };
}
