// What the videos feature hands the assignments module (AssignmentSources in
// modules/assignments/assignments.sources.ts): the videos linked to assignments, and members' videos
// uploaded into an assignment as submissions. Wired in app.ts where assignmentRoutes is registered.
import type { AssignmentVideo } from '@campus/shared';
import type { Database } from '../../db/client.ts';
import type { SubmissionQuery, SubmissionRecord } from '../assignments/assignments.sources.ts';
import { createMediaLinkSigner, type MediaLinkSigner } from './videos.media-links.ts';
import { listAssignmentSubmissionVideos, listAssignmentVideos } from './videos.repository.ts';

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
 * Videos linked to the assignments (exerciseId = assignment id). The source does not know who is
 * looking, so only videos the whole course may see are listed; playerURL is signed once ready.
 */
export async function videoAssignmentSource(db: Database, assignmentIds: readonly number[]): Promise<AssignmentVideo[]> {
  const rows = await listAssignmentVideos(db, assignmentIds);
  const signer = signerFor(db);
  return Promise.all(
    rows
      .filter((row) => row.visibility === 'course')
      .map(async (row) => ({
        id: row.id,
        exerciseId: row.assignmentId,
        title: row.title,
        playerURL: row.status === 'ready' && row.playbackKey !== null ? await signer.sign(row.id, 'stream') : null,
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
