// Videos on the wire (spec §3 "Video", §7 "Videos", contract-videos.md): the list/detail shape, the
// update body, splitscreens, the upload session lookup and the problem codes. Server and web validate
// with the same schemas. Zod-free constants live in video-constants.ts.
import { z } from 'zod';
import { listPageSchema } from './list-page.ts';
import {
  UPLOAD_STATUSES,
  VIDEO_PAGE_SIZE,
  VIDEO_PAGE_SIZE_MAX,
  VIDEO_SOURCES,
  VIDEO_STATUSES,
  VIDEO_TITLE_MAX,
  VIDEO_VISIBILITIES,
} from './video-constants.ts';

const id = z.number().int().positive();
const idParam = z.coerce.number().int().positive().max(2_147_483_647);
const isoDateTime = z.iso.datetime({ offset: true });

/** Problem codes of the video endpoints (besides the cross-cutting ERROR_CODES). */
export const VIDEO_ERROR_CODES = {
  notFound: 'VIDEO_NOT_FOUND',
  typeNotAllowed: 'VIDEO_TYPE_NOT_ALLOWED',
  tooLarge: 'VIDEO_TOO_LARGE',
  notReady: 'VIDEO_NOT_READY',
  notFailed: 'VIDEO_NOT_FAILED',
  uploadNotFound: 'UPLOAD_NOT_FOUND',
  mediaLinkInvalid: 'MEDIA_LINK_INVALID',
  /** A Range header that starts past the end of the file (416). */
  rangeNotSatisfiable: 'VIDEO_RANGE_NOT_SATISFIABLE',
} as const;
export type VideoErrorCode = (typeof VIDEO_ERROR_CODES)[keyof typeof VIDEO_ERROR_CODES];

/** Vocabulary id of video topics (spec §3). */
export const VIDEO_TOPIC_VOCABULARY_ID = 18;
/**
 * Signed stream/poster links last this long (issue 27: was 6 hours). The web app refetches a video after
 * 15 minutes (get-video.ts), so a link the player starts with has at least 75 minutes left: a long lesson.
 */
export const VIDEO_MEDIA_LINK_TTL_SECONDS = 90 * 60;
/** Kinds of signed media link. */
export const VIDEO_MEDIA_KINDS = ['stream', 'poster'] as const;
export type VideoMediaKind = (typeof VIDEO_MEDIA_KINDS)[number];
/** List types of `GET /videos/{type}`. */
export const VIDEO_LIST_TYPES = ['all', 'own', 'shared'] as const;
export type VideoListType = (typeof VIDEO_LIST_TYPES)[number];
export const VIDEO_USER_IDS_MAX = 500;
export const VIDEO_TOPICS_MAX = 50;
export const VIDEO_TOPIC_NAME_MAX = 255;
/** Splitscreen offset bounds, seconds (either direction). */
export const VIDEO_SPLITSCREEN_OFFSET_MAX = 24 * 60 * 60;

export const VideoStatusSchema = z.enum(VIDEO_STATUSES);
export const VideoSourceSchema = z.enum(VIDEO_SOURCES);
export const VideoVisibilitySchema = z.enum(VIDEO_VISIBILITIES);
export const VideoListTypeSchema = z.enum(VIDEO_LIST_TYPES);
export const UploadStatusSchema = z.enum(UPLOAD_STATUSES);

// ---- requests ----

export const VideoParamsSchema = z.object({ id: idParam });
export type VideoParams = z.infer<typeof VideoParamsSchema>;

/** `/videos/:idOrType`: a numeric segment is a video id, otherwise a list type. */
export const VideoIdOrTypeParamsSchema = z.object({
  idOrType: z.union([idParam, VideoListTypeSchema]),
});

/** A query value that may arrive once (`uid=1`) or repeated (`uid[]=1&uid[]=2`), as text. */
const idList = z.preprocess(
  (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
  z.array(idParam).max(VIDEO_PAGE_SIZE_MAX).optional(),
);
const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
const flagList = z.preprocess(
  (value) => (Array.isArray(value) ? value[0] : value),
  queryFlag.optional(),
);

/**
 * `GET /videos/{type}?og&offset&limit&assignmentId[]&uid[]&tid[]&assignedme[]&assigneduid[]`.
 * Both `uid=1` and `uid[]=1` spellings are accepted; the result has normalized names.
 */
export const VideoListQuerySchema = z
  .object({
    og: idParam,
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(VIDEO_PAGE_SIZE_MAX).default(VIDEO_PAGE_SIZE),
    assignmentId: idList,
    'assignmentId[]': idList,
    uid: idList,
    'uid[]': idList,
    tid: idList,
    'tid[]': idList,
    assignedme: flagList,
    'assignedme[]': flagList,
    assigneduid: idList,
    'assigneduid[]': idList,
  })
  .transform((q) => ({
    og: q.og,
    offset: q.offset,
    limit: q.limit,
    assignmentIds: [...(q.assignmentId ?? []), ...(q['assignmentId[]'] ?? [])],
    uids: [...(q.uid ?? []), ...(q['uid[]'] ?? [])],
    tids: [...(q.tid ?? []), ...(q['tid[]'] ?? [])],
    assignedMe: (q.assignedme ?? false) || (q['assignedme[]'] ?? false),
    assignedUids: [...(q.assigneduid ?? []), ...(q['assigneduid[]'] ?? [])],
  }));
export type VideoListQuery = z.output<typeof VideoListQuerySchema>;

/** `PUT /videos/{id}`: absent fields stay. topics: tids of vocabulary 18, or names of new topics. */
export const VideoUpdateInputSchema = z.object({
  title: z.string().trim().min(1).max(VIDEO_TITLE_MAX).optional(),
  topics: z
    .array(z.union([id, z.string().trim().min(1).max(VIDEO_TOPIC_NAME_MAX)]))
    .max(VIDEO_TOPICS_MAX)
    .optional(),
  visibility: VideoVisibilitySchema.optional(),
  userIds: z.array(id).max(VIDEO_USER_IDS_MAX).optional(),
  assignmentId: id.nullable().optional(),
});
export type VideoUpdateInput = z.infer<typeof VideoUpdateInputSchema>;

/** `POST /videos/add-splitscreen`. */
export const VideoSplitscreenInputSchema = z.object({
  main_video_id: id,
  selected_video_id: id,
  offsetSeconds: z.number().finite().min(-VIDEO_SPLITSCREEN_OFFSET_MAX).max(VIDEO_SPLITSCREEN_OFFSET_MAX).optional(),
});
export type VideoSplitscreenInput = z.infer<typeof VideoSplitscreenInputSchema>;

/** `GET /videos/{id}/stream?exp&sig` and `/poster?exp&sig`: exp in unix seconds, sig hex HMAC. */
export const VideoMediaQuerySchema = z.object({
  exp: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** The viewer the link was signed for. */
  uid: z.coerce.number().int().positive().max(2_147_483_647),
  sig: z.string().regex(/^[0-9a-f]{64}$/),
});
export type VideoMediaQuery = z.infer<typeof VideoMediaQuerySchema>;

export const VideoCommentsExportParamsSchema = z.object({ id: idParam });

export const VideoUploadParamsSchema = z.object({ uploadId: z.string().min(1).max(200) });

// ---- responses ----

export const VideoTermSchema = z.object({ tid: id, name: z.string() });
export type VideoTerm = z.infer<typeof VideoTermSchema>;

export const VideoOwnerSchema = z.object({ uid: id, name: z.string() });

export const VideoSplitscreenRefSchema = z.object({
  id,
  selectedVideoId: id,
  offsetSeconds: z.number(),
});

export const VideoPlayerSchema = z.object({
  type: z.literal('html5'),
  poster: z.string().nullable(),
  sources: z.array(z.object({ src: z.string(), type: z.string() })),
});

export const VideoPermissionsSchema = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  update_access: z.boolean(),
});
export type VideoPermissions = z.infer<typeof VideoPermissionsSchema>;

export const VideoSchema = z.object({
  id,
  title: z.string(),
  courseId: id,
  status: VideoStatusSchema,
  /** `live_recording`: recorded in the browser (live-recording-modal); else a file upload. */
  source: VideoSourceSchema,
  /** Only for the owner and staff; null for everybody else. */
  failureReason: z.string().nullable(),
  owner: VideoOwnerSchema.nullable(),
  assignmentId: id.nullable(),
  created: isoDateTime,
  updated: isoDateTime,
  /** Seconds. */
  duration: z.number().nonnegative().nullable(),
  width: z.number().int().nonnegative().nullable(),
  height: z.number().int().nonnegative().nullable(),
  /** Signed, expiring JPEG URL; null until ready. */
  posterUrl: z.string().nullable(),
  /** Signed, expiring MP4 URL (HTTP Range); null until ready. */
  playerURL: z.string().nullable(),
  tags: z.array(VideoTermSchema),
  topics: z.array(VideoTermSchema),
  videoCategories: z.array(z.string()),
  visibility: VideoVisibilitySchema,
  userIds: z.array(id),
  player: VideoPlayerSchema,
  permissions: VideoPermissionsSchema,
  commentCount: z.number().int().nonnegative(),
  splitscreens: z.array(VideoSplitscreenRefSchema),
  /** Hidden by moderators after a report: only the course staff and the owner see it (reports.ts). */
  moderation_hidden: z.boolean().optional(),
});
export type Video = z.infer<typeof VideoSchema>;

export const VideoListResponseSchema = listPageSchema(VideoSchema);
export type VideoListResponse = z.infer<typeof VideoListResponseSchema>;

export const VideoSplitscreenSchema = z.object({
  id,
  mainVideoId: id,
  selectedVideoId: id,
  offsetSeconds: z.number(),
});
export type VideoSplitscreen = z.infer<typeof VideoSplitscreenSchema>;

/** `GET /video-uploads/{uploadId}`. */
export const VideoUploadStateSchema = z.object({
  uploadId: z.string(),
  videoId: id.nullable(),
  status: UploadStatusSchema,
});
export type VideoUploadState = z.infer<typeof VideoUploadStateSchema>;

// ---- pure rules ----

/** Comment time in the export and the player: `mm:ss.t` (minutes may exceed 59). */
export function formatVideoTime(seconds: number): string {
  const tenths = Math.max(0, Math.round(seconds * 10));
  const minutes = Math.floor(tenths / 600);
  const rest = tenths - minutes * 600;
  const secs = Math.floor(rest / 10);
  const tenth = rest % 10;
  return `${String(minutes).padStart(2, '0')}:${String(secs).padStart(2, '0')}.${tenth}`;
}
