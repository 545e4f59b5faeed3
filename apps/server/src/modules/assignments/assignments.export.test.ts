// The cockpit exports, opened with exceljs: headers, one row per learner, the statuses, and formula
// neutralisation of member names and assignment titles.
import { XLSX_CONTENT_TYPE } from '@campus/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { DEMO_COURSE_TITLES, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addMember, courseIdByTitle, createCourse, createUser } from '../courses/testing/course-fixtures.ts';
import { call, createAssignment, signInEveryone, type Sessions } from './testing/assignment-fixtures.ts';

let t: TestApp;
let sessions: Sessions;
let course: number;
let evilUid: number;
let tabUid: number;
let firstId: number;
let evilId: number;

beforeAll(async () => {
  t = await buildTestApp();
  sessions = await signInEveryone(t.app, t.db);
  course = await createCourse(t.db, { title: 'Export course' });
  await addMember(t.db, course, sessions.instructor.uid, 4);
  await addMember(t.db, course, sessions.student.uid, 5);
  await addMember(t.db, course, sessions.mentor.uid, 7);
  // A learner whose name is a formula, and one with a leading tab.
  evilUid = await createUser(t.db, { email: 'formula@example.org' });
  await t.db.update(users).set({ displayName: '=HYPERLINK("https://evil.example","Click")' }).where(eq(users.id, evilUid));
  await addMember(t.db, course, evilUid, 2);
  tabUid = await createUser(t.db, { email: 'tab@example.org' });
  await t.db.update(users).set({ displayName: '\tTabby' }).where(eq(users.id, tabUid));
  await addMember(t.db, course, tabUid, 5);

  firstId = (await createAssignment(t.app, sessions, { og: course, title: 'Session plan', description: '<p>x</p>' })).id;
  evilId = (await createAssignment(t.app, sessions, { og: course, title: '+SUM(1,2)', description: '<p>y</p>' })).id;
  await createAssignment(t.app, sessions, { og: course, title: '-draft', status: 'draft' });

  const progress = (id: number, status: string, uid?: number) =>
    call(t.app, sessions, uid === undefined ? 'student' : 'instructor', `/api/rest/assignments/${id}/progress`, {
      method: 'PUT',
      payload: uid === undefined ? { status } : { status, uid },
    });
  expect((await progress(firstId, 'completed')).statusCode).toBe(200);
  expect((await progress(evilId, 'in_progress')).statusCode).toBe(200);
  expect((await progress(firstId, 'in_progress', evilUid)).statusCode).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

async function workbookOf(response: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.xlsx"/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

function rowsOf(sheet: ExcelJS.Worksheet | undefined): unknown[][] {
  if (!sheet) throw new Error('missing sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    // exceljs rows are 1-based: index 0 is empty.
    rows.push((row.values as unknown[]).slice(1).map((value) => (value instanceof Date ? 'DATE' : value)));
  });
  return rows;
}

describe('course cockpit export', () => {
  it('has a header row, one row per learner with every status, and neutralised formulas', async () => {
    const workbook = await workbookOf(await call(t.app, sessions, 'instructor', `/api/rest/assignments/cockpit/export?og=${course}`));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Members', 'Assignments']);

    const members = rowsOf(workbook.getWorksheet('Members'));
    expect(members[0]).toEqual([
      'Member',
      'User ID',
      'Role',
      'Target groups',
      'Workgroups',
      'Completed (%)',
      'Last activity (UTC)',
      'Session plan',
      "'+SUM(1,2)",
      "'-draft",
    ]);
    // Learners only (the mentor and instructor are not rows). Empty cells read back as undefined.
    const body = members.slice(1).map((row) => [row[0], row[1], row[2], row[5], row[6], ...row.slice(7)]);
    expect(body).toHaveLength(3);
    expect(body).toEqual(
      expect.arrayContaining([
        ["'=HYPERLINK(\"https://evil.example\",\"Click\")", evilUid, 'Member', 0, 'DATE', 'In progress', 'Not started', 'not assigned'],
        ['Sam Student', sessions.student.uid, 'Student', 50, 'DATE', 'Completed', 'In progress', 'not assigned'],
        ["'\tTabby", tabUid, 'Student', 0, undefined, 'Not started', 'Not started', 'not assigned'],
      ]),
    );

    const assignmentRows = rowsOf(workbook.getWorksheet('Assignments'));
    expect(assignmentRows[0]).toEqual(['ID', 'Title', 'Publication', 'Due (UTC)', 'Target groups', 'Workgroups', 'Assigned to', 'Completed']);
    expect(assignmentRows.slice(1).map((row) => [row[0], row[1], row[2], row[6], row[7]])).toEqual([
      [firstId, 'Session plan', 'Published', 3, 1],
      [evilId, "'+SUM(1,2)", 'Published', 3, 0],
      [expect.any(Number), "'-draft", 'Draft', 0, 0],
    ]);
  });

  it('stores no formula anywhere in the file', async () => {
    const workbook = await workbookOf(await call(t.app, sessions, 'manager', `/api/rest/assignments/cockpit/export?og=${course}`));
    // The manager is no member of this course: campus managers act as managers in every course of their campus.
    for (const sheet of workbook.worksheets) {
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
          if (typeof cell.value === 'string') expect(cell.value).not.toMatch(/^[=+\-@\t\r]/);
        }),
      );
    }
  });

  it('speaks German with lang=de', async () => {
    const workbook = await workbookOf(await call(t.app, sessions, 'instructor', `/api/rest/assignments/cockpit/export?og=${course}&lang=de`));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Teilnehmende', 'Aufgaben']);
    const [header, ...rows] = rowsOf(workbook.getWorksheet('Teilnehmende'));
    expect(header?.slice(0, 3)).toEqual(['Teilnehmer:in', 'Benutzer-ID', 'Rolle']);
    const student = rows.find((row) => row[1] === sessions.student.uid);
    expect(student?.slice(7)).toEqual(['Erledigt', 'In Bearbeitung', 'nicht zugewiesen']);
  });
});

describe('assignment cockpit export', () => {
  it('lists every learner the assignment is for with status, last activity and who set it', async () => {
    const workbook = await workbookOf(await call(t.app, sessions, 'instructor', `/api/rest/assignments/${firstId}/cockpit/export`));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Session plan']);
    const rows = rowsOf(workbook.worksheets[0]);
    expect(rows[0]).toEqual(['Member', 'User ID', 'Role', 'Status', 'Last activity (UTC)', 'Status set by', 'Submissions', 'Submitted work']);
    const body = rows.slice(1).map((row) => [row[0], row[3], row[4], row[5], row[6]]);
    expect(body).toHaveLength(3);
    expect(body).toEqual(
      expect.arrayContaining([
        ["'=HYPERLINK(\"https://evil.example\",\"Click\")", 'In progress', 'DATE', 'Ian Instructor', 0],
        ['Sam Student', 'Completed', 'DATE', 'Sam Student', 0],
        ["'\tTabby", 'Not started', undefined, undefined, 0],
      ]),
    );
  });

  it('names the sheet after a formula-like title without breaking the file (sheet names are never evaluated)', async () => {
    const workbook = await workbookOf(await call(t.app, sessions, 'instructor', `/api/rest/assignments/${evilId}/cockpit/export`));
    expect(workbook.worksheets[0]?.name).toBe('+SUM(1,2)');
    const rows = rowsOf(workbook.worksheets[0]);
    expect(rows.find((row) => row[1] === sessions.student.uid)?.[3]).toBe('In progress');
  });

  it('is refused to students', async () => {
    const response = await call(t.app, sessions, 'student', `/api/rest/assignments/${firstId}/cockpit/export`);
    expect(response.statusCode).toBe(403);
  });
});

describe('demo data', () => {
  it('exports the seeded course cockpit of Coaching Basics with the demo student’s mixed progress', async () => {
    const studentUid = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAILS.student)))[0]?.id;
    const og = await courseIdByTitle(t.db, DEMO_COURSE_TITLES.coachingBasics);
    const workbook = await workbookOf(await call(t.app, sessions, 'instructor', `/api/rest/assignments/cockpit/export?og=${og}`));
    const [header, student] = rowsOf(workbook.getWorksheet('Members'));
    expect(header?.slice(7)).toEqual([
      'Plan a 60-minute training session',
      'Warm-up games for young players',
      'Reflect on your first session',
      'Team Blue: match analysis',
      'Team Red: match analysis',
    ]);
    expect(student?.[1]).toBe(studentUid);
    expect(student?.slice(7)).toEqual(['Completed', 'In progress', 'Not started', 'Not started', 'not assigned']);
  });
});
