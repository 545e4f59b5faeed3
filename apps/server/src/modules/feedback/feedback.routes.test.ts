// App feedback on a real database with the demo campus: sending per role (401, 400 for a rating outside
// 1..5, 404 without a campus, 201), reading and exporting by campus staff only, and the prompt flag that
// GET /config hands to signed-in users.
import { FEEDBACK_ERROR_CODES, FEEDBACK_PAGE_SIZE, FeedbackListSchema, XLSX_CONTENT_TYPE, type Problem } from '@campus/shared';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFeedback } from '../../db/schema/index.ts';
import { DEMO_DOMAIN, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { DEMO_FEEDBACK } from '../../seed/demo-feedback.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { authHeaders, createUser, signInAs } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
const sessions = {} as Record<keyof typeof DEMO_EMAILS | 'homeless', SignedIn>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const [key, email] of Object.entries(DEMO_EMAILS) as [keyof typeof DEMO_EMAILS, string][]) sessions[key] = await signInAs(t.app, email);
  await createUser(t.db, { email: 'homeless@example.org', domainId: null });
  sessions.homeless = await signInAs(t.app, 'homeless@example.org');
});

afterAll(async () => {
  await t.close();
});

type Who = keyof typeof sessions;
const headersOf = (who?: Who, studentMode = false) => (who ? authHeaders(sessions[who], studentMode) : {});

function send(body: unknown, who?: Who, extra: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/rest/app-feedback', headers: { ...headersOf(who), ...extra }, payload: body as object });
}

function list(who?: Who, query = '', studentMode = false) {
  return t.app.inject({ method: 'GET', url: `/api/rest/app-feedback${query}`, headers: headersOf(who, studentMode) });
}

describe('POST /api/rest/app-feedback', () => {
  it('is 401 without a token', async () => {
    expect((await send({ rating: 4, message: 'x' })).statusCode).toBe(401);
  });

  it('is 400 for a rating outside 1..5 (the form starts at 0) or not a whole number', async () => {
    for (const rating of [0, 6, 2.5, '4']) {
      const response = await send({ rating, message: 'hi' }, 'student');
      expect(response.statusCode, String(rating)).toBe(400);
      expect(response.json<Problem>().errors?.[0]).toMatchObject({ path: 'rating' });
    }
    const missing = await send({ message: 'no rating' }, 'student');
    expect(missing.statusCode).toBe(400);
    const long = await send({ rating: 3, message: 'x'.repeat(5001) }, 'student');
    expect(long.statusCode).toBe(400);
  });

  it('is 404 FEEDBACK_NO_CAMPUS for an account that belongs to no campus', async () => {
    const response = await send({ rating: 3, message: '' }, 'homeless');
    expect(response.statusCode).toBe(404);
    expect(response.json<Problem>().code).toBe(FEEDBACK_ERROR_CODES.noCampus);
  });

  it('stores the feedback of every role with its campus, the app platform and version', async () => {
    for (const who of ['student', 'guest', 'instructor', 'manager', 'admin'] as const) {
      const response = await send({ rating: 4, message: `from ${who}` }, who, { APP_API_PLATFORM: 'web', APP_API_VERSION: '3' });
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json<{ id: number }>().id;
      const [row] = await t.db.select().from(appFeedback).where(eq(appFeedback.id, id));
      expect(row).toMatchObject({ domainId: DEMO_DOMAIN.id, rating: 4, message: `from ${who}`, platform: 'web', appVersion: '3' });
    }
    // The message may be left out: the form is always valid (spec §5).
    expect((await send({ rating: 5 }, 'mentor')).statusCode).toBe(201);
  });
});

describe('GET /api/rest/app-feedback and /export', () => {
  it('is 401 without a token and 403 FEEDBACK_READ_FORBIDDEN for everyone but campus staff', async () => {
    expect((await list()).statusCode).toBe(401);
    for (const who of ['student', 'instructor', 'mentor', 'guest'] as const) {
      const response = await list(who);
      expect(response.statusCode, who).toBe(403);
      expect(response.json<Problem>().code).toBe(FEEDBACK_ERROR_CODES.readForbidden);
    }
    // An admin in student mode acts with student rights.
    expect((await list('admin', '', true)).statusCode).toBe(403);
    const exported = await t.app.inject({ method: 'GET', url: '/api/rest/app-feedback/export', headers: headersOf('student') });
    expect(exported.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/rest/app-feedback/export' })).statusCode).toBe(401);
  });

  it('is 400 for a bad page', async () => {
    expect((await list('manager', '?page=-1')).statusCode).toBe(400);
    expect((await list('manager', '?page=abc')).statusCode).toBe(400);
  });

  it('lists the campus feedback newest first, paged, with the sender and the average, for campus managers and admins', async () => {
    await send({ rating: 2, message: 'newest' }, 'student');
    for (const who of ['manager', 'admin'] as const) {
      const page = FeedbackListSchema.parse((await list(who)).json());
      expect(page.items[0]).toMatchObject({ rating: 2, message: 'newest', user: { email: DEMO_EMAILS.student, display_name: 'Sam Student' } });
      expect(page.total).toBeGreaterThanOrEqual(7);
      expect(page.limit).toBe(FEEDBACK_PAGE_SIZE);
      expect(page.average_rating).toBeGreaterThan(2);
      expect(page.average_rating).toBeLessThan(5);
    }
    // The demo seed's feedback is there for staff to see from the start.
    const all = FeedbackListSchema.parse((await list('manager')).json()).items.map((item) => item.message);
    for (const demo of DEMO_FEEDBACK) expect(all).toContain(demo.message);
    const beyond = FeedbackListSchema.parse((await list('manager', '?page=50')).json());
    expect(beyond.items).toEqual([]);
    expect(beyond.offset).toBe(50 * FEEDBACK_PAGE_SIZE);
  });

  it('exports every feedback as xlsx with formulas neutralised', async () => {
    await send({ rating: 1, message: '=HYPERLINK("https://evil.example","x")' }, 'student');
    const response = await t.app.inject({ method: 'GET', url: '/api/rest/app-feedback/export', headers: headersOf('manager') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(String(response.headers['content-disposition'])).toContain('app-feedback.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(3).value).toBe('Message');
    expect(sheet?.getRow(2).getCell(3).value).toBe('\'=HYPERLINK("https://evil.example","x")');
    expect(sheet?.getRow(2).getCell(5).value).toBe(DEMO_EMAILS.student);
    expect(sheet?.rowCount).toBeGreaterThanOrEqual(9);
  });
});

describe('the feedback prompt flag', () => {
  const config = (who?: Who) => t.app.inject({ method: 'GET', url: '/api/rest/config?path=/app/campus-dashboard', headers: headersOf(who) });
  const settings = (method: 'GET' | 'PUT', who?: Who, body?: unknown) =>
    t.app.inject({ method, url: '/api/rest/app-feedback/settings', headers: headersOf(who), ...(body === undefined ? {} : { payload: body as object }) });

  it('is off by default; only campus staff read and switch it; GET /config tells signed-in users', async () => {
    expect((await config('student')).json<{ feedback_prompt: boolean }>().feedback_prompt).toBe(false);
    expect((await settings('GET')).statusCode).toBe(401);
    expect((await settings('GET', 'student')).statusCode).toBe(403);
    expect((await settings('PUT', 'instructor', { feedback_prompt: true })).statusCode).toBe(403);
    expect((await settings('PUT', 'manager', { feedback_prompt: 'yes' })).statusCode).toBe(400);
    expect((await settings('GET', 'manager')).json()).toEqual({ feedback_prompt: false });

    const on = await settings('PUT', 'manager', { feedback_prompt: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await settings('GET', 'admin')).json()).toEqual({ feedback_prompt: true });
    expect((await config('student')).json<{ feedback_prompt: boolean }>().feedback_prompt).toBe(true);
    // Nobody is asked before signing in.
    expect((await config()).json<{ feedback_prompt: boolean }>().feedback_prompt).toBe(false);

    expect((await settings('PUT', 'admin', { feedback_prompt: false })).statusCode).toBe(200);
    expect((await config('student')).json<{ feedback_prompt: boolean }>().feedback_prompt).toBe(false);
  });
});
