// Runs the authorization matrix (authz-matrix.table.ts): every registered route × every principal,
// with sessions from the real sign-in (POST /api/rest/login), on a real database.
import { COURSE_ROLE, type CampusRole, type CourseRoleId } from '@campus/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../modules/auth/testing/auth-helpers.ts';
import { giveCertificate } from '../modules/certificates/testing/certificate-fixtures.ts';
import { addMember, createCampus, createCourse, createSite, createUser } from '../modules/courses/testing/course-fixtures.ts';
import { DEMO_DOMAIN, DEMO_EMAILS, DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import {
  CROSS_CAMPUS_CASES,
  CROSS_CAMPUS_MARKER,
  CROSS_CAMPUS_PRINCIPALS,
  NOT_CAMPUS_SCOPED,
  OWN_CAMPUS,
  rowKeyOf,
} from './authz-cross-campus.table.ts';
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
type CampusFixture = Pick<
  MatrixContext,
  'domainId' | 'courseId' | 'siteId' | 'studentUserId' | 'studentEmail' | 'studentCertificateId' | 'certificateCode' | 'setupAdmin'
>;
const fixture: CampusFixture = {
  domainId: DEMO_DOMAIN.id,
  courseId: 0,
  siteId: 0,
  studentUserId: 0,
  studentEmail: '',
  studentCertificateId: 0,
  certificateCode: '',
  setupAdmin: { email: DEMO_EMAILS.admin, password: DEMO_PASSWORD },
};
/** Campus B of the cross-campus suite: its own site, course, student, certificate and admin (names contain the marker). */
const bravo: CampusFixture = { ...fixture, domainId: 0, setupAdmin: { email: `${CROSS_CAMPUS_MARKER}-admin@example.org`, password: DEMO_PASSWORD } };

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
    if (principal === 'student') {
      fixture.studentUserId = userId;
      fixture.studentEmail = emails.student;
    }
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

  // Campus B: a course with a manager and a student (who holds a certificate), a campus manager, and a
  // server admin of its own who sets up what the rows need there.
  bravo.domainId = await createCampus(t.db, `Campus ${CROSS_CAMPUS_MARKER}`);
  bravo.siteId = await createSite(t.db, bravo.domainId, `${CROSS_CAMPUS_MARKER} site`);
  bravo.courseId = await createCourse(t.db, { title: `${CROSS_CAMPUS_MARKER} course`, domainId: bravo.domainId, siteId: bravo.siteId });
  bravo.studentEmail = `${CROSS_CAMPUS_MARKER}-student@example.org`;
  bravo.studentUserId = await createUser(t.db, { email: bravo.studentEmail, domainId: bravo.domainId });
  await addMember(t.db, bravo.courseId, bravo.studentUserId, COURSE_ROLE.student);
  const bravoManager = await createUser(t.db, { email: `${CROSS_CAMPUS_MARKER}-manager@example.org`, domainId: bravo.domainId });
  await addMember(t.db, bravo.courseId, bravoManager, COURSE_ROLE.manager);
  await createUser(t.db, { email: `${CROSS_CAMPUS_MARKER}-campus-manager@example.org`, domainId: bravo.domainId, campusRoles: ['campus_manager'] });
  await createUser(t.db, { email: bravo.setupAdmin.email, domainId: bravo.domainId, isAdmin: true });
  const bravoCertificate = await giveCertificate(t.db, bravo.courseId, bravo.studentUserId);
  bravo.studentCertificateId = bravoCertificate.id;
  bravo.certificateCode = bravoCertificate.code;
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

/** A principal of the matrix campus, with the ids of the matrix campus or (cross-campus suite) of campus B. */
function contextFor(principal: PrincipalName, campus: 'home' | 'bravo' = 'home'): MatrixContext {
  const session = sessions.get(principal) ?? null;
  const credentials = principal === 'anonymous' ? VISITOR_CREDENTIALS : { email: emails[principal], password: DEMO_PASSWORD };
  return {
    principal,
    session,
    credentials,
    freshSession: () => login(credentials.email),
    call: (request) => send(request, session),
    ...(campus === 'home' ? fixture : bravo),
    crossCampus: campus === 'bravo',
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

describe('authorization matrix across campuses (campus A’s people, campus B’s ids)', () => {
  const isScoped = (key: string) => AUTHZ_MATRIX[key]?.webBuildOnly !== true && !(key in NOT_CAMPUS_SCOPED) && !(key in OWN_CAMPUS);
  /** Every campus-scoped row (derived: not listed as public or own-campus), and the extra cases of CROSS_CAMPUS_CASES. */
  const scopedCases = [...new Set([...Object.keys(AUTHZ_MATRIX).filter(isScoped), ...Object.keys(CROSS_CAMPUS_CASES)])];
  const ownCases = Object.keys(OWN_CAMPUS);

  it('names only registered rows, each in one list', () => {
    const rows = new Set(Object.keys(AUTHZ_MATRIX));
    const named = [...Object.keys(NOT_CAMPUS_SCOPED), ...ownCases, ...Object.keys(CROSS_CAMPUS_CASES)];
    expect(named.filter((key) => !rows.has(rowKeyOf(key)))).toEqual([]);
    expect(ownCases.filter((key) => key in NOT_CAMPUS_SCOPED)).toEqual([]);
    // A case of a row itself is for campus-scoped rows; a variant (`<route>#<name>`) may extend any row.
    expect(Object.keys(CROSS_CAMPUS_CASES).filter((key) => !key.includes('#') && !isScoped(key))).toEqual([]);
  });

  /** The case's crossings: an answer other than the expected refusal (own-campus rows: any), or one naming campus B. */
  async function crossings(key: string): Promise<string[]> {
    const entry = AUTHZ_MATRIX[rowKeyOf(key)];
    if (!entry) throw new Error(`no row ${key}`);
    const special = CROSS_CAMPUS_CASES[key] ?? OWN_CAMPUS[key];
    const found: string[] = [];
    for (const principal of CROSS_CAMPUS_PRINCIPALS) {
      const expected: Outcome | undefined = key in OWN_CAMPUS ? undefined : (CROSS_CAMPUS_CASES[key]?.outcomes?.[principal] ?? 'deny');
      const ctx = contextFor(principal, 'bravo');
      const response = await send(special?.request ? special.request(ctx) : await entry.request(ctx), ctx.session);
      const typed = CROSS_CAMPUS_CASES[key]?.typedInput?.(ctx).toLowerCase();
      const body = response.body.toLowerCase();
      const leaks = (typed ? body.split(typed).join('') : body).includes(CROSS_CAMPUS_MARKER);
      if ((expected !== undefined && !matches(expected, principal, response.statusCode)) || leaks) {
        found.push(`${principal}: ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    return found;
  }
  const reasonOf = (key: string) => CROSS_CAMPUS_CASES[key]?.reason ?? OWN_CAMPUS[key]?.reason ?? AUTHZ_MATRIX[rowKeyOf(key)]?.rule ?? '';

  it.each(ownCases)('%s (own campus) carries nothing of campus B', async (key) => {
    expect(await crossings(key), `${key} (${reasonOf(key)})`).toEqual([]);
  });

  it.each(scopedCases)('%s refuses campus B’s ids', async (key) => {
    expect(await crossings(key), `${key} (${reasonOf(key)})`).toEqual([]);
  });
});

// Issue 27: authorization before validation. A caller who may not see a resource gets what a missing
// resource gets (404), also when the rest of the request (body, query) is invalid: a 400 would tell that
// the id exists. Every id-taking row is called as each signed-in principal it denies; where the valid
// request answers 404, the same request made invalid must answer 404 too.
describe('authorization before validation', () => {
  /** Query parameters that carry the resource's id (kept as they are). */
  const ID_QUERY = new Set(['og', 'og_id', 'og_nid', 'domain']);
  const isIdTaking = (key: string, url: string) => /\/:/.test(key) || [...new URL(url, 'http://x').searchParams.keys()].some((name) => ID_QUERY.has(name));

  /** The request with its body or its first non-id query parameter made invalid; undefined where it has neither. */
  function invalidVariant(request: MatrixRequest): MatrixRequest | undefined {
    if (request.headers?.['content-type'] === 'application/json' && request.payload !== undefined) return { ...request, payload: '[]' };
    const url = new URL(request.url, 'http://x');
    const name = [...url.searchParams.keys()].find((key) => !ID_QUERY.has(key));
    if (name === undefined) return undefined;
    url.searchParams.set(name, 'x'.repeat(3000));
    return { ...request, url: `${url.pathname}${url.search}` };
  }

  const rows = Object.entries(AUTHZ_MATRIX).filter(([key, entry]) => entry.webBuildOnly !== true && !(key in NOT_CAMPUS_SCOPED));
  it.each(rows)('%s', async (key, entry) => {
    const answeredFirst: string[] = [];
    for (const principal of PRINCIPALS) {
      if (principal === 'anonymous' || entry.outcomes[principal] !== 'deny') continue;
      const ctx = contextFor(principal);
      const request = await entry.request(ctx);
      if (!isIdTaking(key, request.url)) return;
      const invalid = invalidVariant(request);
      if (invalid === undefined) return;
      if ((await send(request, ctx.session)).statusCode !== 404) continue;
      const response = await send(invalid, ctx.session);
      if (response.statusCode !== 404) answeredFirst.push(`${principal}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(answeredFirst, `${key}: an invalid request of a caller who may not see the resource`).toEqual([]);
  });
});
