// Content data as the server sends it (contract-content.md), a course, and a fetch stand-in for this
// feature's web tests.
import type { ContentComment, ContentCommentListResponse, ContentFiltersResponse, ContentItem, ContentListResponse, Course } from '@campus/shared';
import { courseFixture as sharedCourseFixture, staffPermissions } from '../../../test/course-fixture.ts';
import { json, problem } from '../../../test/fake-api.ts';

export function contentFixture(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    id: 31,
    type: 'blog',
    title: 'What I learned about pressing',
    body: '<p>The <strong>trigger</strong> is the back pass.</p>',
    author: { uid: 9, name: 'Sam Student' },
    created: '2026-01-05T10:00:00.000Z',
    updated: '2026-01-05T10:00:00.000Z',
    courseId: 4,
    assignmentId: null,
    tags: [],
    externalUrl: null,
    video_id: null,
    videoTime: null,
    commentCount: 0,
    permissions: { update: true, delete: true, comment: true },
    ...overrides,
  };
}

export function listFixture(items: ContentItem[], { total = items.length, offset = 0 }: { total?: number; offset?: number } = {}): ContentListResponse {
  return { items, total, offset, limit: 10 };
}

export function commentFixture(overrides: Partial<ContentComment> = {}): ContentComment {
  return {
    id: 51,
    contentId: 31,
    commentText: '<p>Good observation.</p>',
    assignmentId: null,
    author: { uid: 3, name: 'Ian Instructor' },
    created: '2026-01-06T10:00:00.000Z',
    updated: '2026-01-06T10:00:00.000Z',
    permissions: { update: false, delete: false },
    ...overrides,
  };
}

export function commentListFixture(items: ContentComment[], { total = items.length, offset = 0 }: { total?: number; offset?: number } = {}): ContentCommentListResponse {
  return { items, total, offset, limit: 10 };
}

export function filtersFixture(overrides: Partial<ContentFiltersResponse> = {}): ContentFiltersResponse {
  return {
    types: ['blog', 'news'],
    assignments: [{ id: 11, title: 'Analyse a pressing trap' }],
    authors: [
      { uid: 3, name: 'Ian Instructor' },
      { uid: 9, name: 'Sam Student' },
    ],
    tags: [{ tid: 7, name: 'Pressing' }],
    ...overrides,
  };
}

/** The shared course, without progress, side menu or dashboard texts. */
export function courseFixture(overrides: Partial<Course> = {}): Course {
  return sharedCourseFixture({
    course_progress: { student_progress: 0 },
    menu_items: [],
    dashboard: { description: '', course_info: null, dashboard_info_title: null, dashboard_info: null, startdate: null, enddate: null },
    ...overrides,
  });
}

export { staffPermissions };

type Handler = (init: RequestInit, url: URL) => Response | Promise<Response>;

export interface FakeCall {
  method: string;
  /** Path below /api/rest with the decoded query, e.g. `/content?og=4&type[]=blog&offset=0`. */
  path: string;
  body: unknown;
  formData?: FormData;
}

/** Answers `METHOD /path?decoded-query` (or `METHOD /path` for any query); anything else is 404 NOT_FOUND. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init.method ?? 'GET';
    const pathname = url.pathname.replace(/^\/api\/rest/, '');
    const path = pathname + decodeURIComponent(url.search);
    calls.push({
      method,
      path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      ...(init.body instanceof FormData ? { formData: init.body } : {}),
    });
    const handler = routes[`${method} ${path}`] ?? routes[`${method} ${pathname}`];
    if (handler) return handler(init, url);
    return problem(404, 'NOT_FOUND');
  };
  return { fetch, calls };
}

export { json, problem };

export function noContent(): Response {
  return new Response(null, { status: 204 });
}
