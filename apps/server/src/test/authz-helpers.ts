// Shared helpers of the authorization-matrix row files (modules/*/testing/*.authz.ts): the list of
// principals, outcome builders, request builders and calls as the context's setup admin (the demo campus admin
// on the matrix campus, campus B's own admin in the cross-campus suite), who acts as manager
// in every course and sets up what a row needs through the API.
// Only types come from authz-matrix.table.ts (type-only import): the table imports the row files, which
// import this module, so a value import would be a cycle.
import type { MatrixContext, MatrixEntry, MatrixRequest, Outcome, Outcomes, PrincipalName } from './authz-matrix.table.ts';
import { multipartBody, type MultipartFile } from './multipart.ts';

export type { MatrixContext, MatrixEntry, MatrixRequest, Outcomes, PrincipalName };

/** Every principal; listed as an object so the compiler insists on each of them. */
export const ALL_PRINCIPALS = Object.keys({
  anonymous: true,
  nonMember: true,
  member: true,
  manager: true,
  instructor: true,
  student: true,
  guest: true,
  mentor: true,
  campusManager: true,
  dialogManager: true,
  quizManager: true,
  admin: true,
} satisfies Record<PrincipalName, true>) as PrincipalName[];

/** Every course role of the matrix course, campus managers of its campus (acting as manager) and admins. */
export const COURSE_PRINCIPALS: readonly PrincipalName[] = ['member', 'manager', 'instructor', 'student', 'guest', 'mentor', 'campusManager', 'admin'];
/** create_content (also create_news, create_file_content where a row says so): every course role but guests; campus managers; admins. */
export const CONTENT_WRITERS: readonly PrincipalName[] = ['member', 'manager', 'instructor', 'student', 'mentor', 'campusManager', 'admin'];
/** Managers and instructors of the course, and those acting as manager (campus managers, admins). */
export const COURSE_STAFF: readonly PrincipalName[] = ['manager', 'instructor', 'campusManager', 'admin'];

/** `allowAs` for the listed principals, `others` for the rest. */
export function outcomes(allowed: readonly PrincipalName[], allowAs: Outcome = 'allow', others: Outcome = 'deny'): Outcomes {
  return Object.fromEntries(ALL_PRINCIPALS.map((name) => [name, allowed.includes(name) ? allowAs : others])) as Outcomes;
}

/** allow for the listed principals, deny for the rest. */
export function allowOnly(...allowed: PrincipalName[]): Outcomes {
  return outcomes(allowed);
}

/** `passed` for the listed principals (the status a caller gets once let in), deny for the rest. */
export function passOnly(passed: number, ...allowed: PrincipalName[]): Outcomes {
  return outcomes(allowed, passed);
}

/** The same outcome for every principal (e.g. a public route's status). */
export function everyone(outcome: Outcome): Outcomes {
  return outcomes([], outcome, outcome);
}

/** A JSON body: spread into a MatrixRequest. */
export const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

/** A multipart/form-data POST of the given files. */
export function multipartRequest(url: string, files: readonly MultipartFile[]): MatrixRequest {
  const { body, contentType } = multipartBody(files);
  // The matrix sends string payloads; the bodies the rows build are plain ASCII.
  return { method: 'POST', url, headers: { 'content-type': contentType }, payload: body.toString('utf8') };
}

/** The id in a JSON answer (`{ id }`). */
export function idOf(response: { body: string }): number {
  return (JSON.parse(response.body) as { id: number }).id;
}

/** The setup admins' tokens by address, each reused for a minute (access tokens live longer). */
const adminTokens = new Map<string, { value: Promise<string>; at: number }>();

async function signInAdmin(ctx: MatrixContext): Promise<string> {
  const { email, password } = ctx.setupAdmin;
  const response = await ctx.call({
    method: 'POST',
    url: '/api/rest/login',
    bearer: false,
    headers: { authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` },
  });
  return (JSON.parse(response.body) as { token: string }).token;
}

/** `Bearer <token>` of the context's setup admin (the demo admin on the matrix campus). */
export async function adminAuthorization(ctx: MatrixContext): Promise<string> {
  const cached = adminTokens.get(ctx.setupAdmin.email);
  if (cached !== undefined && Date.now() - cached.at <= 60_000) return `Bearer ${await cached.value}`;
  const fresh = { value: signInAdmin(ctx), at: Date.now() };
  adminTokens.set(ctx.setupAdmin.email, fresh);
  return `Bearer ${await fresh.value}`;
}

/** Calls as the context's setup admin, for a row's setup; anything but a 2xx answer fails the row. */
export async function asAdmin(ctx: MatrixContext, request: MatrixRequest): ReturnType<MatrixContext['call']> {
  const authorization = await adminAuthorization(ctx);
  const response = await ctx.call({ ...request, bearer: false, headers: { ...request.headers, authorization } });
  if (response.statusCode >= 300) throw new Error(`matrix setup ${request.method} ${request.url}: ${response.statusCode} ${response.body}`);
  return response;
}
