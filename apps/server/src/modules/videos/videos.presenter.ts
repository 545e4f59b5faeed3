// Video rows → the wire shape of contract-videos.md. Media URLs are signed per request (they expire).
import type { Video } from '@campus/shared';
import { seesFailureReason, videoPermissions } from './videos.policy.ts';
import type { VideoExtras, VideoRow } from './videos.repository.ts';

export interface MediaUrls {
  posterUrl: string | null;
  playerURL: string | null;
}

export function presentVideo(row: VideoRow, extras: VideoExtras, media: MediaUrls, viewer: { userId: number; manage: boolean }): Video {
  const topics = extras.topics.get(row.id) ?? [];
  const ownerName = row.ownerId === null ? undefined : extras.ownerNames.get(row.ownerId);
  return {
    id: row.id,
    title: row.title,
    courseId: row.courseId,
    status: row.status,
    source: row.source,
    failureReason: seesFailureReason(row.ownerId, viewer.userId, viewer.manage) ? row.failureReason : null,
    owner: row.ownerId === null || ownerName === undefined ? null : { uid: row.ownerId, name: ownerName },
    assignmentId: row.assignmentId,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    duration: row.durationSeconds,
    width: row.width,
    height: row.height,
    posterUrl: media.posterUrl,
    playerURL: media.playerURL,
    // The campus keeps one kind of term on videos: the topics (vocabulary 18) are also its tags.
    tags: topics,
    topics,
    videoCategories: [],
    visibility: row.visibility,
    userIds: extras.userIds.get(row.id) ?? [],
    player: {
      type: 'html5',
      poster: media.posterUrl,
      sources: media.playerURL === null ? [] : [{ src: media.playerURL, type: 'video/mp4' }],
    },
    permissions: videoPermissions(row.ownerId, viewer.userId, viewer.manage),
    moderation_hidden: row.moderationHiddenAt !== null,
    commentCount: extras.commentCounts.get(row.id) ?? 0,
    splitscreens: extras.splitscreens.get(row.id) ?? [],
  };
}
