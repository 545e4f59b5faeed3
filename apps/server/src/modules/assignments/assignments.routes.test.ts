// Every assignment route × every role of issue 6 (student, mentor, instructor, manager, guest, non-member)
// plus anonymous (401) and a bad request (400), on the seeded demo campus.
import {
  AssignmentCockpitSchema,
  AssignmentFormOptionsSchema,
  AssignmentListResponseSchema,
  AssignmentProgressResponseSchema,
  AssignmentSchema,
  AssignmentsCourseCockpitSchema,
  COURSE_ERROR_CODES,
  COURSE_ROLE,
  XLSX_CONTENT_TYPE,
  type Problem,
} from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COURSE_TITLES } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addMember, courseIdByTitle, createUser } from '../courses/testing/course-fixtures.ts';
import { EVERY_MEMBER, call, createAssignment, describeRouteTable, signInEveryone, upload } from './testing/assignment-fixtures.ts';
import type { Expected, RouteCase, Sessions, TableRole } from './testing/assignment-fixtures.ts';

let t: TestApp;
let sessions: Sessions;
let courseId: number;
/** A published assignment for everyone in Coaching Basics, with one attachment. */
let assignmentId: number;
let attachmentId: number;
/** A second student of Coaching Basics, whose status staff set. */
let peerUid: number;

beforeAll(async () => {
  t = await buildTestApp();
  sessions = await signInEveryone(t.app, t.db);
  courseId = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
  peerUid = await createUser(t.db, { email: 'peer@example.org' });
  await addMember(t.db, courseId, peerUid, COURSE_ROLE.student);
  const assignment = await createAssignment(t.app, sessions, { og: courseId, title: 'Matrix assignment', description: '<p>Work</p>' });
  assignmentId = assignment.id;
  const uploaded = await upload(t.app, sessions, 'instructor', assignmentId, [
    { fileName: 'plan.txt', contentType: 'text/plain', content: 'the plan' },
  ]);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  attachmentId = uploaded.json<{ id: number }>().id;
});

afterAll(async () => {
  await t?.close();
});

const MANAGERS_ONLY = (ok: number): Expected => ({
  student: 403,
  mentor: 403,
  instructor: ok,
  manager: ok,
  guest: 403,
  nonMember: 404,
});

async function freshAssignment(): Promise<number> {
  return (await createAssignment(t.app, sessions, { og: courseId, title: 'To be deleted' })).id;
}

async function freshAttachment(): Promise<number> {
  const response = await upload(t.app, sessions, 'instructor', assignmentId, [
    { fileName: 'extra.txt', contentType: 'text/plain', content: 'extra' },
  ]);
  return response.json<{ id: number }>().id;
}

const cases: RouteCase[] = [
  {
    name: 'GET /assignments?og=',
    expected: EVERY_MEMBER,
    request: (caller) => call(t.app, sessions, caller, `/api/rest/assignments?og=${courseId}&includeVideos=false`),
    badRequest: () => call(t.app, sessions, 'student', '/api/rest/assignments?og=abc'),
    check: (response) => {
      const body = AssignmentListResponseSchema.parse(response.json());
      expect(body.items.map((item) => item.id)).toContain(assignmentId);
    },
  },
  {
    name: 'GET /assignments/{id}',
    expected: EVERY_MEMBER,
    request: (caller) => call(t.app, sessions, caller, `/api/rest/assignments/${assignmentId}`),
    badRequest: () => call(t.app, sessions, 'student', '/api/rest/assignments/not-a-number'),
    check: (response) => expect(AssignmentSchema.parse(response.json()).title).toBe('Matrix assignment'),
  },
  {
    name: 'POST /assignments',
    expected: MANAGERS_ONLY(201),
    request: (caller) => call(t.app, sessions, caller, '/api/rest/assignments', { method: 'POST', payload: { og: courseId, title: `By ${caller}` } }),
    badRequest: () => call(t.app, sessions, 'instructor', '/api/rest/assignments', { method: 'POST', payload: { og: courseId, title: '' } }),
    check: (response) => expect(AssignmentSchema.parse(response.json()).courseId).toBe(courseId),
  },
  {
    name: 'PUT /assignments/{id}',
    expected: MANAGERS_ONLY(200),
    request: (caller) =>
      call(t.app, sessions, caller, `/api/rest/assignments/${assignmentId}`, { method: 'PUT', payload: { dueDate: '2030-01-31T12:00:00Z' } }),
    badRequest: () =>
      call(t.app, sessions, 'instructor', `/api/rest/assignments/${assignmentId}`, { method: 'PUT', payload: { dueDate: 'next week' } }),
    check: (response) => expect(AssignmentSchema.parse(response.json()).dueDate).toBe('2030-01-31T12:00:00.000Z'),
  },
  {
    name: 'DELETE /assignments/{id}',
    expected: MANAGERS_ONLY(204),
    request: async (caller) => call(t.app, sessions, caller, `/api/rest/assignments/${await freshAssignment()}`, { method: 'DELETE' }),
    badRequest: () => call(t.app, sessions, 'instructor', '/api/rest/assignments/0', { method: 'DELETE' }),
  },
  {
    name: 'PUT /assignments/{id}/progress (own status)',
    // Only learners have a status; staff and guests are refused with their own code.
    expected: { student: 200, mentor: 403, instructor: 403, manager: 403, guest: 403, nonMember: 404 },
    forbiddenCode: 'ASSIGNMENT_PROGRESS_NOT_TRACKED',
    request: (caller) =>
      call(t.app, sessions, caller, `/api/rest/assignments/${assignmentId}/progress`, { method: 'PUT', payload: { status: 'in_progress' } }),
    badRequest: () =>
      call(t.app, sessions, 'student', `/api/rest/assignments/${assignmentId}/progress`, { method: 'PUT', payload: { status: 'done' } }),
    check: (response) => expect(AssignmentProgressResponseSchema.parse(response.json()).status).toBe('in_progress'),
  },
  {
    name: 'PUT /assignments/{id}/progress (a member’s status, uid)',
    expected: { student: 403, mentor: 403, instructor: 200, manager: 200, guest: 403, nonMember: 404 },
    request: (caller) =>
      call(t.app, sessions, caller, `/api/rest/assignments/${assignmentId}/progress`, {
        method: 'PUT',
        payload: { status: 'in_progress', uid: peerUid },
      }),
    badRequest: () =>
      call(t.app, sessions, 'instructor', `/api/rest/assignments/${assignmentId}/progress`, {
        method: 'PUT',
        payload: { status: 'in_progress', uid: -1 },
      }),
    check: (response) => expect(AssignmentProgressResponseSchema.parse(response.json()).uid).toBe(peerUid),
  },
  {
    name: 'GET /assignments/options?og=',
    expected: MANAGERS_ONLY(200),
    request: (caller) => call(t.app, sessions, caller, `/api/rest/assignments/options?og=${courseId}`),
    badRequest: () => call(t.app, sessions, 'instructor', '/api/rest/assignments/options'),
    check: (response) => expect(AssignmentFormOptionsSchema.parse(response.json()).workgroups.map((g) => g.name)).toEqual(['Team Blue', 'Team Red']),
  },
  {
    name: 'GET /assignments/cockpit?og=',
    expected: MANAGERS_ONLY(200),
    forbiddenCode: COURSE_ERROR_CODES.cockpitForbidden,
    request: (caller) => call(t.app, sessions, caller, `/api/rest/assignments/cockpit?og=${courseId}`),
    badRequest: () => call(t.app, sessions, 'instructor', '/api/rest/assignments/cockpit?og=-4'),
    check: (response) => expect(AssignmentsCourseCockpitSchema.parse(response.json()).og_id).toBe(courseId),
  },
  {
    name: 'GET /assignments/cockpit/export?og=',
    expected: MANAGERS_ONLY(200),
    forbiddenCode: COURSE_ERROR_CODES.cockpitForbidden,
    request: (caller) => call(t.app, sessions, caller, `/api/rest/assignments/cockpit/export?og=${courseId}`),
    badRequest: () => call(t.app, sessions, 'instructor', `/api/rest/assignments/cockpit/export?og=${courseId}&lang=fr`),
    check: (response) => expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE),
  },
  {
    name: 'GET /assignments/{id}/cockpit',
    expected: MANAGERS_ONLY(200),
    forbiddenCode: COURSE_ERROR_CODES.cockpitForbidden,
    request: (caller) => call(t.app, sessions, caller, `/api/rest/assignments/${assignmentId}/cockpit`),
    badRequest: () => call(t.app, sessions, 'instructor', '/api/rest/assignments/1.5/cockpit'),
    check: (response) => expect(AssignmentCockpitSchema.parse(response.json()).assignment.id).toBe(assignmentId),
  },
  {
    name: 'GET /assignments/{id}/cockpit/export',
    expected: MANAGERS_ONLY(200),
    forbiddenCode: COURSE_ERROR_CODES.cockpitForbidden,
    request: (caller) => call(t.app, sessions, caller, `/api/rest/assignments/${assignmentId}/cockpit/export`),
    badRequest: () => call(t.app, sessions, 'instructor', `/api/rest/assignments/${assignmentId}/cockpit/export?lang=xx`),
    check: (response) => expect(response.headers['content-disposition']).toContain(`assignment-${assignmentId}-cockpit.xlsx`),
  },
  {
    name: 'POST /assignments/{id}/attachments',
    expected: MANAGERS_ONLY(201),
    request: (caller) =>
      upload(t.app, sessions, caller, assignmentId, [{ fileName: `${caller}.txt`, contentType: 'text/plain', content: 'x' }]),
    // Not multipart: refused before anything is read.
    badRequest: async () => {
      const response = await call(t.app, sessions, 'instructor', `/api/rest/assignments/${assignmentId}/attachments`, {
        method: 'POST',
        payload: { file: 'nope' },
      });
      expect(response.statusCode).toBe(415);
      return call(t.app, sessions, 'instructor', `/api/rest/assignments/x/attachments`, { method: 'POST', payload: {} });
    },
  },
  {
    name: 'GET /assignments/{id}/attachments/{attachmentId}',
    expected: EVERY_MEMBER,
    request: (caller) => call(t.app, sessions, caller, `/api/rest/assignments/${assignmentId}/attachments/${attachmentId}?download=1`),
    badRequest: () => call(t.app, sessions, 'student', `/api/rest/assignments/${assignmentId}/attachments/${attachmentId}?download=yes`),
    check: (response) => {
      expect(response.body).toBe('the plan');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="plan.txt"/);
    },
  },
  {
    name: 'DELETE /assignments/{id}/attachments/{attachmentId}',
    expected: MANAGERS_ONLY(204),
    request: async (caller) =>
      call(t.app, sessions, caller, `/api/rest/assignments/${assignmentId}/attachments/${await freshAttachment()}`, { method: 'DELETE' }),
    badRequest: () => call(t.app, sessions, 'instructor', `/api/rest/assignments/${assignmentId}/attachments/zero`, { method: 'DELETE' }),
  },
];

describeRouteTable(cases);

describe('student mode and campus admins', () => {
  it('turns an instructor into a student: no managing, no cockpit', async () => {
    const list = await call(t.app, sessions, 'instructor', `/api/rest/assignments?og=${courseId}`, { studentMode: true });
    expect(AssignmentListResponseSchema.parse(list.json())).toMatchObject({ role: 'student', can_manage: false });
    const create = await call(t.app, sessions, 'instructor', '/api/rest/assignments', {
      method: 'POST',
      payload: { og: courseId, title: 'In student mode' },
      studentMode: true,
    });
    expect(create.statusCode).toBe(403);
    const cockpit = await call(t.app, sessions, 'instructor', `/api/rest/assignments/cockpit?og=${courseId}`, { studentMode: true });
    expect(cockpit.statusCode).toBe(403);
    expect(cockpit.json<Problem>().code).toBe(COURSE_ERROR_CODES.cockpitForbidden);
  });

  it('lets a campus admin without a course role manage and open the cockpit', async () => {
    const created = await call(t.app, sessions, 'admin', '/api/rest/assignments', { method: 'POST', payload: { og: courseId, title: 'By the admin' } });
    expect(created.statusCode).toBe(201);
    const list = AssignmentListResponseSchema.parse((await call(t.app, sessions, 'admin', `/api/rest/assignments?og=${courseId}`)).json());
    expect(list).toMatchObject({ role: 'manager', can_manage: true, student_progress: 0 });
    expect((await call(t.app, sessions, 'admin', `/api/rest/assignments/cockpit?og=${courseId}`)).statusCode).toBe(200);
  });

  it('names the role each caller acts with in the list', async () => {
    const roles: Partial<Record<TableRole, string>> = {};
    for (const role of ['student', 'mentor', 'instructor', 'manager', 'guest'] as const) {
      roles[role] = AssignmentListResponseSchema.parse((await call(t.app, sessions, role, `/api/rest/assignments?og=${courseId}`)).json()).role;
    }
    expect(roles).toEqual({ student: 'student', mentor: 'mentor', instructor: 'instructor', manager: 'manager', guest: 'guest' });
  });
});
