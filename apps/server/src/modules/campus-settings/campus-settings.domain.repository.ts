// Domain management rows (issue 18): the campus's sites (with how many courses use each), its e-mail
// domains (campus_email_domains, unique across campuses) and its target-group options
// (campus_course_options.target_group_options, which the course editor offers).
import { and, asc, count, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { campusCourseOptions, campusEmailDomains, courses, sites } from '../../db/schema/index.ts';

export interface SiteRow {
  id: number;
  name: string;
  courseCount: number;
}

/** Courses that are not deleted, per site of the campus. */
function siteCourseCounts(db: Database, domainId: number) {
  return db
    .select({ siteId: courses.siteId, courseCount: count().as('course_count') })
    .from(courses)
    .where(and(eq(courses.domainId, domainId), isNull(courses.deletedAt)))
    .groupBy(courses.siteId)
    .as('site_course_counts');
}

export async function listSites(db: Database, domainId: number): Promise<SiteRow[]> {
  const counts = siteCourseCounts(db, domainId);
  const rows = await db
    .select({ id: sites.id, name: sites.name, courseCount: counts.courseCount })
    .from(sites)
    .leftJoin(counts, eq(counts.siteId, sites.id))
    .where(eq(sites.domainId, domainId))
    .orderBy(asc(sites.name), asc(sites.id));
  return rows.map((row) => ({ ...row, courseCount: Number(row.courseCount ?? 0) }));
}

export async function findSite(db: Database, domainId: number, siteId: number): Promise<SiteRow | undefined> {
  return (await listSites(db, domainId)).find((site) => site.id === siteId);
}

export async function insertSite(db: Database, domainId: number, name: string): Promise<number> {
  const [row] = await db.insert(sites).values({ domainId, name }).returning({ id: sites.id });
  if (!row) throw new Error('site insert returned nothing');
  return row.id;
}

export async function renameSite(db: Database, domainId: number, siteId: number, name: string): Promise<boolean> {
  const rows = await db
    .update(sites)
    .set({ name })
    .where(and(eq(sites.id, siteId), eq(sites.domainId, domainId)))
    .returning({ id: sites.id });
  return rows.length > 0;
}

/** Deletes the site unless a (not deleted) course uses it: 'deleted', 'in_use' or 'missing'. */
export async function deleteUnusedSite(db: Database, domainId: number, siteId: number): Promise<'deleted' | 'in_use' | 'missing'> {
  return db.transaction(async (tx) => {
    const [site] = await tx
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.id, siteId), eq(sites.domainId, domainId)))
      .for('update');
    if (!site) return 'missing';
    const [used] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.siteId, siteId), isNull(courses.deletedAt)))
      .limit(1);
    if (used) return 'in_use';
    await tx.delete(sites).where(eq(sites.id, siteId));
    return 'deleted';
  });
}

export interface EmailDomainRow {
  id: number;
  domainId: number;
  emailDomain: string;
  /** Null while the claim is pending. */
  verifiedAt: Date | null;
  verificationToken: string | null;
}

const emailDomainColumns = {
  id: campusEmailDomains.id,
  domainId: campusEmailDomains.domainId,
  emailDomain: campusEmailDomains.emailDomain,
  verifiedAt: campusEmailDomains.verifiedAt,
  verificationToken: campusEmailDomains.verificationToken,
};

export async function listEmailDomains(db: Database, domainId: number): Promise<EmailDomainRow[]> {
  return db
    .select(emailDomainColumns)
    .from(campusEmailDomains)
    .where(eq(campusEmailDomains.domainId, domainId))
    .orderBy(asc(campusEmailDomains.emailDomain));
}

/** The claim `emailDomainId`, of the campus `domainId` only when one is given (a server admin's approval looks everywhere). */
export async function findEmailDomain(db: Database, emailDomainId: number, domainId?: number): Promise<EmailDomainRow | undefined> {
  const [row] = await db
    .select(emailDomainColumns)
    .from(campusEmailDomains)
    .where(and(eq(campusEmailDomains.id, emailDomainId), domainId === undefined ? undefined : eq(campusEmailDomains.domainId, domainId)));
  return row;
}

/** Whether the e-mail domain is verified for a campus other than `exceptId` (any campus without it). */
async function verifiedElsewhere(db: Database, emailDomain: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: campusEmailDomains.id })
    .from(campusEmailDomains)
    .where(
      and(
        eq(campusEmailDomains.emailDomain, emailDomain),
        isNotNull(campusEmailDomains.verifiedAt),
        exceptId === undefined ? undefined : ne(campusEmailDomains.id, exceptId),
      ),
    );
  return row !== undefined;
}

/**
 * Stores a pending claim with its verification token, or undefined when this campus already claims
 * the e-mail domain or another campus has it verified. Pending claims of other campuses do not count.
 */
export async function insertEmailDomain(db: Database, domainId: number, emailDomain: string, token: string): Promise<EmailDomainRow | undefined> {
  const [own] = await db
    .select({ id: campusEmailDomains.id })
    .from(campusEmailDomains)
    .where(and(eq(campusEmailDomains.domainId, domainId), eq(campusEmailDomains.emailDomain, emailDomain)));
  if (own || (await verifiedElsewhere(db, emailDomain))) return undefined;
  try {
    // verified_at must be null explicitly: its column default (now()) is there for rows from before proofs.
    const [row] = await db
      .insert(campusEmailDomains)
      .values({ domainId, emailDomain, verifiedAt: null, verificationToken: token })
      .returning(emailDomainColumns);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Marks the claim verified; 'taken' when another campus has the e-mail domain verified already. */
export async function markEmailDomainVerified(db: Database, row: EmailDomainRow, at: Date): Promise<'verified' | 'taken'> {
  if (row.verifiedAt) return 'verified';
  if (await verifiedElsewhere(db, row.emailDomain, row.id)) return 'taken';
  try {
    await db
      .update(campusEmailDomains)
      .set({ verifiedAt: at, verificationToken: null })
      .where(and(eq(campusEmailDomains.id, row.id), isNull(campusEmailDomains.verifiedAt)));
    return 'verified';
  } catch (error) {
    // Two campuses proving the same domain at once: the unique index among verified claims decides.
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

export async function deleteEmailDomain(db: Database, domainId: number, emailDomainId: number): Promise<boolean> {
  const rows = await db
    .delete(campusEmailDomains)
    .where(and(eq(campusEmailDomains.id, emailDomainId), eq(campusEmailDomains.domainId, domainId)))
    .returning({ id: campusEmailDomains.id });
  return rows.length > 0;
}

export async function targetGroupOptions(db: Database, domainId: number): Promise<string[]> {
  const [row] = await db
    .select({ options: campusCourseOptions.targetGroupOptions })
    .from(campusCourseOptions)
    .where(eq(campusCourseOptions.domainId, domainId));
  return row ? [...row.options] : [];
}

/** Saves the options (a campus without a course-options row gets one with the other defaults). */
export async function saveTargetGroupOptions(db: Database, domainId: number, options: string[]): Promise<void> {
  await db
    .insert(campusCourseOptions)
    .values({ domainId, targetGroupOptions: options })
    .onConflictDoUpdate({ target: campusCourseOptions.domainId, set: { targetGroupOptions: options } });
}
