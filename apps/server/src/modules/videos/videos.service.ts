// Video rules (contract-videos.md, spec §3, §6, §7): lists and details as the user may see them,
// changes by the owner or staff, deletion with the stored files, the original download, signed media,
// retry of failed processing, split screens and the comments export. Routes call these functions with
// their VideoDeps (built once in the routes plugin); they never see the request.
import {
  ERROR_CODES,
  VIDEO_ERROR_CODES,
  VOCABULARY,
  type Video,
  type VideoListQuery,
  type VideoListResponse,
  type VideoListType,
  type VideoMediaKind,
  type VideoSplitscreen,
  type VideoSplitscreenInput,
  type VideoUpdateInput,
} from '@campus/shared';
import type { Readable } from 'node:stream';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { FileNotFoundError, type ByteRange, type FileStore } from '../../lib/storage.ts';
import { visibleAssignmentIds } from '../assignments/assignment-access.ts';
import { recordAssignmentActivity } from '../assignments/assignments.sources.ts';
import { findCourseAccess, requireCourseAccess, type CourseAccess } from '../courses/course-access.ts';
import { insertTermIfMissing } from '../taxonomy/taxonomy.sources.ts';
import { enqueueVideoProcessing } from '../video-processing/video-processing.sources.ts';
import type { MediaLinkSigner } from './videos.media-links.ts';
import { canSeeVideoFacts, managesVideos, videoPermissions } from './videos.policy.ts';
import { presentVideo, type MediaUrls } from './videos.presenter.ts';
import {
  deleteVideo,
  findCourseMemberIds,
  findTopicTerms,
  findVideo,
  findVideoExtras,
  insertSplitscreen,
  isSharedWith,
  listVideoCommentsForExport,
  listVideos,
  updateVideo,
  type ExportComment,
  type VideoChanges,
  type VideoRow,
  type VideoViewer,
} from './videos.repository.ts';

export interface VideoDeps {
  db: Database;
  files: FileStore;
  signer: MediaLinkSigner;
  /** Where failures to remove files are reported (the request logger); silent by default. */
  log?: (message: string, error: unknown) => void;
}

interface VideoContext {
  row: VideoRow;
  access: CourseAccess;
  viewer: VideoViewer;
}

export interface OpenedMedia {
  stream: Readable;
  size: number;
  contentType: string;
  fileName: string;
}

/** A stored file and how to open it from a byte offset (the store reads from the start; see videos.range.ts). */
export interface MediaFile {
  key: string;
  contentType: string;
  size: number | null;
  exp: number;
}

function videoNotFound(id: number): AppError {
  return notFound(`Video ${id} was not found.`, VIDEO_ERROR_CODES.notFound);
}

function invalid(path: string, message: string): AppError {
  return new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'The request is invalid.', { errors: [{ path, message }] });
}

/** Course settings about video topics (course save payload names, spec §3). */
interface TopicSettings {
  predefined: boolean;
  predefinedNames: Set<string>;
  membersMayAdd: boolean;
}

function topicSettings(settings: Readonly<Record<string, unknown>>): TopicSettings {
  const names = Array.isArray(settings.videoTopics) ? settings.videoTopics.filter((name): name is string => typeof name === 'string') : [];
  return {
    predefined: settings.predefinedVideoTopicsEnabled === true,
    predefinedNames: new Set(names.map((name) => name.trim().toLowerCase())),
    membersMayAdd: settings.memberVideoTopicsEnabled === true,
  };
}

/** The video as the user may see it; 404 VIDEO_NOT_FOUND when it is missing or hidden from them. */
export async function videoContext(db: Database, principal: Principal, id: number): Promise<VideoContext> {
  const row = await findVideo(db, id);
  if (!row) throw videoNotFound(id);
  const access = await findCourseAccess(db, principal, row.courseId);
  if (!access) throw videoNotFound(id);
  const viewer: VideoViewer = { userId: principal.userId, manage: managesVideos(access.permissions) };
  const needsShare = !viewer.manage && row.ownerId !== viewer.userId && row.visibility === 'selected';
  const sharedWithUser = needsShare ? await isSharedWith(db, row.id, viewer.userId) : false;
  if (!canSeeVideoFacts({ visibility: row.visibility, ownerId: row.ownerId, sharedWithUser, hidden: row.moderationHiddenAt !== null }, viewer.userId, viewer.manage)) {
    throw videoNotFound(id);
  }
  return { row, access, viewer };
}

/** Links for this viewer, bound to the video's state now (only rows the viewer may see get here). */
async function mediaUrls(signer: MediaLinkSigner, row: VideoRow, viewerId: number): Promise<MediaUrls> {
  if (row.status !== 'ready') return { posterUrl: null, playerURL: null };
  const grant = { videoId: row.id, viewerId, visibility: row.visibility, hidden: row.moderationHiddenAt !== null };
  const [posterUrl, playerURL] = await Promise.all([
    row.posterKey === null ? null : signer.sign({ ...grant, kind: 'poster' }),
    row.playbackKey === null ? null : signer.sign({ ...grant, kind: 'stream' }),
  ]);
  return { posterUrl, playerURL };
}

async function presentVideos(deps: VideoDeps, viewer: VideoViewer, rows: readonly VideoRow[]): Promise<Video[]> {
  const extras = await findVideoExtras(deps.db, viewer, rows);
  return Promise.all(rows.map(async (row) => presentVideo(row, extras, await mediaUrls(deps.signer, row, viewer.userId), viewer)));
}

async function presentOneVideo(deps: VideoDeps, viewer: VideoViewer, row: VideoRow): Promise<Video> {
  const [video] = await presentVideos(deps, viewer, [row]);
  if (!video) throw videoNotFound(row.id);
  return video;
}

// ---- reading ----

export async function listCourseVideos(deps: VideoDeps, principal: Principal, type: VideoListType, query: VideoListQuery): Promise<VideoListResponse> {
  const access = await requireCourseAccess(deps.db, principal, query.og);
  const viewer: VideoViewer = { userId: principal.userId, manage: managesVideos(access.permissions) };
  // Filtering by assignments the user may not see matches nothing, as for ids that do not exist.
  const visible = await visibleAssignmentIds(deps.db, { userId: principal.userId, access }, query.assignmentIds);
  const assignmentIds = query.assignmentIds.filter((assignmentId) => visible.has(assignmentId));
  if (query.assignmentIds.length > 0 && assignmentIds.length === 0) return { items: [], total: 0, offset: query.offset, limit: query.limit };
  const { rows, total } = await listVideos(deps.db, viewer, {
    courseId: query.og,
    type,
    offset: query.offset,
    limit: query.limit,
    assignmentIds,
    uids: query.uids,
    tids: query.tids,
    assignedMe: query.assignedMe,
    assignedUids: query.assignedUids,
  });
  return { items: await presentVideos(deps, viewer, rows), total, offset: query.offset, limit: query.limit };
}

export async function getVideo(deps: VideoDeps, principal: Principal, id: number): Promise<Video> {
  const context = await videoContext(deps.db, principal, id);
  return presentOneVideo(deps, context.viewer, context.row);
}

// ---- changing ----

export async function editVideo(deps: VideoDeps, principal: Principal, id: number, input: VideoUpdateInput): Promise<Video> {
  const context = await videoContext(deps.db, principal, id);
  const { row, access, viewer } = context;
  const permissions = videoPermissions(row.ownerId, viewer.userId, viewer.manage);
  if (!permissions.update) throw forbidden('Only the owner and the people who manage the course’s videos change a video.');
  if ((input.visibility !== undefined || input.userIds !== undefined) && !permissions.update_access) {
    throw forbidden('Only the owner and the people who manage the course’s videos change who sees a video.');
  }

  const changes: VideoChanges = {};
  if (input.title !== undefined) changes.title = input.title;
  if (input.visibility !== undefined) changes.visibility = input.visibility;

  let userIds: number[] | undefined;
  if (input.userIds !== undefined) {
    userIds = [...new Set(input.userIds)];
    const members = await findCourseMemberIds(deps.db, row.courseId, userIds);
    const index = input.userIds.findIndex((uid) => !members.has(uid));
    if (index >= 0) throw invalid(`userIds.${index}`, 'Not a member of this course.');
  }

  let newAssignment: number | null = null;
  if (input.assignmentId !== undefined) {
    // A new link must be an assignment the user may see (a hidden one is refused like a missing one);
    // an unchanged link is kept without a check, also after the assignment became hidden.
    if (input.assignmentId !== null && input.assignmentId !== row.assignmentId) {
      const visible = await visibleAssignmentIds(deps.db, { userId: principal.userId, access }, [input.assignmentId]);
      if (!visible.has(input.assignmentId)) throw invalid('assignmentId', 'Not an assignment of this course.');
      newAssignment = input.assignmentId;
    }
    changes.assignmentId = input.assignmentId;
  }

  const topicIds = input.topics === undefined ? undefined : await resolveTopics(deps.db, principal, access, viewer, input.topics);

  await updateVideo(deps.db, row.id, changes, topicIds, userIds);
  if (newAssignment !== null && row.ownerId !== null) {
    await recordAssignmentActivity(deps.db, { assignmentId: newAssignment, userId: row.ownerId });
  }
  const updated = await findVideo(deps.db, row.id);
  if (!updated) throw videoNotFound(id);
  return presentOneVideo(deps, viewer, updated);
}

/**
 * Topic tids must be video topics (vocabulary 18) of the course's campus; names become terms there.
 * With predefined topics on, people without manage_videos pick from the course's list, and add new
 * names only where the course lets members add topics.
 */
async function resolveTopics(
  db: Database,
  principal: Principal,
  access: CourseAccess,
  viewer: VideoViewer,
  topics: readonly (number | string)[],
): Promise<number[]> {
  const domainId = access.row.domainId;
  const settings = topicSettings(access.row.settings);
  const restricted = settings.predefined && !viewer.manage;
  const tids = topics.filter((topic): topic is number => typeof topic === 'number');
  const known = new Map((await findTopicTerms(db, domainId, tids)).map((term) => [term.id, term.name]));
  const result: number[] = [];
  for (const [index, topic] of topics.entries()) {
    if (typeof topic === 'number') {
      const name = known.get(topic);
      if (name === undefined) throw invalid(`topics.${index}`, 'Not a video topic of this campus.');
      if (restricted && !settings.membersMayAdd && !settings.predefinedNames.has(name.trim().toLowerCase())) {
        throw invalid(`topics.${index}`, 'This course offers a fixed list of video topics.');
      }
      result.push(topic);
      continue;
    }
    const name = topic.trim();
    if (restricted && !settings.membersMayAdd && !settings.predefinedNames.has(name.toLowerCase())) {
      throw invalid(`topics.${index}`, 'This course offers a fixed list of video topics.');
    }
    const { term } = await insertTermIfMissing(db, {
      domainId,
      vid: VOCABULARY.videoTopics,
      name,
      parentId: null,
      createdBy: principal.userId,
    });
    result.push(term.id);
  }
  return [...new Set(result)];
}

/** Deletes the video and its files (source, playback, poster); comments and pairings go by cascade. */
export async function removeVideo(deps: VideoDeps, principal: Principal, id: number): Promise<void> {
  const { row, viewer } = await videoContext(deps.db, principal, id);
  if (!videoPermissions(row.ownerId, viewer.userId, viewer.manage).delete) {
    throw forbidden('Only the owner and the people who manage the course’s videos delete a video.');
  }
  const deleted = await deleteVideo(deps.db, row.id);
  if (!deleted) throw videoNotFound(id);
  const keys = [deleted.sourceKey, deleted.playbackKey, deleted.posterKey].filter((key): key is string => key !== null);
  await Promise.all(
    keys.map((key) =>
      deps.files.delete(key).catch((error: unknown) => {
        // The row is gone; a file left behind is an orphan to clean up, not a reason to fail the request.
        deps.log?.(`could not remove video file ${key}`, error);
      }),
    ),
  );
}

/** POST /videos/{id}/retry: staff (manage_videos) re-queue a failed video's processing. */
export async function retryVideoProcessing(deps: VideoDeps, principal: Principal, id: number): Promise<Video> {
  const { row, viewer } = await videoContext(deps.db, principal, id);
  if (!viewer.manage) throw forbidden('Only the people who manage the course’s videos retry processing.');
  if (row.status !== 'failed') throw new AppError(409, VIDEO_ERROR_CODES.notFailed, 'Only a video whose processing failed is retried.');
  await enqueueVideoProcessing(deps.db, row.id);
  const updated = await findVideo(deps.db, row.id);
  if (!updated) throw videoNotFound(id);
  return presentOneVideo(deps, viewer, updated);
}

export async function addSplitscreen(deps: VideoDeps, principal: Principal, input: VideoSplitscreenInput): Promise<VideoSplitscreen> {
  if (input.main_video_id === input.selected_video_id) throw invalid('selected_video_id', 'Pick another video.');
  const main = await videoContext(deps.db, principal, input.main_video_id);
  const selected = await videoContext(deps.db, principal, input.selected_video_id);
  if (main.row.courseId !== selected.row.courseId) throw invalid('selected_video_id', 'Both videos must belong to the same course.');
  return insertSplitscreen(deps.db, {
    mainVideoId: main.row.id,
    selectedVideoId: selected.row.id,
    offsetSeconds: input.offsetSeconds ?? 0,
    createdBy: principal.userId,
  });
}

// ---- files ----

/** GET /videos/{id}/source: the original upload for everyone who may see the video. */
export async function openVideoSource(deps: VideoDeps, principal: Principal, id: number): Promise<OpenedMedia> {
  const { row } = await videoContext(deps.db, principal, id);
  try {
    const opened = await deps.files.open(row.sourceKey);
    return { stream: opened.stream, size: opened.size, contentType: row.sourceContentType, fileName: row.sourceFileName };
  } catch (error) {
    if (error instanceof FileNotFoundError) throw videoNotFound(id);
    throw error;
  }
}

/**
 * The file behind a signed media link. One lookup of the video by id; the signature must match the
 * viewer it was signed for and the video's state now (visibility, moderation), so a bad, expired or
 * swapped link and a link to a video deleted, made private or hidden since are all the same 403
 * MEDIA_LINK_INVALID (nothing tells whether the video exists); a video not ready is 409.
 */
export async function videoMediaFile(deps: VideoDeps, id: number, kind: VideoMediaKind, link: { exp: number; uid: number; sig: string }): Promise<MediaFile> {
  const invalid = () => forbidden('The media link is invalid or has expired.', VIDEO_ERROR_CODES.mediaLinkInvalid);
  const row = await findVideo(deps.db, id);
  // Verified also without a row, so a missing video costs the same as a wrong signature.
  const state = row ? { visibility: row.visibility, hidden: row.moderationHiddenAt !== null } : { visibility: 'course' as const, hidden: false };
  const valid = await deps.signer.verify({ videoId: id, kind, viewerId: link.uid, ...state }, link.exp, link.sig);
  if (!row || !valid) throw invalid();
  const key = kind === 'stream' ? row.playbackKey : row.posterKey;
  if (row.status !== 'ready' || key === null) throw new AppError(409, VIDEO_ERROR_CODES.notReady, 'The video is not ready yet.');
  return { key, contentType: kind === 'stream' ? 'video/mp4' : 'image/jpeg', size: kind === 'stream' ? row.playbackSize : null, exp: link.exp };
}

export async function openStoredMedia(deps: VideoDeps, id: number, key: string, range?: ByteRange): Promise<{ stream: Readable; size: number }> {
  try {
    return await deps.files.open(key, range);
  } catch (error) {
    if (error instanceof FileNotFoundError) throw videoNotFound(id);
    throw error;
  }
}

// ---- export ----

/** The comments export: staff (manage_videos) or the video's owner. */
export async function videoCommentsForExport(deps: VideoDeps, principal: Principal, id: number): Promise<{ video: VideoRow; comments: ExportComment[] }> {
  const { row, viewer } = await videoContext(deps.db, principal, id);
  if (!viewer.manage && row.ownerId !== viewer.userId) {
    throw forbidden('Only the owner and the people who manage the course’s videos export its comments.');
  }
  return { video: row, comments: await listVideoCommentsForExport(deps.db, row.id) };
}
