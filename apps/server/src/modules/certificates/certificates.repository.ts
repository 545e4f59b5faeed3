// Stored certificate states and the membership check for reading another member's; issued
// certificates with what their PDF and the verification page show (learner, course, campus, look).
import { COURSE_ROLE, type CertificateStatus } from '@campus/shared';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campusSettings, certificates, courseMembers, courses, domains, users, type CampusColorSettings } from '../../db/schema/index.ts';

export interface CertificateRow {
  status: CertificateStatus;
  downloadCount: number;
  successMessage: string | null;
}

export async function findCertificate(db: Database, courseId: number, userId: number): Promise<CertificateRow | undefined> {
  const [row] = await db
    .select({ status: certificates.status, downloadCount: certificates.downloadCount, successMessage: certificates.successMessage })
    .from(certificates)
    .where(and(eq(certificates.courseId, courseId), eq(certificates.userId, userId)))
    .limit(1);
  return row;
}

export async function isCourseMember(db: Database, courseId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: courseMembers.userId })
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export interface CertificateWrite {
  courseId: number;
  userId: number;
  status: CertificateStatus;
  downloadCount?: number;
  successMessage?: string | null;
  fulfilledAt?: Date | null;
}

/** Creates or replaces the state of one member's certificate (the certificates feature, seeds, tests). */
export async function upsertCertificate(db: Database, write: CertificateWrite): Promise<void> {
  const values = {
    status: write.status,
    downloadCount: write.downloadCount ?? 0,
    successMessage: write.successMessage ?? null,
    fulfilledAt: write.fulfilledAt ?? (write.status === 'fulfilled' ? new Date() : null),
  };
  await db
    .insert(certificates)
    .values({ courseId: write.courseId, userId: write.userId, ...values })
    .onConflictDoUpdate({ target: [certificates.courseId, certificates.userId], set: { ...values, updatedAt: new Date() } });
}

/** An issued or stored certificate with the names its PDF and lists show. */
export interface CertificateRecord {
  id: number;
  courseId: number;
  userId: number;
  status: CertificateStatus;
  downloadCount: number;
  successMessage: string | null;
  fulfilledAt: Date | null;
  verificationCode: string | null;
  courseTitle: string;
  learnerName: string;
  campusName: string;
  /** The course's campus (its certificates switch decides). */
  campusId: number;
  campusColors: CampusColorSettings;
}

function recordQuery(db: Database) {
  return db
    .select({
      id: certificates.id,
      courseId: certificates.courseId,
      userId: certificates.userId,
      status: certificates.status,
      downloadCount: certificates.downloadCount,
      successMessage: certificates.successMessage,
      fulfilledAt: certificates.fulfilledAt,
      verificationCode: certificates.verificationCode,
      courseTitle: courses.title,
      learnerName: users.displayName,
      campusName: domains.name,
      campusId: courses.domainId,
      campusColors: sql<CampusColorSettings>`coalesce(${campusSettings.colors}, '{}'::jsonb)`,
    })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(users, eq(users.id, certificates.userId))
    .innerJoin(domains, eq(domains.id, courses.domainId))
    .leftJoin(campusSettings, eq(campusSettings.domainId, courses.domainId));
}

/** A user's stored certificates in courses that still exist, newest first. */
export async function listUserCertificates(db: Database, userId: number): Promise<CertificateRecord[]> {
  return recordQuery(db)
    .where(and(eq(certificates.userId, userId), isNull(courses.deletedAt)))
    .orderBy(desc(certificates.fulfilledAt), desc(certificates.id));
}

export async function findCertificateRecord(db: Database, userId: number, id: number): Promise<CertificateRecord | undefined> {
  const [row] = await recordQuery(db)
    .where(and(eq(certificates.id, id), eq(certificates.userId, userId), isNull(courses.deletedAt)))
    .limit(1);
  return row;
}

export async function findCertificateByCode(db: Database, code: string): Promise<CertificateRecord | undefined> {
  const [row] = await recordQuery(db)
    .where(and(eq(certificates.verificationCode, code), eq(certificates.status, 'fulfilled')))
    .limit(1);
  return row;
}

/** Issued certificates of a course, by learner name. */
export async function listCourseCertificates(db: Database, courseId: number): Promise<CertificateRecord[]> {
  return recordQuery(db)
    .where(and(eq(certificates.courseId, courseId), eq(certificates.status, 'fulfilled'), isNotNull(certificates.verificationCode)))
    .orderBy(asc(users.displayName), asc(certificates.id));
}

/** The course's students (who can earn its certificate). */
export async function listCourseStudentIds(db: Database, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: courseMembers.userId })
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.roleId, COURSE_ROLE.student)));
  return rows.map((row) => row.userId);
}

/** Course title and settings (has_certificated lives there), for issuing. */
export async function findCourseForCertificate(db: Database, courseId: number): Promise<{ title: string; settings: Record<string, unknown> } | undefined> {
  const [row] = await db
    .select({ title: courses.title, settings: courses.settings })
    .from(courses)
    .where(and(eq(courses.id, courseId), isNull(courses.deletedAt)))
    .limit(1);
  return row;
}

/**
 * Marks a member's certificate fulfilled with a verification code, unless it already is (an issued
 * certificate keeps its code, date and downloads). True when this call issued it.
 */
export async function issueCertificate(db: Database, issue: { courseId: number; userId: number; code: string; at: Date }): Promise<boolean> {
  const rows = await db
    .insert(certificates)
    .values({ courseId: issue.courseId, userId: issue.userId, status: 'fulfilled', fulfilledAt: issue.at, verificationCode: issue.code })
    .onConflictDoUpdate({
      target: [certificates.courseId, certificates.userId],
      set: { status: 'fulfilled', fulfilledAt: sql`coalesce(${certificates.fulfilledAt}, excluded.fulfilled_at)`, verificationCode: issue.code, updatedAt: issue.at },
      setWhere: sql`${certificates.status} <> 'fulfilled' or ${certificates.verificationCode} is null`,
    })
    .returning({ id: certificates.id });
  return rows.length > 0;
}

export async function incrementDownloadCount(db: Database, id: number): Promise<void> {
  await db
    .update(certificates)
    .set({ downloadCount: sql`${certificates.downloadCount} + 1` })
    .where(eq(certificates.id, id));
}

/** The user's courses (not deleted) that issue certificates (course setting hasCertificate). */
export async function listCertificateCourseIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ courseId: courses.id })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(and(eq(courseMembers.userId, userId), isNull(courses.deletedAt), sql`${courses.settings} ->> 'hasCertificate' = 'true'`));
  return rows.map((row) => row.courseId);
}
