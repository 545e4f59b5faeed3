// Helpers for the assignment integration tests: sessions for every role of the route × role table,
// requests, a multipart body builder, and direct rows for audiences (target groups, workgroups).
import type { Assignment } from '@campus/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { courseMemberTargetGroups, workgroupMembers, workgroups } from '../../../db/schema/assignments.ts';
import { DEMO_EMAILS } from '../../../seed/demo-accounts.ts';
import type { SignedIn } from '../../auth/testing/auth-helpers.ts';
import { authHeaders, createUser, signInAs } from '../../courses/testing/course-fixtures.ts';

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

export interface MultipartFile {
  field?: string;
  fileName: string;
  contentType: string;
  content: Buffer | string;
}

/** A multipart/form-data body with the given files (and plain fields). */
export function multipartBody(files: readonly MultipartFile[], fields: Record<string, string> = {}): { body: Buffer; contentType: string } {
  const boundary = `----campus-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
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
