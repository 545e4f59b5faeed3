// The world every authorization suite runs in (authz-matrix, authz-cross-campus, authz-before-validation
// .test.ts): a real app on a real database, a matrix campus with one principal per role signed in through
// the real sign-in (POST /api/rest/login), and campus B of the cross-campus suite. Each suite file opens
// its own, so the three run in parallel.
import { COURSE_ROLE, type CampusRole, type CourseRoleId } from '@campus/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { signIn } from '../modules/auth/testing/auth-helpers.ts';
import { giveCertificate } from '../modules/certificates/testing/certificate-fixtures.ts';
import { addMember, createCampus, createCourse, createSite, createUser } from '../modules/courses/testing/course-fixtures.ts';
import { DEMO_DOMAIN, DEMO_EMAILS, DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { CROSS_CAMPUS_MARKER } from './authz-cross-campus.table.ts';
import {
  PRINCIPALS,
  VISITOR_CREDENTIALS,
  type MatrixContext,
  type MatrixRequest,
  type MatrixSession,
  type Outcome,
  type PrincipalName,
} from './authz-matrix.table.ts';
import { buildTestApp } from './build-test-app.ts';

type CampusFixture = Pick<
  MatrixContext,
  'domainId' | 'courseId' | 'siteId' | 'studentUserId' | 'studentEmail' | 'studentCertificateId' | 'certificateCode' | 'setupAdmin'
>;

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

export interface MatrixAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

export interface AuthzWorld {
  app: FastifyInstance;
  /** A principal of the matrix campus, with the ids of the matrix campus or (cross-campus suite) of campus B. */
  contextFor(principal: PrincipalName, campus?: 'home' | 'bravo'): MatrixContext;
  send(request: MatrixRequest, session: MatrixSession | null): Promise<MatrixAnswer>;
  /** `METHOD url` of every route the app registered. */
  registeredKeys(): Set<string>;
  close(): Promise<void>;
}

export async function openAuthzWorld(): Promise<AuthzWorld> {
  // Each principal signs in once, and a suite calls its rows for minutes on a loaded machine: tokens that
  // outlive the run keep an expiry from turning into 401s (the refresh path has tests of its own).
  const t = await buildTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '3600' } });
  const emails = {} as Record<Exclude<PrincipalName, 'anonymous'>, string>;
  const sessions = new Map<PrincipalName, MatrixSession>();
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

  async function login(email: string): Promise<MatrixSession> {
    const session = await signIn(t.app, email, DEMO_PASSWORD);
    return { uid: session.uid, accessToken: session.accessToken, refreshToken: session.refreshToken };
  }

  async function send(request: MatrixRequest, session: MatrixSession | null): Promise<MatrixAnswer> {
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

  try {
    await setUp();
  } catch (error) {
    await t.close();
    throw error;
  }

  async function setUp(): Promise<void> {
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
  }

  return {
    app: t.app,
    contextFor(principal, campus = 'home') {
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
    },
    send,
    registeredKeys: () => new Set(t.app.registeredRoutes.map((route) => `${route.method} ${route.url}`)),
    close: () => t.close(),
  };
}

/** HEAD routes Fastify adds beside a GET answer like the GET; they are covered by its row. */
export function isCoveredHead(key: string, registered: Set<string>): boolean {
  return key.startsWith('HEAD ') && registered.has(`GET ${key.slice('HEAD '.length)}`);
}

export function matches(outcome: Outcome, principal: PrincipalName, status: number): boolean {
  if (typeof outcome === 'number') return status === outcome;
  if (outcome === 'allow') return status >= 200 && status < 400;
  return principal === 'anonymous' ? status === 401 : status === 403 || status === 404;
}
