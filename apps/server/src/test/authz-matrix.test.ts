// Runs the authorization matrix (authz-matrix.table.ts): every registered route × every principal,
// with sessions from the real sign-in (POST /api/rest/login), on a real database.
import { COURSE_ROLE, type CampusRole, type CourseRoleId } from '@campus/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../modules/auth/testing/auth-helpers.ts';
import { giveCertificate } from '../modules/certificates/testing/certificate-fixtures.ts';
import { addMember, createCampus, createCourse, createSite, createUser } from '../modules/courses/testing/course-fixtures.ts';
import { DEMO_DOMAIN, DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import {
  AUTHZ_MATRIX,
  PRINCIPALS,
  VISITOR_CREDENTIALS,
  type MatrixContext,
  type MatrixRequest,
  type MatrixSession,
  type Outcome,
  type PrincipalName,
} from './authz-matrix.table.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';

let t: TestApp;
const emails = {} as Record<Exclude<PrincipalName, 'anonymous'>, string>;
const sessions = new Map<PrincipalName, MatrixSession>();
const fixture = { domainId: DEMO_DOMAIN.id, courseId: 0, siteId: 0, studentUserId: 0, studentCertificateId: 0, certificateCode: '' };

const COURSE_ROLE_PRINCIPALS: Record<'member' | 'manager' | 'instructor' | 'student' | 'guest' | 'mentor', CourseRoleId> = {
  member: COURSE_ROLE.member,
  manager: COURSE_ROLE.manager,
  instructor: COURSE_ROLE.instructor,
  student: COURSE_ROLE.student,
  guest: COURSE_ROLE.guest,
  mentor: COURSE_ROLE.mentor,
};
const CAMPUS_ROLE_PRINCIPALS: Record<'campusManager' | 'dialogManager' | 'quizManager', CampusRole> = {
  campusManager: 'campus_manager',
  dialogManager: 'dialog_manager',
  quizManager: 'quiz_manager',
};

async function login(email: string): Promise<MatrixSession> {
  const session = await signIn(t.app, email, DEMO_PASSWORD);
  return { uid: session.uid, accessToken: session.accessToken, refreshToken: session.refreshToken };
}

beforeAll(async () => {
  t = await buildTestApp();
  fixture.siteId = await createSite(t.db, DEMO_DOMAIN.id, 'Matrix Site');
  fixture.courseId = await createCourse(t.db, { title: 'Matrix Course', siteId: fixture.siteId });

  for (const [principal, roleId] of Object.entries(COURSE_ROLE_PRINCIPALS) as [keyof typeof COURSE_ROLE_PRINCIPALS, CourseRoleId][]) {
    emails[principal] = `matrix-${principal}@example.org`;
    const userId = await createUser(t.db, { email: emails[principal] });
    await addMember(t.db, fixture.courseId, userId, roleId);
    if (principal === 'student') fixture.studentUserId = userId;
  }
  for (const [principal, role] of Object.entries(CAMPUS_ROLE_PRINCIPALS) as [keyof typeof CAMPUS_ROLE_PRINCIPALS, CampusRole][]) {
    emails[principal] = `matrix-${principal}@example.org`;
    await createUser(t.db, { email: emails[principal], campusRoles: [role] });
  }
  const certificate = await giveCertificate(t.db, fixture.courseId, fixture.studentUserId);
  fixture.studentCertificateId = certificate.id;
  fixture.certificateCode = certificate.code;
  emails.admin = 'matrix-admin@example.org';
  await createUser(t.db, { email: emails.admin, isAdmin: true });
  // The non-member belongs to another campus: neither the course nor its campus.
  emails.nonMember = 'matrix-non-member@example.org';
  await createUser(t.db, { email: emails.nonMember, domainId: await createCampus(t.db, 'Matrix Elsewhere') });

  for (const principal of PRINCIPALS) {
    if (principal !== 'anonymous') sessions.set(principal, await login(emails[principal]));
  }
});

afterAll(async () => {
  await t.close();
});

function routeKey(method: string, url: string): string {
  return `${method} ${url}`;
}

function registeredKeys(): Set<string> {
  return new Set(t.app.registeredRoutes.map((route) => routeKey(route.method, route.url)));
}

/** HEAD routes Fastify adds beside a GET answer like the GET; they are covered by its row. */
function isCoveredHead(key: string, registered: Set<string>): boolean {
  return key.startsWith('HEAD ') && registered.has(`GET ${key.slice('HEAD '.length)}`);
}

async function send(request: MatrixRequest, session: MatrixSession | null) {
  const headers: Record<string, string> = { ...request.headers };
  if ((request.bearer ?? true) && session) headers.authorization = `Bearer ${session.accessToken}`;
  const options: InjectOptions = { method: request.method, url: request.url, headers };
  if (request.payload !== undefined) options.payload = request.payload;
  if (request.stream) {
    // Resolves with the headers; the stream itself never ends by itself, so it is dropped here.
    const streamed = await t.app.inject({ ...options, payloadAsStream: true });
    streamed.stream().destroy();
    return { statusCode: streamed.statusCode, headers: streamed.headers as Record<string, unknown>, body: '' };
  }
  const response = await t.app.inject(options);
  return { statusCode: response.statusCode, headers: response.headers as Record<string, unknown>, body: response.body };
}

function contextFor(principal: PrincipalName): MatrixContext {
  const session = sessions.get(principal) ?? null;
  const credentials = principal === 'anonymous' ? VISITOR_CREDENTIALS : { email: emails[principal], password: DEMO_PASSWORD };
  return {
    principal,
    session,
    credentials,
    freshSession: () => login(credentials.email),
    call: (request) => send(request, session),
    ...fixture,
  };
}

function matches(outcome: Outcome, principal: PrincipalName, status: number): boolean {
  if (typeof outcome === 'number') return status === outcome;
  if (outcome === 'allow') return status >= 200 && status < 400;
  return principal === 'anonymous' ? status === 401 : status === 403 || status === 404;
}

describe('authorization matrix', () => {
  it('has a row for every registered route, and no row for a route that does not exist', () => {
    const registered = registeredKeys();
    const missing = [...registered].filter((key) => !(key in AUTHZ_MATRIX) && !isCoveredHead(key, registered));
    expect(missing, 'routes without a row in authz-matrix.table.ts').toEqual([]);
    const stale = Object.entries(AUTHZ_MATRIX)
      .filter(([key, entry]) => !registered.has(key) && entry.webBuildOnly !== true)
      .map(([key]) => key);
    expect(stale, 'rows for routes that are not registered').toEqual([]);
  });

  it('lists an outcome for every principal in every row', () => {
    for (const [key, entry] of Object.entries(AUTHZ_MATRIX)) {
      expect(Object.keys(entry.outcomes).sort(), key).toEqual([...PRINCIPALS].sort());
    }
  });

  const rows = Object.entries(AUTHZ_MATRIX).filter(([, entry]) => entry.webBuildOnly !== true);
  it.each(rows)('%s', async (key, entry) => {
    const mismatches: string[] = [];
    for (const principal of PRINCIPALS) {
      const ctx = contextFor(principal);
      const response = await send(await entry.request(ctx), ctx.session);
      const expected = entry.outcomes[principal];
      if (!matches(expected, principal, response.statusCode)) {
        mismatches.push(`${principal}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(mismatches, `${key} (${entry.rule})`).toEqual([]);
  });
});
