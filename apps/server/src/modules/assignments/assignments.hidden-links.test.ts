// Issue 12, finding 5: an assignment the caller may not see (a draft, one for another target group or
// workgroup, a deleted one) answers exactly like one that does not exist on every route that takes an
// assignment id: linking content, comments, videos and uploads to it, filtering the content feed and
// the video lists by it, and the content feed's filter options. Staff keep linking what they see.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ContentFiltersResponseSchema, ContentListResponseSchema, VideoListResponseSchema, type Assignment, type ContentItem } from '@campus/shared';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments } from '../../db/schema/assignments.ts';
import { DEMO_COURSE_TITLES } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { CONTENT, createContent, insertVideo } from '../content/testing/content-fixtures.ts';
import { courseIdByTitle } from '../courses/testing/course-fixtures.ts';
import { tusCreate } from '../video-uploads/testing/video-fixtures.ts';
import { call, createAssignment, signInEveryone, type Caller, type Sessions } from './testing/assignment-fixtures.ts';

/** An id no assignment has: what every hidden assignment must look like. */
const MISSING_ID = 2_000_000_000;

let t: TestApp;
let dataDir: string;
let sessions: Sessions;
/** Coaching Basics: every demo role; the demo student is in workgroup Team Blue and in no target group. */
let courseId: number;
let openAssignment: Assignment;
let draft: Assignment;
let otherTargetGroup: Assignment;
/** The seeded "Team Red: match analysis" (the student is in Team Blue only). */
let otherWorkgroupId: number;
let deleted: Assignment;
/** Every assignment the demo student may not see, by what hides it. */
let hidden: Record<'draft' | 'otherTargetGroup' | 'otherWorkgroup' | 'deleted', number>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'campus-hidden-links-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  sessions = await signInEveryone(t.app, t.db);
  courseId = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  openAssignment = await createAssignment(t.app, sessions, { og: courseId, title: 'Open drill for everyone' });
  draft = await createAssignment(t.app, sessions, { og: courseId, title: 'Secret draft exam', status: 'draft' });
  otherTargetGroup = await createAssignment(t.app, sessions, { og: courseId, title: 'U14 coaches only', targetGroups: ['U14 coaches'] });
  const [teamRed] = await t.db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.courseId, courseId), eq(assignments.title, 'Team Red: match analysis')));
  if (!teamRed) throw new Error('the demo seed has no Team Red assignment');
  otherWorkgroupId = teamRed.id;
  deleted = await createAssignment(t.app, sessions, { og: courseId, title: 'Deleted again' });
  const removed = await call(t.app, sessions, 'instructor', `/api/rest/assignments/${deleted.id}`, { method: 'DELETE' });
  if (removed.statusCode !== 204) throw new Error(`delete failed: ${removed.statusCode} ${removed.body}`);
  hidden = { draft: draft.id, otherTargetGroup: otherTargetGroup.id, otherWorkgroup: otherWorkgroupId, deleted: deleted.id };
}, 60_000);

afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Status and body (parsed when JSON), the parts a caller could tell apart. */
function answer(response: LightMyRequestResponse): { status: number; body: unknown } {
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: isJson ? response.json() : response.body };
}

/**
 * Sends the request once with MISSING_ID and once with each hidden id; every hidden one must answer
 * exactly like the missing one, and that answer must be a refusal (4xx).
 */
async function expectRefusedLikeMissing(send: (assignmentId: number) => Promise<LightMyRequestResponse>): Promise<void> {
  const missing = answer(await send(MISSING_ID));
  expect(missing.status).toBeGreaterThanOrEqual(400);
  expect(missing.status).toBeLessThan(500);
  for (const [what, id] of Object.entries(hidden)) {
    expect(answer(await send(id)), `${what} (${id})`).toEqual(missing);
  }
}

function postContent(caller: Caller, payload: Record<string, unknown>) {
  return call(t.app, sessions, caller, `${CONTENT}?og=${courseId}`, { method: 'POST', payload });
}

function putContent(caller: Caller, payload: Record<string, unknown>) {
  return call(t.app, sessions, caller, CONTENT, { method: 'PUT', payload });
}

describe('POST /content', () => {
  it('refuses a hidden assignment to a student exactly like a missing one', async () => {
    await expectRefusedLikeMissing((assignmentId) => postContent('student', { type: 'blog', title: 'Sneaky', body: '<p>x</p>', assignmentId }));
  });

  it('lets the student link a visible assignment, and staff link what they see', async () => {
    expect((await postContent('student', { type: 'blog', title: 'Mine', body: '', assignmentId: openAssignment.id })).statusCode).toBe(201);
    expect((await postContent('instructor', { type: 'blog', title: 'Model answer', body: '', assignmentId: draft.id })).statusCode).toBe(201);
    expect((await postContent('mentor', { type: 'blog', title: 'Group note', body: '', assignmentId: otherTargetGroup.id })).statusCode).toBe(201);
  });
});

describe('PUT /content', () => {
  it('refuses a hidden assignment to a student exactly like a missing one', async () => {
    const item = await createContent(t.app, sessions, 'student', courseId, { type: 'blog', title: 'To relink', body: '' });
    await expectRefusedLikeMissing((assignmentId) => putContent('student', { id: item.id, assignmentId }));
  });

  it('keeps an unchanged link that has become hidden (the form sends it back on every save)', async () => {
    const later = await createAssignment(t.app, sessions, { og: courseId, title: 'Unpublished later' });
    const item = await createContent(t.app, sessions, 'student', courseId, { type: 'blog', title: 'Linked', body: '', assignmentId: later.id });
    const unpublished = await call(t.app, sessions, 'instructor', `/api/rest/assignments/${later.id}`, { method: 'PUT', payload: { status: 'draft' } });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    const saved = await putContent('student', { id: item.id, title: 'Linked, renamed', assignmentId: later.id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ContentItem>().assignmentId).toBe(later.id);
  });

  it('lets staff link a draft', async () => {
    const item = await createContent(t.app, sessions, 'student', courseId, { type: 'blog', title: 'Moderated', body: '' });
    const response = await putContent('instructor', { id: item.id, assignmentId: draft.id });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('POST /content/{id}/comment', () => {
  it('refuses a hidden assignment to a student exactly like a missing one', async () => {
    const item = await createContent(t.app, sessions, 'instructor', courseId, { type: 'blog', title: 'Discuss', body: '' });
    await expectRefusedLikeMissing((assignmentId) =>
      call(t.app, sessions, 'student', `${CONTENT}/${item.id}/comment`, { method: 'POST', payload: { commentText: 'Hi', assignmentId } }),
    );
  });

  it("accepts the item's own link (the web sends it with every comment), and staff linking a draft", async () => {
    const item = await createContent(t.app, sessions, 'instructor', courseId, { type: 'blog', title: 'On the draft', body: '', assignmentId: draft.id });
    const own = await call(t.app, sessions, 'student', `${CONTENT}/${item.id}/comment`, {
      method: 'POST',
      payload: { commentText: 'Question', assignmentId: draft.id },
    });
    expect(own.statusCode, own.body).toBe(201);
    const other = await createContent(t.app, sessions, 'instructor', courseId, { type: 'blog', title: 'Unlinked', body: '' });
    const staff = await call(t.app, sessions, 'instructor', `${CONTENT}/${other.id}/comment`, {
      method: 'POST',
      payload: { commentText: 'Feedback', assignmentId: draft.id },
    });
    expect(staff.statusCode, staff.body).toBe(201);
  });
});

describe('GET /content', () => {
  it('filtered by a hidden assignment answers like a missing one, and never lists its items', async () => {
    const linked = await createContent(t.app, sessions, 'instructor', courseId, { type: 'blog', title: 'Draft material', body: '', assignmentId: draft.id });
    const feed = (caller: Caller, ids: readonly number[]) =>
      call(t.app, sessions, caller, `${CONTENT}?og=${courseId}${ids.map((id) => `&assignmentId[]=${id}`).join('')}`);
    const missing = answer(await feed('student', [MISSING_ID]));
    expect(missing.status).toBe(200);
    expect(ContentListResponseSchema.parse(missing.body).total).toBe(0);
    for (const [what, id] of Object.entries(hidden)) {
      expect(answer(await feed('student', [id])), what).toEqual(missing);
    }
    // A hidden id next to a visible one narrows nothing beyond what the visible one lists.
    const openOnly = ContentListResponseSchema.parse((await feed('student', [openAssignment.id])).json());
    const mixed = ContentListResponseSchema.parse((await feed('student', [openAssignment.id, draft.id])).json());
    expect(mixed.items.map((item) => item.id)).toEqual(openOnly.items.map((item) => item.id));
    expect(mixed.items.map((item) => item.id)).not.toContain(linked.id);
    // Staff filter by the draft and find its item.
    const staff = ContentListResponseSchema.parse((await feed('instructor', [draft.id])).json());
    expect(staff.items.map((item) => item.id)).toContain(linked.id);
  });
});

describe('GET /content/filters', () => {
  it('offers a student only the assignments they may see; staff see every linked one', async () => {
    for (const assignmentId of [openAssignment.id, draft.id, otherTargetGroup.id, otherWorkgroupId]) {
      await createContent(t.app, sessions, 'instructor', courseId, { type: 'blog', title: `Linked to ${assignmentId}`, body: '', assignmentId });
    }
    const titles = async (caller: Caller) => {
      const response = await call(t.app, sessions, caller, `${CONTENT}/filters?og=${courseId}`);
      expect(response.statusCode, response.body).toBe(200);
      return ContentFiltersResponseSchema.parse(response.json()).assignments.map((assignment) => assignment.title);
    };
    const student = await titles('student');
    expect(student).toContain(openAssignment.title);
    expect(student).not.toContain(draft.title);
    expect(student).not.toContain(otherTargetGroup.title);
    expect(student).not.toContain('Team Red: match analysis');
    expect(await titles('instructor')).toEqual(expect.arrayContaining([openAssignment.title, draft.title, otherTargetGroup.title, 'Team Red: match analysis']));
    // The mentor sees every published assignment, not the draft.
    const mentor = await titles('mentor');
    expect(mentor).toEqual(expect.arrayContaining([openAssignment.title, otherTargetGroup.title, 'Team Red: match analysis']));
    expect(mentor).not.toContain(draft.title);
  });
});

describe('PUT /videos/{id}', () => {
  it('refuses a hidden assignment to the owner exactly like a missing one', async () => {
    const videoId = await insertVideo(t.db, courseId, 'My drill', { ownerId: sessions.student.uid });
    await expectRefusedLikeMissing((assignmentId) =>
      call(t.app, sessions, 'student', `/api/rest/videos/${videoId}`, { method: 'PUT', payload: { assignmentId } }),
    );
  });

  it('keeps an unchanged link and lets staff link a draft', async () => {
    const videoId = await insertVideo(t.db, courseId, 'Old homework', { ownerId: sessions.student.uid, assignmentId: otherWorkgroupId });
    const renamed = await call(t.app, sessions, 'student', `/api/rest/videos/${videoId}`, {
      method: 'PUT',
      payload: { title: 'Old homework, renamed', assignmentId: otherWorkgroupId },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const staff = await call(t.app, sessions, 'instructor', `/api/rest/videos/${videoId}`, { method: 'PUT', payload: { assignmentId: draft.id } });
    expect(staff.statusCode, staff.body).toBe(200);
  });
});

describe('GET /videos/{type}', () => {
  it('filtered by a hidden assignment answers like a missing one; staff find the video', async () => {
    const videoId = await insertVideo(t.db, courseId, 'Draft solution', { ownerId: sessions.instructor.uid, assignmentId: draft.id });
    const list = (caller: Caller, type: string, id: number) =>
      call(t.app, sessions, caller, `/api/rest/videos/${type}?og=${courseId}&assignmentId[]=${id}`);
    for (const type of ['all', 'own', 'shared']) {
      const missing = answer(await list('student', type, MISSING_ID));
      expect(missing.status).toBe(200);
      expect(VideoListResponseSchema.parse(missing.body).total).toBe(0);
      for (const [what, id] of Object.entries(hidden)) {
        expect(answer(await list('student', type, id)), `${type} ${what}`).toEqual(missing);
      }
    }
    const staff = VideoListResponseSchema.parse((await list('instructor', 'all', draft.id)).json());
    expect(staff.items.map((item) => item.id)).toContain(videoId);
  });
});

describe('POST /upload_session (tus metadata `assignment`)', () => {
  const metadata = (assignment: number) => ({ og_id: String(courseId), title: 'Upload', filename: 'clip.mp4', filetype: 'video/mp4', assignment: String(assignment) });

  it('refuses a hidden assignment to a student exactly like a missing one', async () => {
    await expectRefusedLikeMissing((assignmentId) => tusCreate(t.app, sessions.student.accessToken, 1000, metadata(assignmentId)));
  });

  it('lets staff start an upload for a draft', async () => {
    const response = await tusCreate(t.app, sessions.instructor.accessToken, 1000, metadata(draft.id));
    expect(response.statusCode, response.body).toBe(201);
  });
});
