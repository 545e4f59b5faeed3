// Video and comment data as the server sends them, a fetch stand-in and course props, for this
// feature's web tests.
import type { ContentComment, ContentItem, Course, Video, VideoListResponse } from '@campus/shared';

export function videoFixture(overrides: Partial<Video> = {}): Video {
  const id = overrides.id ?? 31;
  return {
    id,
    title: 'Pressing drill',
    courseId: 4,
    status: 'ready',
    failureReason: null,
    owner: { uid: 21, name: 'Sam Student' },
    assignmentId: null,
    created: '2026-01-05T10:00:00.000Z',
    updated: '2026-01-05T10:00:00.000Z',
    duration: 20,
    width: 1280,
    height: 720,
    posterUrl: `/api/rest/videos/${id}/poster?exp=1&sig=a`,
    playerURL: `/api/rest/videos/${id}/stream?exp=1&sig=b`,
    tags: [],
    topics: [],
    videoCategories: [],
    visibility: 'course',
    userIds: [],
    player: { type: 'html5', poster: null, sources: [] },
    permissions: { update: false, delete: false, update_access: false },
    commentCount: 0,
    splitscreens: [],
    ...overrides,
  };
}

export function videoList(items: Video[], overrides: Partial<VideoListResponse> = {}): VideoListResponse {
  return { items, total: items.length, offset: 0, limit: 16, ...overrides };
}

export function commentFixture(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    id: 501,
    type: 'videocomment',
    title: '',
    body: '<p>Look at the back line here.</p>',
    author: { uid: 30, name: 'Ina Instructor' },
    created: '2026-01-06T10:00:00.000Z',
    updated: '2026-01-06T10:00:00.000Z',
    courseId: 4,
    assignmentId: null,
    tags: [],
    externalUrl: null,
    video_id: 31,
    videoTime: 2,
    commentCount: 0,
    permissions: { update: false, delete: false, comment: true },
    ...overrides,
  };
}

export function replyFixture(overrides: Partial<ContentComment> = {}): ContentComment {
  return {
    id: 801,
    contentId: 501,
    commentText: '<p>Agreed.</p>',
    assignmentId: null,
    author: { uid: 21, name: 'Sam Student' },
    created: '2026-01-06T11:00:00.000Z',
    updated: '2026-01-06T11:00:00.000Z',
    permissions: { update: true, delete: true },
    ...overrides,
  };
}

type CourseProps = Pick<Course, 'og_id' | 'label' | 'permissions'>;

export const studentCourse: CourseProps = {
  og_id: 4,
  label: 'Coaching Basics',
  permissions: { create_content: 1, upload_video: 1 },
};

export const guestCourse: CourseProps = { og_id: 4, label: 'Coaching Basics', permissions: {} };

export const instructorCourse: CourseProps = {
  og_id: 4,
  label: 'Coaching Basics',
  permissions: { administer_course: 1, upload_video: 1, manage_videos: 1, create_content: 1 },
};

export interface RecordedCall {
  method: string;
  /** Path beneath the REST base, with the query (decoded). */
  path: string;
  body: unknown;
}

type Handler = (init: RequestInit, call: RecordedCall) => Response | Promise<Response>;

/** A fetch stand-in answering `METHOD /path?query` (or `METHOD /path`); unknown requests are 404 problems. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init.method ?? 'GET';
    const pathname = url.pathname.replace(/^\/api\/rest/, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call = { method, path: pathname + decodeURIComponent(url.search), body };
    calls.push(call);
    const handler = routes[`${method} ${call.path}`] ?? routes[`${method} ${pathname}`];
    return handler ? handler(init, call) : problem(404, 'NOT_FOUND');
  };
  return { fetch, calls };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function problem(status: number, code: string): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: code, status, code }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}
