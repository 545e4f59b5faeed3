// Rows for integration tests of the campus, course, legal and certificate modules: accounts that
// sign in through the real login (one shared argon2 hash keeps it quick), courses and memberships.
import type { CampusRole, CourseKind, CourseRoleId, CourseType } from '@campus/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { courseMembers, courses, domainMembers, domainRoles, domains, sites, users } from '../../../db/schema/index.ts';
import { hashPassword } from '../../../lib/password.ts';
import { DEMO_DOMAIN, DEMO_PASSWORD } from '../../../seed/demo-accounts.ts';
import { signIn, type SignedIn } from '../../auth/testing/auth-helpers.ts';

let passwordHash: Promise<string> | undefined;
/** The demo password's hash, computed once per test file. */
function demoPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  return passwordHash;
}

export interface NewUser {
  email: string;
  isAdmin?: boolean;
  /** Campus the user is a member of (default: the demo campus); null for none. */
  domainId?: number | null;
  campusRoles?: readonly CampusRole[];
}

/** Creates an account with the demo password; returns its id. */
export async function createUser(db: Database, user: NewUser): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      email: user.email.toLowerCase(),
      displayName: user.email.split('@')[0] ?? user.email,
      passwordHash: await demoPasswordHash(),
      isAdmin: user.isAdmin ?? false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  const domainId = user.domainId === undefined ? DEMO_DOMAIN.id : user.domainId;
  if (domainId !== null) {
    await db.insert(domainMembers).values({ domainId, userId: row.id });
    for (const role of user.campusRoles ?? []) await db.insert(domainRoles).values({ domainId, userId: row.id, role });
  }
  return row.id;
}

export interface NewCourse {
  title: string;
  domainId?: number;
  siteId?: number | null;
  kind?: CourseKind;
  courseType?: CourseType;
  description?: string;
  settings?: Record<string, unknown>;
  dashboardEnabled?: boolean;
  startDate?: Date | null;
  endDate?: Date | null;
  deletedAt?: Date | null;
}

export async function createCourse(db: Database, course: NewCourse): Promise<number> {
  const [row] = await db
    .insert(courses)
    .values({
      domainId: course.domainId ?? DEMO_DOMAIN.id,
      siteId: course.siteId ?? null,
      title: course.title,
      description: course.description ?? '',
      kind: course.kind ?? 'course',
      courseType: course.courseType ?? 'default',
      settings: course.settings ?? {},
      dashboardEnabled: course.dashboardEnabled ?? true,
      startDate: course.startDate ?? null,
      endDate: course.endDate ?? null,
      deletedAt: course.deletedAt ?? null,
    })
    .returning({ id: courses.id });
  if (!row) throw new Error('course insert returned nothing');
  return row.id;
}

export async function addMember(db: Database, courseId: number, userId: number, roleId: CourseRoleId): Promise<void> {
  await db.insert(courseMembers).values({ courseId, userId, roleId });
}

export async function createCampus(db: Database, name: string): Promise<number> {
  const [row] = await db.insert(domains).values({ name }).returning({ id: domains.id });
  if (!row) throw new Error('campus insert returned nothing');
  return row.id;
}

export async function createSite(db: Database, domainId: number, name: string): Promise<number> {
  const [row] = await db.insert(sites).values({ domainId, name }).returning({ id: sites.id });
  if (!row) throw new Error('site insert returned nothing');
  return row.id;
}

export async function courseIdByTitle(db: Database, title: string): Promise<number> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.title, title));
  if (!row) throw new Error(`no course "${title}"`);
  return row.id;
}

export async function userIdByEmail(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Signs in through POST /api/rest/login; each call is a new session. */
export function signInAs(app: FastifyInstance, email: string): Promise<SignedIn> {
  return signIn(app, email, DEMO_PASSWORD);
}

/** Headers of an authenticated API call, optionally in student mode. */
export function authHeaders(session: SignedIn, studentMode = false): Record<string, string> {
  return { authorization: `Bearer ${session.accessToken}`, 'x-student-mode': studentMode ? '1' : '0' };
}
