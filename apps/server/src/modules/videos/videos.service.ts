// Video rules (contract-videos.md, spec §3, §6, §7): lists and details as the user may see them,
// changes by the owner or staff, deletion with the stored files, the original download, signed media,
// retry of failed processing, split screens and the comments export. Routes call this; it never sees
// the request.
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
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { FileNotFoundError, type ByteRange, type FileStore } from '../../lib/storage.ts';
import { visibleAssignmentIds } from '../assignments/assignment-access.ts';
import { recordAssignmentActivity } from '../assignments/assignments.sources.ts';
import type { Principal } from '../auth/principal.ts';
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

export interface VideoServiceDeps {
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

export class VideoService {
  private readonly db: Database;
  private readonly files: FileStore;
  private readonly signer: MediaLinkSigner;
  private readonly log: (message: string, error: unknown) => void;

  constructor(deps: VideoServiceDeps) {
    this.db = deps.db;
    this.files = deps.files;
    this.signer = deps.signer;
    this.log = deps.log ?? (() => undefined);
  }

  // ---- loading with access checks ----

  /** The video as the user may see it; 404 VIDEO_NOT_FOUND when it is missing or hidden from them. */
  private async videoContext(principal: Principal, id: number): Promise<VideoContext> {
    const row = await findVideo(this.db, id);
    if (!row) throw videoNotFound(id);
    const access = await findCourseAccess(this.db, principal, row.courseId);
    if (!access) throw videoNotFound(id);
    const viewer: VideoViewer = { userId: principal.userId, manage: managesVideos(access.permissions) };
    const needsShare = !viewer.manage && row.ownerId !== viewer.userId && row.visibility === 'selected';
    const sharedWithUser = needsShare ? await isSharedWith(this.db, row.id, viewer.userId) : false;
    if (!canSeeVideoFacts({ visibility: row.visibility, ownerId: row.ownerId, sharedWithUser }, viewer.userId, viewer.manage)) {
      throw videoNotFound(id);
    }
    return { row, access, viewer };
  }

  private async mediaUrls(row: VideoRow): Promise<MediaUrls> {
    if (row.status !== 'ready') return { posterUrl: null, playerURL: null };
    const [posterUrl, playerURL] = await Promise.all([
      row.posterKey === null ? null : this.signer.sign(row.id, 'poster'),
      row.playbackKey === null ? null : this.signer.sign(row.id, 'stream'),
    ]);
    return { posterUrl, playerURL };
  }

  private async present(viewer: VideoViewer, rows: readonly VideoRow[]): Promise<Video[]> {
    const extras = await findVideoExtras(this.db, viewer, rows);
    return Promise.all(rows.map(async (row) => presentVideo(row, extras, await this.mediaUrls(row), viewer)));
  }

  private async presentOne(viewer: VideoViewer, row: VideoRow): Promise<Video> {
    const [video] = await this.present(viewer, [row]);
    if (!video) throw videoNotFound(row.id);
    return video;
  }

  // ---- reading ----

  async list(principal: Principal, type: VideoListType, query: VideoListQuery): Promise<VideoListResponse> {
    const access = await requireCourseAccess(this.db, principal, query.og);
    const viewer: VideoViewer = { userId: principal.userId, manage: managesVideos(access.permissions) };
    // Filtering by assignments the user may not see matches nothing, as for ids that do not exist.
    const visible = await visibleAssignmentIds(this.db, { userId: principal.userId, access }, query.assignmentIds);
    const assignmentIds = query.assignmentIds.filter((assignmentId) => visible.has(assignmentId));
    if (query.assignmentIds.length > 0 && assignmentIds.length === 0) return { items: [], total: 0, offset: query.offset, limit: query.limit };
    const { rows, total } = await listVideos(this.db, viewer, {
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
    return { items: await this.present(viewer, rows), total, offset: query.offset, limit: query.limit };
  }

  async get(principal: Principal, id: number): Promise<Video> {
    const context = await this.videoContext(principal, id);
    return this.presentOne(context.viewer, context.row);
  }

  // ---- changing ----

  async update(principal: Principal, id: number, input: VideoUpdateInput): Promise<Video> {
    const context = await this.videoContext(principal, id);
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
      const members = await findCourseMemberIds(this.db, row.courseId, userIds);
      const index = input.userIds.findIndex((uid) => !members.has(uid));
      if (index >= 0) throw invalid(`userIds.${index}`, 'Not a member of this course.');
    }

    let newAssignment: number | null = null;
    if (input.assignmentId !== undefined) {
      // A new link must be an assignment the user may see (a hidden one is refused like a missing one);
      // an unchanged link is kept without a check, also after the assignment became hidden.
      if (input.assignmentId !== null && input.assignmentId !== row.assignmentId) {
        const visible = await visibleAssignmentIds(this.db, { userId: principal.userId, access }, [input.assignmentId]);
        if (!visible.has(input.assignmentId)) throw invalid('assignmentId', 'Not an assignment of this course.');
        newAssignment = input.assignmentId;
      }
      changes.assignmentId = input.assignmentId;
    }

    const topicIds = input.topics === undefined ? undefined : await this.resolveTopics(principal, access, viewer, input.topics);

    await updateVideo(this.db, row.id, changes, topicIds, userIds);
    if (newAssignment !== null && row.ownerId !== null) {
      await recordAssignmentActivity(this.db, { assignmentId: newAssignment, userId: row.ownerId });
    }
    const updated = await findVideo(this.db, row.id);
    if (!updated) throw videoNotFound(id);
    return this.presentOne(viewer, updated);
  }

  /**
   * Topic tids must be video topics (vocabulary 18) of the course's campus; names become terms there.
   * With predefined topics on, people without manage_videos pick from the course's list, and add new
   * names only where the course lets members add topics.
   */
  private async resolveTopics(
    principal: Principal,
    access: CourseAccess,
    viewer: VideoViewer,
    topics: readonly (number | string)[],
  ): Promise<number[]> {
    const domainId = access.row.domainId;
    const settings = topicSettings(access.row.settings);
    const restricted = settings.predefined && !viewer.manage;
    const tids = topics.filter((topic): topic is number => typeof topic === 'number');
    const known = new Map((await findTopicTerms(this.db, domainId, tids)).map((term) => [term.id, term.name]));
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
      const { term } = await insertTermIfMissing(this.db, {
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
  async remove(principal: Principal, id: number): Promise<void> {
    const { row, viewer } = await this.videoContext(principal, id);
    if (!videoPermissions(row.ownerId, viewer.userId, viewer.manage).delete) {
      throw forbidden('Only the owner and the people who manage the course’s videos delete a video.');
    }
    const deleted = await deleteVideo(this.db, row.id);
    if (!deleted) throw videoNotFound(id);
    const keys = [deleted.sourceKey, deleted.playbackKey, deleted.posterKey].filter((key): key is string => key !== null);
    await Promise.all(
      keys.map((key) =>
        this.files.delete(key).catch((error: unknown) => {
          // The row is gone; a file left behind is an orphan to clean up, not a reason to fail the request.
          this.log(`could not remove video file ${key}`, error);
        }),
      ),
    );
  }

  /** POST /videos/{id}/retry: staff (manage_videos) re-queue a failed video's processing. */
  async retry(principal: Principal, id: number): Promise<Video> {
    const { row, viewer } = await this.videoContext(principal, id);
    if (!viewer.manage) throw forbidden('Only the people who manage the course’s videos retry processing.');
    if (row.status !== 'failed') throw new AppError(409, VIDEO_ERROR_CODES.notFailed, 'Only a video whose processing failed is retried.');
    await enqueueVideoProcessing(this.db, row.id);
    const updated = await findVideo(this.db, row.id);
    if (!updated) throw videoNotFound(id);
    return this.presentOne(viewer, updated);
  }

  async addSplitscreen(principal: Principal, input: VideoSplitscreenInput): Promise<VideoSplitscreen> {
    if (input.main_video_id === input.selected_video_id) throw invalid('selected_video_id', 'Pick another video.');
    const main = await this.videoContext(principal, input.main_video_id);
    const selected = await this.videoContext(principal, input.selected_video_id);
    if (main.row.courseId !== selected.row.courseId) throw invalid('selected_video_id', 'Both videos must belong to the same course.');
    return insertSplitscreen(this.db, {
      mainVideoId: main.row.id,
      selectedVideoId: selected.row.id,
      offsetSeconds: input.offsetSeconds ?? 0,
      createdBy: principal.userId,
    });
  }

  // ---- files ----

  /** GET /videos/{id}/source: the original upload for everyone who may see the video. */
  async openSource(principal: Principal, id: number): Promise<OpenedMedia> {
    const { row } = await this.videoContext(principal, id);
    try {
      const opened = await this.files.open(row.sourceKey);
      return { stream: opened.stream, size: opened.size, contentType: row.sourceContentType, fileName: row.sourceFileName };
    } catch (error) {
      if (error instanceof FileNotFoundError) throw videoNotFound(id);
      throw error;
    }
  }

  /**
   * The file behind a signed media link. The signature is checked before anything else (a bad or
   * expired link is 403 MEDIA_LINK_INVALID whether or not the video exists); a video not ready is 409.
   */
  async mediaFile(id: number, kind: VideoMediaKind, exp: number, sig: string): Promise<MediaFile> {
    if (!(await this.signer.verify(id, kind, exp, sig))) {
      throw forbidden('The media link is invalid or has expired.', VIDEO_ERROR_CODES.mediaLinkInvalid);
    }
    const row = await findVideo(this.db, id);
    if (!row) throw videoNotFound(id);
    const key = kind === 'stream' ? row.playbackKey : row.posterKey;
    if (row.status !== 'ready' || key === null) throw new AppError(409, VIDEO_ERROR_CODES.notReady, 'The video is not ready yet.');
    return { key, contentType: kind === 'stream' ? 'video/mp4' : 'image/jpeg', size: kind === 'stream' ? row.playbackSize : null, exp };
  }

  async openStored(id: number, key: string, range?: ByteRange): Promise<{ stream: Readable; size: number }> {
    try {
      return await this.files.open(key, range);
    } catch (error) {
      if (error instanceof FileNotFoundError) throw videoNotFound(id);
      throw error;
    }
  }

  // ---- export ----

  /** The comments export: staff (manage_videos) or the video's owner. */
  async commentsForExport(principal: Principal, id: number): Promise<{ video: VideoRow; comments: ExportComment[] }> {
    const { row, viewer } = await this.videoContext(principal, id);
    if (!viewer.manage && row.ownerId !== viewer.userId) {
      throw forbidden('Only the owner and the people who manage the course’s videos export its comments.');
    }
    return { video: row, comments: await listVideoCommentsForExport(this.db, row.id) };
  }
}
