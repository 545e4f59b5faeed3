// Test data and a fake API (a fetch that answers by "METHOD /path?query") for the course documents screens.
import type { CourseDocumentsResponse, CourseFile, CourseFolder } from '@campus/shared';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}
type Handler = (init: RequestInit, call: RecordedCall) => Response | Promise<Response>;

export function fakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init.method ?? 'GET';
    const pathname = url.pathname.replace(/^\/api\/rest/, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call = { method, path: pathname + url.search, body };
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

export const course = { og_id: 4, label: 'Coaching Basics' };

export function folderFixture(overrides: Partial<CourseFolder> & { id: number }): CourseFolder {
  return { parentId: null, name: `Folder ${overrides.id}`, createdBy: { uid: 2, name: 'Ian Instructor' }, created: '2026-01-05T10:00:00.000Z', ...overrides };
}

export function fileFixture(overrides: Partial<CourseFile> & { id: number }): CourseFile {
  return {
    folderId: null,
    fileName: `file-${overrides.id}.txt`,
    contentType: 'text/plain',
    size: 2048,
    createdBy: { uid: 2, name: 'Ian Instructor' },
    created: '2026-01-05T10:00:00.000Z',
    permissions: { delete: false },
    ...overrides,
  };
}

export function documentsFixture(overrides: Partial<CourseDocumentsResponse> = {}): CourseDocumentsResponse {
  return {
    folders: [folderFixture({ id: 10, name: 'Material' }), folderFixture({ id: 11, name: 'Week 1', parentId: 10 })],
    files: [
      fileFixture({ id: 20, folderId: 10, fileName: 'Course guide.pdf', contentType: 'application/pdf', size: 600 }),
      fileFixture({ id: 21, folderId: 11, fileName: 'drills.txt' }),
      fileFixture({ id: 22, folderId: null, fileName: 'welcome.txt' }),
    ],
    permissions: { createFolder: false, upload: false },
    ...overrides,
  };
}
