// Database writes of the seed: the app_meta marker and the demo campus rows.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  appMeta,
  campusEmailDomains,
  campusInvitations,
  campusSettings,
  courseMembers,
  courses,
  domainMembers,
  domainRoles,
  domains,
  sites,
  users,
} from '../db/schema/index.ts';
import { publishLegalTerms } from '../modules/legal/legal.sources.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_CAMPUS_INVITATION_EMAIL,
  DEMO_CAMPUS_LOOK,
  DEMO_COURSE_DASHBOARD,
  DEMO_COURSE_FEATURE_SETTINGS,
  DEMO_COURSE_ROLES,
  DEMO_COURSES,
  DEMO_DOMAIN,
  DEMO_EMAIL_DOMAINS,
  DEMO_LEGAL_TERMS,
  DEMO_SITES,
  DEMO_TEMPLATE_COURSES,
  type DemoAccountKey,
  type DemoCourseKey,
  type DemoSiteKey,
} from './demo-accounts.ts';
import { insertDemoTaxonomy } from './demo-taxonomy.ts';

export async function hasAppMeta(db: Database, key: string): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return rows.length > 0;
}

/** Inserts the key unless present; true when this call wrote it (concurrent callers wait on the row lock). */
export async function claimAppMeta(db: Database, key: string, value: unknown): Promise<boolean> {
  const rows = await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoNothing({ target: appMeta.key })
    .returning({ key: appMeta.key });
  return rows.length > 0;
}

export interface DemoCampusRows {
  passwordHashes: Readonly<Record<DemoAccountKey, string>>;
  startDate: Date;
  endDate: Date;
}

function keysOf<T extends object>(value: T): (keyof T & string)[] {
  return Object.keys(value) as (keyof T & string)[];
}

function requireId<K extends string>(ids: Map<K, number>, key: K): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed: no id for ${key}`);
  return id;
}

/** Maps each constant key to the id of the inserted row whose natural key matches. */
function idsByKey<K extends string>(
  keys: readonly K[],
  rows: readonly { id: number; natural: string }[],
  naturalKeyOf: (key: K) => string,
): Map<K, number> {
  const ids = new Map<K, number>();
  for (const key of keys) {
    const row = rows.find((candidate) => candidate.natural === naturalKeyOf(key));
    if (row) ids.set(key, row.id);
  }
  return ids;
}

export async function insertDemoCampus(db: Database, rows: DemoCampusRows): Promise<void> {
  await db.insert(domains).values({
    id: DEMO_DOMAIN.id,
    name: DEMO_DOMAIN.name,
    primaryColor: DEMO_DOMAIN.primaryColor,
    features: { courseTypes: { self_learning: true, compact_learning: true } },
  });
  // The id was set explicitly; move the identity past it so the next campus does not collide.
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('domains', 'id'), (SELECT max(id) FROM domains))`);

  const siteKeys = keysOf(DEMO_SITES);
  const siteRows = await db
    .insert(sites)
    .values(siteKeys.map((key) => ({ domainId: DEMO_DOMAIN.id, name: DEMO_SITES[key] })))
    .returning({ id: sites.id, natural: sites.name });
  const siteIds = idsByKey<DemoSiteKey>(siteKeys, siteRows, (key) => DEMO_SITES[key]);
  await db.insert(campusEmailDomains).values(DEMO_EMAIL_DOMAINS.map((emailDomain) => ({ domainId: DEMO_DOMAIN.id, emailDomain })));

  const accountKeys = keysOf(DEMO_ACCOUNTS);
  const userRows = await db
    .insert(users)
    .values(
      accountKeys.map((key) => ({
        email: DEMO_ACCOUNTS[key].email,
        displayName: DEMO_ACCOUNTS[key].displayName,
        passwordHash: rows.passwordHashes[key],
        isAdmin: DEMO_ACCOUNTS[key].isAdmin,
        language: 'en' as const,
      })),
    )
    .returning({ id: users.id, natural: users.email });
  const userIds = idsByKey<DemoAccountKey>(accountKeys, userRows, (key) => DEMO_ACCOUNTS[key].email);

  await db.insert(domainMembers).values(
    accountKeys.map((key) => ({ domainId: DEMO_DOMAIN.id, userId: requireId(userIds, key) })),
  );
  const campusRoles = accountKeys.flatMap((key) =>
    DEMO_ACCOUNTS[key].campusRoles.map((role) => ({ domainId: DEMO_DOMAIN.id, userId: requireId(userIds, key), role })),
  );
  if (campusRoles.length > 0) await db.insert(domainRoles).values(campusRoles);
  // One pending campus invitation (issue 27), open as long as the demo courses run.
  await db.insert(campusInvitations).values({
    domainId: DEMO_DOMAIN.id,
    email: DEMO_CAMPUS_INVITATION_EMAIL,
    invitedBy: requireId(userIds, 'manager'),
    expiresAt: rows.endDate,
  });

  const courseKeys = keysOf(DEMO_COURSES);
  const courseRows = await db
    .insert(courses)
    .values(
      courseKeys.map((key) => {
        const course = DEMO_COURSES[key];
        return {
          domainId: DEMO_DOMAIN.id,
          siteId: requireId(siteIds, course.site),
          title: course.title,
          description: course.description,
          kind: course.kind,
          courseType: course.courseType,
          startDate: rows.startDate,
          endDate: rows.endDate,
          settings: { ...DEMO_COURSE_DASHBOARD[key], ...DEMO_COURSE_FEATURE_SETTINGS[key] },
          isTemplate: DEMO_TEMPLATE_COURSES.includes(key),
          createdBy: requireId(userIds, 'manager'),
        };
      }),
    )
    .returning({ id: courses.id, natural: courses.title });
  const courseIds = idsByKey<DemoCourseKey>(courseKeys, courseRows, (key) => DEMO_COURSES[key].title);

  const memberships = accountKeys.flatMap((account) =>
    Object.entries(DEMO_COURSE_ROLES[account]).map(([course, roleId]) => ({
      courseId: requireId(courseIds, course as DemoCourseKey),
      userId: requireId(userIds, account),
      roleId,
    })),
  );
  await db.insert(courseMembers).values(memberships);

  // Issue 4: the campus look and its terms of use (version 1).
  await db.insert(campusSettings).values({ domainId: DEMO_DOMAIN.id, ...DEMO_CAMPUS_LOOK });
  // The campus's first terms, so version 1.
  await publishLegalTerms(db, {
    domainId: DEMO_DOMAIN.id,
    conditionsDe: DEMO_LEGAL_TERMS.de,
    conditionsEn: DEMO_LEGAL_TERMS.en,
    createdBy: requireId(userIds, 'admin'),
  });

  // Issue 5: course categories, child categories, video topics and the course editor options.
  await insertDemoTaxonomy(db, DEMO_DOMAIN.id, requireId(userIds, 'manager'));
}
