// What the videos feature hands the assignments module (AssignmentSources in
// modules/assignments/assignments.sources.ts): the videos linked to assignments, and members' videos
// uploaded into an assignment as submissions. Wired in app.ts where assignmentRoutes is registered.
// The members feature takes a member's videos for their profile (ownedVideosSource).
import { coursePath, type AssignmentVideo, type PermissionMap } from '@campus/shared';
import type { Database } from '../../db/client.ts';
import type { SubmissionQuery, SubmissionRecord } from '../assignments/assignments.sources.ts';
import { createMediaLinkSigner, type MediaLinkSigner } from './videos.media-links.ts';
import { managesVideos } from './videos.policy.ts';
import { listAssignmentSubmissionVideos, listAssignmentVideos, listVideos } from './videos.repository.ts';

const signers = new WeakMap<Database, MediaLinkSigner>();
function signerFor(db: Database): MediaLinkSigner {
  let signer = signers.get(db);
  if (!signer) {
    signer = createMediaLinkSigner(db);
    signers.set(db, signer);
  }
  return signer;
}

/**
 * Videos linked to the assignments (exerciseId = assignment id). Only videos the whole course may see are
 * listed; playerURL is signed once ready, for the viewer and the video's state (videos.media-links.ts).
 */
export async function videoAssignmentSource(db: Database, assignmentIds: readonly number[], viewerId: number): Promise<AssignmentVideo[]> {
  const rows = await listAssignmentVideos(db, assignmentIds);
  const signer = signerFor(db);
  return Promise.all(
    rows
      .filter((row) => row.visibility === 'course')
      .map(async (row) => ({
        id: row.id,
        exerciseId: row.assignmentId,
        title: row.title,
        playerURL: row.status === 'ready' && row.playbackKey !== null ? await signer.sign({ videoId: row.id, kind: 'stream', viewerId, visibility: row.visibility, hidden: row.moderationHiddenAt !== null }) : null,
      })),
  );
}

/** Members' videos in an assignment, for the cockpit (submissions and last activity). */
export async function videoSubmissionSource(db: Database, query: SubmissionQuery): Promise<SubmissionRecord[]> {
  const rows = await listAssignmentSubmissionVideos(db, query);
  return rows.map((row) => ({
    kind: 'video',
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    url: `/course-${query.courseId}/app/video-player?id=${row.id}`,
    assignmentId: row.assignmentId,
    userId: row.ownerId,
  }));
}

/** A member's video as their profile lists it (the members feature leaves out those linked to assignments hidden from the viewer). */
export interface OwnedVideoRecord {
  id: number;
  title: string;
  createdAt: Date;
  url: string;
  assignmentId: number | null;
}

/**
 * For the members feature (wired in app.ts): the owner's newest videos in a course that the viewer may
 * see (the same visibility rule as the video list: staff all, others course-wide, shared and their own).
 */
export async function ownedVideosSource(
  db: Database,
  viewer: { userId: number; permissions: PermissionMap },
  courseId: number,
  ownerId: number,
  limit: number,
): Promise<OwnedVideoRecord[]> {
  const { rows } = await listVideos(
    db,
    { userId: viewer.userId, manage: managesVideos(viewer.permissions) },
    { courseId, type: 'all', offset: 0, limit, assignmentIds: [], uids: [ownerId], tids: [], assignedMe: false, assignedUids: [] },
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    createdAt: row.createdAt,
    url: coursePath(courseId, 'video-player', { id: row.id }),
    assignmentId: row.assignmentId,
  }));
}
