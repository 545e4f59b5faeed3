// Content on the wire (spec §3 "Content", "Content comment", §7 "Content"; /work/briefs/contract-content.md)
// and the pure rules server and web share: which permission a type needs, who may edit, the external URL
// check, videoTime rounding. The server validates with these schemas; the web forms use the same ones.
import { z } from 'zod';
import {
  CONTENT_BODY_MAX,
  CONTENT_DETAIL_KIND,
  CONTENT_COMMENT_MAX,
  CONTENT_TITLE_MAX,
  CONTENT_TYPES,
  EXTERNAL_URL_MAX,
  type ContentType,
} from './content-constants.ts';
import { listPageSchema } from './list-page.ts';
import { hasPermission, type PermissionMap } from './permissions.ts';
import type { CoursePermission } from './roles.ts';
import { coursePath } from './routes.ts';

// The URL rule is zod-free, for the web to import alone; the barrel still has it here.
export * from './rules/content.ts';

// Ids are PostgreSQL integers: a larger number is no id (and would fail the query).
const id = z.number().int().positive().max(2_147_483_647);
const idParam = z.coerce.number().int().positive().max(2_147_483_647);
const isoDateTime = z.iso.datetime({ offset: true });

export const ContentTypeSchema = z.enum(CONTENT_TYPES);

/** Types the create endpoint accepts (dialog belongs to its own feature). */
export const CREATABLE_CONTENT_TYPES = ['blog', 'news', 'cmap', 'external_content', 'videocomment'] as const satisfies readonly ContentType[];
export type CreatableContentType = (typeof CREATABLE_CONTENT_TYPES)[number];
export const CreatableContentTypeSchema = z.enum(CREATABLE_CONTENT_TYPES);

/** Videocomment list by video: at most this many comments (sorted by videoTime). */
export const VIDEO_COMMENTS_LIMIT = 1000;
/** Filters per kind in one list request. */
export const CONTENT_FILTER_VALUES_MAX = 50;
/** Largest videoTime in seconds (a day). */
export const VIDEO_TIME_MAX = 86_400;
/** Tags on one item. */
export const CONTENT_TAGS_MAX = 50;

// ---- pure rules ----

/** Permissions of which any one lets a course member create an item of this type. */
export function contentCreatePermissions(type: ContentType): readonly CoursePermission[] {
  switch (type) {
    case 'news':
      return ['create_news'];
    case 'cmap':
      return ['create_content', 'create_file_content'];
    case 'dialog':
      return ['manage_dialog'];
    default:
      return ['create_content'];
  }
}

/** Whether a course permission map allows creating this type (videocomment also needs the video visible). */
export function canCreateContentType(permissions: PermissionMap | null | undefined, type: ContentType): boolean {
  return contentCreatePermissions(type).some((permission) => hasPermission(permissions, permission));
}

/** Comments need create_content in the course (guests cannot comment). */
export function canCommentContent(permissions: PermissionMap | null | undefined): boolean {
  return hasPermission(permissions, 'create_content');
}

/** Update/delete of an item or comment: its author, or a moderator (administer_course) of the course. */
export function canModifyContent(input: { isAuthor: boolean; permissions: PermissionMap | null | undefined }): boolean {
  return input.isAuthor || hasPermission(input.permissions, 'administer_course');
}

/** Video positions are kept in tenths of a second. */
export function roundVideoTime(seconds: number): number {
  return Math.round(seconds * 10) / 10;
}

/** App path of an item (content-details, or the video player at a video comment); null for other types. */
export function contentAppPath(item: { id: number; courseId: number; type: ContentType; videoId?: number | null }): string | null {
  switch (item.type) {
    case 'blog':
    case 'news':
    case 'cmap':
    case 'external_content':
      return coursePath(item.courseId, 'content-details', { kind: CONTENT_DETAIL_KIND[item.type], id: item.id });
    case 'videocomment':
      return item.videoId ? coursePath(item.courseId, 'video-player', { id: item.videoId, cid: item.id }) : null;
    default:
      return null;
  }
}

// ---- requests ----

export const ContentParamsSchema = z.object({ id: idParam });
export type ContentParams = z.infer<typeof ContentParamsSchema>;
export const ContentCommentParamsSchema = z.object({ id: idParam, cid: idParam });
export type ContentCommentParams = z.infer<typeof ContentCommentParamsSchema>;

const offsetParam = z.coerce.number().int().min(0).max(1_000_000_000).default(0);

/** One value or the repeated key (`type=a&type=b`): always a list. */
function listOf<T extends z.ZodType>(item: T) {
  return z.union([item, z.array(item).max(CONTENT_FILTER_VALUES_MAX)]).optional();
}
const typeList = listOf(ContentTypeSchema);
const idList = listOf(idParam);

function merge<T>(...values: (T | T[] | undefined)[]): T[] {
  const result: T[] = [];
  for (const value of values) {
    if (value === undefined) continue;
    for (const entry of [value].flat() as T[]) if (!result.includes(entry)) result.push(entry);
  }
  return result;
}

/**
 * `GET /content?og=…&type[]=…&assignmentId[]=…&uid[]=…&tid[]=…&offset=N` (also `type=` and repeated
 * keys). `videoId=X` lists every videocomment of that video instead (videoTime ascending, up to 1000).
 * Parsed into plain lists: { og, types, assignmentIds, uids, tids, videoId, offset }.
 */
export const ContentListQuerySchema = z
  .object({
    og: idParam,
    type: typeList,
    'type[]': typeList,
    assignmentId: idList,
    'assignmentId[]': idList,
    uid: idList,
    'uid[]': idList,
    tid: idList,
    'tid[]': idList,
    videoId: idParam.optional(),
    offset: offsetParam,
  })
  .transform((query) => ({
    og: query.og,
    types: merge(query.type, query['type[]']),
    assignmentIds: merge(query.assignmentId, query['assignmentId[]']),
    uids: merge(query.uid, query['uid[]']),
    tids: merge(query.tid, query['tid[]']),
    videoId: query.videoId ?? null,
    offset: query.offset,
  }));
export type ContentListQuery = z.output<typeof ContentListQuerySchema>;

/** `GET /content/filters?og=`. */
export const ContentFiltersQuerySchema = z.object({ og: idParam });
/** `POST /content?og=`. */
export const ContentCreateQuerySchema = z.object({ og: idParam });
/** `GET /content/{id}/comment?offset=`. */
export const ContentCommentListQuerySchema = z.object({ offset: offsetParam });

/** Rich text; the server sanitizes it (allowlist) before storing. */
const body = z.string().max(CONTENT_BODY_MAX);
/** Checked by the server (400 EXTERNAL_URL_INVALID) and the content form with externalUrlProblem (rules/content.ts). */
const externalUrl = z.string().trim().max(EXTERNAL_URL_MAX * 4);
const videoTime = z.number().finite().min(0).max(VIDEO_TIME_MAX).transform(roundVideoTime);
const tids = z.array(id).max(CONTENT_TAGS_MAX);

/** `POST /content?og=`: title is optional (defaults to '') for videocomment only. */
export const ContentCreateInputSchema = z
  .object({
    type: CreatableContentTypeSchema,
    title: z.string().trim().max(CONTENT_TITLE_MAX).optional(),
    body: body.default(''),
    assignmentId: id.nullable().optional(),
    tids: tids.optional(),
    externalUrl: externalUrl.optional(),
    video_id: id.optional(),
    videoTime: videoTime.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.type !== 'videocomment' && (input.title === undefined || input.title === '')) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'A title is required' });
    }
    if (input.type === 'external_content' && input.externalUrl === undefined) {
      ctx.addIssue({ code: 'custom', path: ['externalUrl'], message: 'An address is required' });
    }
    if (input.type !== 'external_content' && input.externalUrl !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['externalUrl'], message: 'Only external content has an address' });
    }
    if (input.type === 'videocomment') {
      if (input.video_id === undefined) ctx.addIssue({ code: 'custom', path: ['video_id'], message: 'A video is required' });
      if (input.videoTime === undefined) ctx.addIssue({ code: 'custom', path: ['videoTime'], message: 'A video time is required' });
    } else {
      if (input.video_id !== undefined) ctx.addIssue({ code: 'custom', path: ['video_id'], message: 'Only video comments link a video' });
      if (input.videoTime !== undefined) ctx.addIssue({ code: 'custom', path: ['videoTime'], message: 'Only video comments have a video time' });
    }
  });
export type ContentCreateInput = z.input<typeof ContentCreateInputSchema>;
export type ContentCreateData = z.output<typeof ContentCreateInputSchema>;

/** `PUT /content`: the id and the fields to change; absent ones stay. Type, course and video never change. */
export const ContentUpdateInputSchema = z.object({
  id,
  title: z.string().trim().max(CONTENT_TITLE_MAX).optional(),
  body: body.optional(),
  assignmentId: id.nullable().optional(),
  tids: tids.optional(),
  externalUrl: externalUrl.optional(),
  videoTime: videoTime.optional(),
});
export type ContentUpdateInput = z.input<typeof ContentUpdateInputSchema>;
export type ContentUpdateData = z.output<typeof ContentUpdateInputSchema>;

/** `POST /content/{id}/comment`. */
export const ContentCommentCreateInputSchema = z.object({
  commentText: z.string().max(CONTENT_COMMENT_MAX),
  assignmentId: id.nullable().optional(),
});
export type ContentCommentCreateInput = z.infer<typeof ContentCommentCreateInputSchema>;

/** `PUT /content/{id}/comment/{cid}`. */
export const ContentCommentUpdateInputSchema = z.object({
  commentText: z.string().max(CONTENT_COMMENT_MAX),
});
export type ContentCommentUpdateInput = z.infer<typeof ContentCommentUpdateInputSchema>;

// ---- responses ----

export const ContentAuthorSchema = z.object({ uid: id, name: z.string() });
export type ContentAuthor = z.infer<typeof ContentAuthorSchema>;

export const ContentTagSchema = z.object({ tid: id, name: z.string() });
export type ContentTag = z.infer<typeof ContentTagSchema>;

export const ContentItemSchema = z.object({
  id,
  type: ContentTypeSchema,
  title: z.string(),
  /** Sanitized HTML. */
  body: z.string(),
  /** Null when the author's account is gone. */
  author: ContentAuthorSchema.nullable(),
  created: isoDateTime,
  updated: isoDateTime,
  courseId: id,
  assignmentId: id.nullable(),
  tags: z.array(ContentTagSchema),
  externalUrl: z.string().nullable(),
  video_id: id.nullable(),
  /** Seconds, one decimal; videocomment only. */
  videoTime: z.number().nullable(),
  commentCount: z.number().int().nonnegative(),
  permissions: z.object({ update: z.boolean(), delete: z.boolean(), comment: z.boolean() }),
  /** Hidden by moderators after a report: only the course staff and the author see it (reports.ts). */
  moderation_hidden: z.boolean().optional(),
});
export type ContentItem = z.infer<typeof ContentItemSchema>;

export const ContentListResponseSchema = listPageSchema(
  ContentItemSchema,
  z
    .number()
    .int()
    .nonnegative()
    .describe('Items matching the filters: exact below 1,000; above, counted at most 2 s ago on this node (the items are always current).'),
);
export type ContentListResponse = z.infer<typeof ContentListResponseSchema>;

export const ContentFiltersResponseSchema = z.object({
  types: z.array(ContentTypeSchema),
  assignments: z.array(z.object({ id, title: z.string() })),
  authors: z.array(ContentAuthorSchema),
  tags: z.array(ContentTagSchema),
});
export type ContentFiltersResponse = z.infer<typeof ContentFiltersResponseSchema>;

export const ContentCommentSchema = z.object({
  id,
  contentId: id,
  /** Sanitized HTML. */
  commentText: z.string(),
  assignmentId: id.nullable(),
  author: ContentAuthorSchema.nullable(),
  created: isoDateTime,
  updated: isoDateTime,
  permissions: z.object({ update: z.boolean(), delete: z.boolean() }),
  /** Hidden by moderators after a report: only the course staff and the author see it (reports.ts). */
  moderation_hidden: z.boolean().optional(),
});
export type ContentComment = z.infer<typeof ContentCommentSchema>;

export const ContentCommentListResponseSchema = listPageSchema(ContentCommentSchema);
export type ContentCommentListResponse = z.infer<typeof ContentCommentListResponseSchema>;
