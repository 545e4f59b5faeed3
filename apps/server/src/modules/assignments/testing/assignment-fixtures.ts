// Helpers for the assignment integration tests: sessions for every role of the route × role table,
// requests, uploads (multipart bodies of test/multipart.ts, re-exported), the route × role table runner,
// and direct rows for audiences (target groups, workgroups).
import { ERROR_CODES, type Assignment, type Problem } from '@campus/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { courseMemberTargetGroups, workgroupMembers, workgroups } from '../../../db/schema/assignments.ts';
import { DEMO_EMAILS } from '../../../seed/demo-accounts.ts';
import type { SignedIn } from '../../auth/testing/auth-helpers.ts';
import { multipartBody, type MultipartFile } from '../../../test/multipart.ts';
import { authHeaders, createUser, signInAs } from '../../courses/testing/course-fixtures.ts';

export { multipartBody, type MultipartFile } from '../../../test/multipart.ts';

/** The principals of issue 6's "route × role" table (Coaching Basics holds every course role). */
export const TABLE_ROLES = ['student', 'mentor', 'instructor', 'manager', 'guest', 'nonMember'] as const;
export type TableRole = (typeof TABLE_ROLES)[number];
export type Caller = TableRole | 'admin' | 'anonymous';

export type Sessions = Record<TableRole | 'admin', SignedIn>;

/** Signs every demo account in, plus a campus member who belongs to no course. */
export async function signInEveryone(app: FastifyInstance, db: Database, outsiderEmail = 'outsider@example.org'): Promise<Sessions> {
  await createUser(db, { email: outsiderEmail });
  const entries = await Promise.all([
    ...(['student', 'mentor', 'instructor', 'manager', 'guest', 'admin'] as const).map(
      async (role) => [role, await signInAs(app, DEMO_EMAILS[role])] as const,
    ),
    signInAs(app, outsiderEmail).then((session) => ['nonMember', session] as const),
  ]);
  return Object.fromEntries(entries) as Sessions;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  payload?: unknown;
  headers?: Record<string, string>;
  studentMode?: boolean;
}

export function call(
  app: FastifyInstance,
  sessions: Sessions,
  caller: Caller,
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const auth = caller === 'anonymous' ? {} : authHeaders(sessions[caller], options.studentMode ?? false);
  return app.inject({
    method: options.method ?? 'GET',
    url,
    headers: { ...auth, ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as string | Record<string, unknown> }),
  });
}

/** What each principal of the table gets from one route (an HTTP status). */
export type Expected = Record<TableRole, number>;

/** Every course role: 200; the campus member outside the course: 404. */
export const EVERY_MEMBER: Expected = { student: 200, mentor: 200, instructor: 200, manager: 200, guest: 200, nonMember: 404 };

/** One route of a route × role table. */
export interface RouteCase {
  name: string;
  expected: Expected;
  /** One request as the caller. */
  request(caller: Caller): Promise<LightMyRequestResponse>;
  badRequest(): Promise<LightMyRequestResponse>;
  /** Checks a successful answer. */
  check?(response: LightMyRequestResponse): void;
  /** Expected problem code of a 403 (FORBIDDEN unless said). */
  forbiddenCode?: string;
  /** Expected problem code of a 404 (NOT_FOUND unless said). */
  notFoundCode?: string;
}

/**
 * The tests of a route × role table, one describe block per route: 401 UNAUTHENTICATED without a token,
 * 400 VALIDATION_FAILED for the bad request (listing at least one field error with `namesField`), and
 * for every table role the status the table says, with the problem code of a 403 or 404.
 */
export function describeRouteTable(cases: readonly RouteCase[], options: { namesField?: boolean } = {}): void {
  describe.each([...cases])('$name', (route) => {
    it('is 401 without a token', async () => {
      const response = await route.request('anonymous');
      expect(response.statusCode).toBe(401);
      expect(response.json<Problem>().code).toBe(ERROR_CODES.UNAUTHENTICATED);
    });

    it(options.namesField ? 'is 400 for a bad request, naming the field' : 'is 400 for a bad request', async () => {
      const response = await route.badRequest();
      expect(response.statusCode, response.body).toBe(400);
      const problem = response.json<Problem>();
      expect(problem.code).toBe(ERROR_CODES.VALIDATION_FAILED);
      if (options.namesField) expect(problem.errors?.length ?? 0).toBeGreaterThan(0);
    });

    it.each(TABLE_ROLES)('answers %s as the table says', async (role) => {
      const response = await route.request(role);
      const expected = route.expected[role];
      expect(response.statusCode, `${role}: ${response.body.slice(0, 300)}`).toBe(expected);
      if (expected === 403) expect(response.json<Problem>().code).toBe(route.forbiddenCode ?? ERROR_CODES.FORBIDDEN);
      if (expected === 404) expect(response.json<Problem>().code).toBe(route.notFoundCode ?? ERROR_CODES.NOT_FOUND);
      if (expected < 300) route.check?.(response);
    });
  });
}

export async function createAssignment(
  app: FastifyInstance,
  sessions: Sessions,
  body: Record<string, unknown>,
  caller: Caller = 'instructor',
): Promise<Assignment> {
  const response = await call(app, sessions, caller, '/api/rest/assignments', { method: 'POST', payload: body });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<Assignment>();
}

export function upload(
  app: FastifyInstance,
  sessions: Sessions,
  caller: Caller,
  assignmentId: number,
  files: readonly MultipartFile[],
): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipartBody(files);
  return call(app, sessions, caller, `/api/rest/assignments/${assignmentId}/attachments`, {
    method: 'POST',
    payload: body,
    headers: { 'content-type': contentType },
  });
}

export async function addWorkgroup(db: Database, courseId: number, name: string, userIds: readonly number[]): Promise<number> {
  const [row] = await db.insert(workgroups).values({ courseId, name }).returning({ id: workgroups.id });
  if (!row) throw new Error('workgroup insert returned nothing');
  if (userIds.length > 0) await db.insert(workgroupMembers).values(userIds.map((userId) => ({ workgroupId: row.id, userId })));
  return row.id;
}

export async function setMemberTargetGroups(db: Database, courseId: number, userId: number, groups: readonly string[]): Promise<void> {
  await db.insert(courseMemberTargetGroups).values(groups.map((targetGroup) => ({ courseId, userId, targetGroup })));
}
