// Stored certificate states and the membership check for reading another member's.
import type { CertificateStatus } from '@campus/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { certificates, courseMembers } from '../../db/schema/index.ts';

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
