// Course documents, route × role: 401 without a token, 403/404 for the wrong caller, 400 for bad input,
// and the happy path of every route; plus the folder rules (unique names, no cycles, depth ≤ 10).
import {
  COURSE_DOCUMENT_ERROR_CODES,
  COURSE_DOCUMENT_LIMITS,
  CourseDocumentsResponseSchema,
  CourseFileSchema,
  CourseFolderSchema,
  ERROR_CODES,
  type CourseFile,
  type CourseFolder,
  type Problem,
} from '@campus/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { COURSE_CALLERS, call as callAs, multipartBody, openDocumentsWorld } from './testing/course-document-fixtures.ts';
import type { CallOptions, Caller, DocumentsWorld, MultipartFile, Sessions } from './testing/course-document-fixtures.ts';

const BASE = '/api/rest/course-documents';

let world: DocumentsWorld;
let t: TestApp;
let sessions: Sessions;
let basics: number;
/** The demo student and guest are not members of the Compact Refresher. */
let refresher: number;

beforeAll(async () => {
  world = await openDocumentsWorld('course-docs');
  ({ t, sessions, basics, refresher } = world);
});

afterAll(async () => {
  await world?.close();
});

function call(app: FastifyInstance, caller: Caller, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  return callAs(app, sessions, caller, url, options);
}

function upload(caller: Caller, courseId: number, files: readonly MultipartFile[], folderId?: number): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipartBody(files);
  const query = folderId === undefined ? '' : `&folderId=${folderId}`;
  return call(t.app, caller, `${BASE}/files?og=${courseId}${query}`, { method: 'POST', payload: body, headers: { 'content-type': contentType } });
}

let counter = 0;
async function newFolder(name = `Folder ${++counter}`, parentId: number | null = null, courseId = basics): Promise<CourseFolder> {
  const response = await call(t.app, 'instructor', `${BASE}/folders?og=${courseId}`, { method: 'POST', payload: { name, parentId } });
  if (response.statusCode !== 201) throw new Error(`folder: ${response.statusCode} ${response.body}`);
  return CourseFolderSchema.parse(response.json());
}

async function newFile(caller: Caller = 'instructor', folderId?: number, fileName = 'notes.txt'): Promise<CourseFile> {
  const response = await upload(caller, basics, [{ fileName, contentType: 'text/plain', content: 'some notes' }], folderId);
  if (response.statusCode !== 201) throw new Error(`file: ${response.statusCode} ${response.body}`);
  return CourseFileSchema.parse(response.json());
}

async function list(caller: Caller, courseId = basics) {
  const response = await call(t.app, caller, `${BASE}?og=${courseId}`);
  expect(response.statusCode, response.body).toBe(200);
  return CourseDocumentsResponseSchema.parse(response.json());
}

describe('GET /course-documents', () => {
  it('is 401 without a token', async () => {
    expect((await call(t.app, 'anonymous', `${BASE}?og=${basics}`)).statusCode).toBe(401);
  });

  it('is 404 for someone outside the course, and for a member of another course', async () => {
    expect((await call(t.app, 'nonMember', `${BASE}?og=${basics}`)).statusCode).toBe(404);
    expect((await call(t.app, 'guest', `${BASE}?og=${refresher}`)).statusCode).toBe(404);
  });

  it('is 400 without a valid course id', async () => {
    expect((await call(t.app, 'student', BASE)).statusCode).toBe(400);
    expect((await call(t.app, 'student', `${BASE}?og=abc`)).statusCode).toBe(400);
  });

  it('lists the demo Material folder and its files for every role, with what each may do', async () => {
    const expected = {
      student: { createFolder: false, upload: false },
      guest: { createFolder: false, upload: false },
      mentor: { createFolder: false, upload: true },
      instructor: { createFolder: true, upload: true },
      manager: { createFolder: true, upload: true },
      admin: { createFolder: true, upload: true },
    } as const;
    for (const role of COURSE_CALLERS) {
      const documents = await list(role);
      expect(documents.permissions, role).toEqual(expected[role]);
      const material = documents.folders.find((folder) => folder.name === 'Material' && folder.parentId === null);
      expect(material, role).toBeDefined();
      const files = documents.files.filter((file) => file.folderId === material?.id).map((file) => file.fileName);
      expect(files.sort(), role).toEqual(['Course guide.pdf', 'Reading list.txt']);
    }
  });

  it('marks only the files a caller may delete: own uploads, and any file for moderators', async () => {
    const mine = await newFile('mentor', undefined, 'mentor-file.txt');
    const byMentor = (await list('mentor')).files.find((file) => file.id === mine.id);
    expect(byMentor?.permissions.delete).toBe(true);
    expect(byMentor?.createdBy?.name).toBe('Max Mentor');
    expect((await list('student')).files.find((file) => file.id === mine.id)?.permissions.delete).toBe(false);
    expect((await list('instructor')).files.find((file) => file.id === mine.id)?.permissions.delete).toBe(true);
  });

  it('applies student mode: an instructor in student mode may not create folders', async () => {
    const response = await call(t.app, 'instructor', `${BASE}?og=${basics}`, { studentMode: true });
    expect(CourseDocumentsResponseSchema.parse(response.json()).permissions.createFolder).toBe(false);
  });
});

describe('POST /course-documents/folders', () => {
  const url = () => `${BASE}/folders?og=${basics}`;

  it('is 401 without a token', async () => {
    expect((await call(t.app, 'anonymous', url(), { method: 'POST', payload: { name: 'x', parentId: null } })).statusCode).toBe(401);
  });

  it('is 403 for students, mentors and guests, and 404 outside the course', async () => {
    for (const role of ['student', 'mentor', 'guest'] as const) {
      const response = await call(t.app, role, url(), { method: 'POST', payload: { name: `By ${role}`, parentId: null } });
      expect(response.statusCode, role).toBe(403);
    }
    expect((await call(t.app, 'nonMember', url(), { method: 'POST', payload: { name: 'x', parentId: null } })).statusCode).toBe(404);
    expect((await call(t.app, 'student', `${BASE}/folders?og=${refresher}`, { method: 'POST', payload: { name: 'x', parentId: null } })).statusCode).toBe(404);
  });

  it('is 400 for unusable names', async () => {
    for (const name of ['', '   ', '.', '..', 'a/b', 'a\\b', 'bell\u0007', 'nul\u0000', 'x'.repeat(COURSE_DOCUMENT_LIMITS.folderNameMax + 1), '\u202Eevil']) {
      const response = await call(t.app, 'instructor', url(), { method: 'POST', payload: { name, parentId: null } });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json<Problem>().code).toBe(ERROR_CODES.VALIDATION_FAILED);
    }
  });

  it('creates top-level and nested folders (name trimmed, whitespace collapsed)', async () => {
    for (const role of ['instructor', 'manager', 'admin'] as const) {
      const response = await call(t.app, role, url(), { method: 'POST', payload: { name: `  Week   1 ${role} `, parentId: null } });
      expect(response.statusCode, response.body).toBe(201);
      const folder = CourseFolderSchema.parse(response.json());
      expect(folder).toMatchObject({ name: `Week 1 ${role}`, parentId: null });
      const child = await call(t.app, role, url(), { method: 'POST', payload: { name: 'Slides', parentId: folder.id } });
      expect(child.statusCode).toBe(201);
      expect(child.json<CourseFolder>().parentId).toBe(folder.id);
    }
  });

  it('is 409 FOLDER_NAME_TAKEN for a sibling with the same name in any case, fine under another parent', async () => {
    const parent = await newFolder('Unique parent');
    await newFolder('Handouts', parent.id);
    const again = await call(t.app, 'instructor', url(), { method: 'POST', payload: { name: 'HANDOUTS', parentId: parent.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json<Problem>().code).toBe(COURSE_DOCUMENT_ERROR_CODES.folderNameTaken);
    const elsewhere = await call(t.app, 'instructor', url(), { method: 'POST', payload: { name: 'Handouts', parentId: null } });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('is 404 for a parent of another course', async () => {
    const foreign = await newFolder('Refresher folder', null, refresher);
    const response = await call(t.app, 'instructor', url(), { method: 'POST', payload: { name: 'Child', parentId: foreign.id } });
    expect(response.statusCode).toBe(404);
  });

  it('keeps folders at most 10 levels deep', async () => {
    let parent: number | null = null;
    for (let level = 1; level <= COURSE_DOCUMENT_LIMITS.folderDepthMax; level += 1) parent = (await newFolder(`Deep ${level}`, parent)).id;
    const response = await call(t.app, 'instructor', url(), { method: 'POST', payload: { name: 'Too deep', parentId: parent } });
    expect(response.statusCode).toBe(400);
    expect(response.json<Problem>().code).toBe(COURSE_DOCUMENT_ERROR_CODES.folderDepthExceeded);
  });
});

describe('PUT /course-documents/folders/{id}', () => {
  it('is 401 without a token, 403 without create_course_folders, 404 outside the course', async () => {
    const folder = await newFolder();
    const put = (caller: Caller) => call(t.app, caller, `${BASE}/folders/${folder.id}`, { method: 'PUT', payload: { name: 'Renamed' } });
    expect((await put('anonymous')).statusCode).toBe(401);
    for (const role of ['student', 'mentor', 'guest'] as const) expect((await put(role)).statusCode, role).toBe(403);
    expect((await put('nonMember')).statusCode).toBe(404);
    expect((await call(t.app, 'instructor', `${BASE}/folders/999999`, { method: 'PUT', payload: { name: 'x' } })).statusCode).toBe(404);
  });

  it('is 400 for an empty body, a bad name or a bad id', async () => {
    const folder = await newFolder();
    expect((await call(t.app, 'instructor', `${BASE}/folders/${folder.id}`, { method: 'PUT', payload: {} })).statusCode).toBe(400);
    expect((await call(t.app, 'instructor', `${BASE}/folders/${folder.id}`, { method: 'PUT', payload: { name: '../x' } })).statusCode).toBe(400);
    expect((await call(t.app, 'instructor', `${BASE}/folders/abc`, { method: 'PUT', payload: { name: 'x' } })).statusCode).toBe(400);
  });

  it('renames (instructor, manager, admin) and refuses a sibling’s name', async () => {
    const folder = await newFolder();
    for (const role of ['instructor', 'manager', 'admin'] as const) {
      const response = await call(t.app, role, `${BASE}/folders/${folder.id}`, { method: 'PUT', payload: { name: `Renamed by ${role}` } });
      expect(response.statusCode, response.body).toBe(200);
      expect(CourseFolderSchema.parse(response.json()).name).toBe(`Renamed by ${role}`);
    }
    const taken = await call(t.app, 'instructor', `${BASE}/folders/${folder.id}`, { method: 'PUT', payload: { name: 'material' } });
    expect(taken.statusCode).toBe(409);
    // Its own name in another case is fine.
    const self = await call(t.app, 'instructor', `${BASE}/folders/${folder.id}`, { method: 'PUT', payload: { name: 'RENAMED BY ADMIN' } });
    expect(self.statusCode).toBe(200);
  });

  it('moves a folder, but never into itself or its own subfolder, nor too deep', async () => {
    const top = await newFolder('Move top');
    const child = await newFolder('Move child', top.id);
    const other = await newFolder('Move other');
    const moved = await call(t.app, 'instructor', `${BASE}/folders/${other.id}`, { method: 'PUT', payload: { parentId: top.id } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<CourseFolder>().parentId).toBe(top.id);
    for (const parentId of [top.id, child.id]) {
      const cycle = await call(t.app, 'instructor', `${BASE}/folders/${top.id}`, { method: 'PUT', payload: { parentId } });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json<Problem>().code).toBe(COURSE_DOCUMENT_ERROR_CODES.folderCycle);
    }
    const back = await call(t.app, 'instructor', `${BASE}/folders/${other.id}`, { method: 'PUT', payload: { parentId: null } });
    expect(back.json<CourseFolder>().parentId).toBeNull();

    let deep: number | null = null;
    for (let level = 1; level <= 9; level += 1) deep = (await newFolder(`Chain ${level}`, deep)).id;
    // top + child is two levels: below level 9 that makes 11.
    const tooDeep = await call(t.app, 'instructor', `${BASE}/folders/${top.id}`, { method: 'PUT', payload: { parentId: deep } });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json<Problem>().code).toBe(COURSE_DOCUMENT_ERROR_CODES.folderDepthExceeded);
  });
});

describe('DELETE /course-documents/folders/{id}', () => {
  it('is 401 without a token, 403 without create_course_folders, 404 outside the course or when gone', async () => {
    const folder = await newFolder();
    const del = (caller: Caller) => call(t.app, caller, `${BASE}/folders/${folder.id}`, { method: 'DELETE' });
    expect((await del('anonymous')).statusCode).toBe(401);
    for (const role of ['student', 'mentor', 'guest'] as const) expect((await del(role)).statusCode, role).toBe(403);
    expect((await del('nonMember')).statusCode).toBe(404);
    expect((await call(t.app, 'instructor', `${BASE}/folders/0`, { method: 'DELETE' })).statusCode).toBe(400);
    expect((await del('instructor')).statusCode).toBe(204);
    expect((await del('instructor')).statusCode).toBe(404);
  });

  it('deletes subfolders and files with it, and their bytes', async () => {
    const top = await newFolder('Delete me');
    const sub = await newFolder('Sub', top.id);
    const file = await newFile('instructor', sub.id, 'inside.txt');
    expect((await call(t.app, 'student', `${BASE}/files/${file.id}/download`)).statusCode).toBe(200);
    expect((await call(t.app, 'manager', `${BASE}/folders/${top.id}`, { method: 'DELETE' })).statusCode).toBe(204);
    const documents = await list('instructor');
    expect(documents.folders.map((folder) => folder.id)).not.toContain(sub.id);
    expect(documents.files.map((entry) => entry.id)).not.toContain(file.id);
    expect((await call(t.app, 'student', `${BASE}/files/${file.id}/download`)).statusCode).toBe(404);
  });
});

describe('course settings', () => {
  it('lets students upload where the course allows member files, and delete only their own', async () => {
    const [row] = await t.db.select({ settings: courses.settings }).from(courses).where(eq(courses.id, basics));
    await t.db.update(courses).set({ settings: { ...row?.settings, memberFilesEnabled: true } }).where(eq(courses.id, basics));
    try {
      expect((await list('student')).permissions).toEqual({ createFolder: false, upload: true });
      const own = await newFile('student', undefined, 'student-work.txt');
      const other = await newFile('mentor', undefined, 'mentor-work.txt');
      expect((await call(t.app, 'student', `${BASE}/files/${other.id}`, { method: 'DELETE' })).statusCode).toBe(403);
      expect((await call(t.app, 'student', `${BASE}/files/${own.id}`, { method: 'DELETE' })).statusCode).toBe(204);
    } finally {
      await t.db.update(courses).set({ settings: row?.settings ?? {} }).where(eq(courses.id, basics));
    }
  });
});

describe('OpenAPI', () => {
  it('describes every course documents route with its request schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>> }>().paths;
    expect(Object.keys(paths).filter((key) => key.startsWith(BASE)).sort()).toEqual([
      BASE,
      `${BASE}/files`,
      `${BASE}/files/{id}`,
      `${BASE}/files/{id}/download`,
      `${BASE}/folders`,
      `${BASE}/folders/{id}`,
    ]);
    const create = paths[`${BASE}/folders`]?.post?.requestBody?.content['application/json']?.schema;
    expect(JSON.stringify(create)).toContain('"name"');
    expect(JSON.stringify(create)).toContain('"parentId"');
  });
});
