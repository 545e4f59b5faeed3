// A large campus for the API benchmarks, written with batched multi-row INSERTs: 5,000 users,
// 200 courses on 10 sites, 50,000 course memberships (10 per user), campus terms accepted by half
// the users. Later features add their own generators (content, videos, messages) beside this one.
import { COURSE_ROLE, COURSE_TYPES, type CourseRoleId } from '@campus/shared';
import type { Database } from '../apps/server/src/db/client.ts';
import {
  courseMembers,
  courses,
  domainMembers,
  domainRoles,
  domains,
  legalAcceptances,
  legalTerms,
  sites,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';

export interface CampusSize {
  users: number;
  courses: number;
  sites: number;
  membershipsPerUser: number;
}

export const LARGE_CAMPUS: CampusSize = { users: 5_000, courses: 200, sites: 10, membershipsPerUser: 10 };
export const BENCH_PASSWORD = 'bench-password-2026';
/** Rows per INSERT statement (PostgreSQL allows 65,535 parameters per statement). */
const BATCH = 2_000;

export interface GeneratedCampus {
  domainId: number;
  courseIds: number[];
  userIds: number[];
  /** The account the benchmark signs in with; a student in `membershipsPerUser` courses. */
  benchUser: { id: number; email: string; password: string; courseId: number };
  /** A campus manager: sees every course of the campus in lists. */
  managerUser: { id: number; email: string; password: string };
  memberships: number;
}

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

export const benchEmail = (index: number) => `bench-user-${index}@example.org`;

/** The courses of user `index`: distinct because 13·k mod n differs for k < n / gcd(13, n). */
export function courseIndexesOf(index: number, size: CampusSize): number[] {
  return Array.from({ length: size.membershipsPerUser }, (_, k) => (index * 7 + k * 13) % size.courses);
}

function roleFor(userIndex: number, k: number): CourseRoleId {
  if (k === 0 && userIndex % 50 === 0) return COURSE_ROLE.manager;
  if (k === 1 && userIndex % 25 === 0) return COURSE_ROLE.instructor;
  if (k === 2 && userIndex % 20 === 0) return COURSE_ROLE.mentor;
  return COURSE_ROLE.student;
}

export async function generateCampus(db: Database, size: CampusSize = LARGE_CAMPUS): Promise<GeneratedCampus> {
  // One hash for every account: argon2 is slow on purpose and the benchmark measures reads.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const [domain] = await db
    .insert(domains)
    .values({ name: 'Benchmark Campus', features: { courseTypes: { self_learning: true, compact_learning: true } } })
    .returning({ id: domains.id });
  if (!domain) throw new Error('no campus');
  const domainId = domain.id;

  const siteRows = await db
    .insert(sites)
    .values(Array.from({ length: size.sites }, (_, i) => ({ domainId, name: `Site ${String(i + 1).padStart(2, '0')}` })))
    .returning({ id: sites.id });

  const courseIds: number[] = [];
  const courseValues = Array.from({ length: size.courses }, (_, i) => ({
    domainId,
    siteId: siteRows[i % siteRows.length]?.id ?? null,
    title: `Course ${String(i + 1).padStart(4, '0')}`,
    description: `Generated course number ${i + 1}.`,
    kind: i % 20 === 19 ? ('group' as const) : ('course' as const),
    courseType: COURSE_TYPES[i % COURSE_TYPES.length] ?? 'default',
    settings: { dashboardInfoTitle: 'Welcome', dashboardInfo: '<p>Generated.</p>' },
  }));
  await insertInBatches(courseValues, async (batch) => {
    const rows = await db.insert(courses).values(batch).returning({ id: courses.id });
    courseIds.push(...rows.map((row) => row.id));
  });

  const userIds: number[] = [];
  const userValues = Array.from({ length: size.users }, (_, i) => ({
    email: benchEmail(i),
    displayName: `Bench User ${i}`,
    passwordHash,
  }));
  await insertInBatches(userValues, async (batch) => {
    const rows = await db.insert(users).values(batch).returning({ id: users.id });
    userIds.push(...rows.map((row) => row.id));
  });
  await insertInBatches(
    userIds.map((userId) => ({ domainId, userId })),
    (batch) => db.insert(domainMembers).values(batch),
  );

  const membershipValues = userIds.flatMap((userId, index) =>
    courseIndexesOf(index, size).map((courseIndex, k) => ({
      courseId: courseIds[courseIndex] ?? 0,
      userId,
      roleId: roleFor(index, k),
    })),
  );
  await insertInBatches(membershipValues, (batch) => db.insert(courseMembers).values(batch));

  const [terms] = await db
    .insert(legalTerms)
    .values({ domainId, version: 1, conditionsDe: 'Nutzungsbedingungen', conditionsEn: 'Terms of use' })
    .returning({ id: legalTerms.id });
  if (!terms) throw new Error('no terms');
  await insertInBatches(
    userIds.filter((_, index) => index % 2 === 0).map((userId) => ({ termsId: terms.id, userId })),
    (batch) => db.insert(legalAcceptances).values(batch),
  );

  const managerIndex = 2;
  const managerUserId = userIds[managerIndex];
  if (managerUserId === undefined) throw new Error('no manager user');
  await db.insert(domainRoles).values({ domainId, userId: managerUserId, role: 'campus_manager' });

  // User 1: a plain student (user 0 is also a manager somewhere).
  const benchIndex = 1;
  const benchUserId = userIds[benchIndex];
  const benchCourseId = courseIds[courseIndexesOf(benchIndex, size)[0] ?? 0];
  if (benchUserId === undefined || benchCourseId === undefined) throw new Error('no bench user');
  return {
    domainId,
    courseIds,
    userIds,
    benchUser: { id: benchUserId, email: benchEmail(benchIndex), password: BENCH_PASSWORD, courseId: benchCourseId },
    managerUser: { id: managerUserId, email: benchEmail(managerIndex), password: BENCH_PASSWORD },
    memberships: membershipValues.length,
  };
}
