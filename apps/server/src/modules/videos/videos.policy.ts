// Who may see and change a video (contract-videos.md "Permissions", docs/permissions.md "Videos").
// Pure rules first; canSeeVideo applies them to a stored video for other modules (content's videoAccess).
// Lists apply the same rule in SQL (videos.repository.ts visibleTo).
import { hasPermission, type PermissionMap, type VideoPermissions, type VideoVisibility } from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { findCourseAccess } from '../courses/course-access.ts';
import { findVideo, isSharedWith } from './videos.repository.ts';

/** manage_videos in the course (student mode already applied to the permission map). */
export function managesVideos(permissions: PermissionMap): boolean {
  return hasPermission(permissions, 'manage_videos');
}

export interface VideoAccessFacts {
  visibility: VideoVisibility;
  ownerId: number | null;
  /** The video is shared with the user (video_users). */
  sharedWithUser: boolean;
  /** Hidden by moderators after a report: owner and staff only. */
  hidden?: boolean;
}

/**
 * See: course → every course member with access; selected → owner, the users it is shared with,
 * staff; private → owner and staff. The caller has already established course access.
 */
export function canSeeVideoFacts(video: VideoAccessFacts, userId: number, manage: boolean): boolean {
  if (manage || video.ownerId === userId) return true;
  if (video.hidden === true) return false;
  if (video.visibility === 'course') return true;
  return video.visibility === 'selected' && video.sharedWithUser;
}

/** update, delete and update_access: the owner or manage_videos. */
export function videoPermissions(ownerId: number | null, userId: number, manage: boolean): VideoPermissions {
  const mine = ownerId !== null && ownerId === userId;
  const allowed = mine || manage;
  return { update: allowed, delete: allowed, update_access: allowed };
}

/** failureReason is shown to the owner and staff only. */
export function seesFailureReason(ownerId: number | null, userId: number, manage: boolean): boolean {
  return manage || (ownerId !== null && ownerId === userId);
}

/**
 * For other modules (content's and video-progress's `videoAccess`): the video's course and length when
 * the principal may see the video, else null (missing video, invisible course, or a video hidden from them).
 */
export async function canSeeVideo(
  db: Database,
  principal: Principal,
  videoId: number,
): Promise<{ courseId: number; durationSeconds: number | null } | null> {
  const video = await findVideo(db, videoId);
  if (!video) return null;
  const access = await findCourseAccess(db, principal, video.courseId);
  if (!access) return null;
  const manage = managesVideos(access.permissions);
  const needsShare = !manage && video.ownerId !== principal.userId && video.visibility === 'selected';
  const sharedWithUser = needsShare ? await isSharedWith(db, video.id, principal.userId) : false;
  return canSeeVideoFacts({ visibility: video.visibility, ownerId: video.ownerId, sharedWithUser, hidden: video.moderationHiddenAt !== null }, principal.userId, manage)
    ? { courseId: video.courseId, durationSeconds: video.durationSeconds }
    : null;
}
