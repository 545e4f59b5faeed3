// Test helpers of the certificates feature: an issued certificate without going through course
// progress, and the text of a certificate PDF (pdf-text.ts).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { certificates } from '../../../db/schema/index.ts';
import { issueCertificate } from '../certificates.repository.ts';
import { newVerificationCode } from '../certificates.service.ts';

/** Issues (fulfilled, with a code) the member's certificate and answers its id and code. */
export async function giveCertificate(db: Database, courseId: number, userId: number, at = new Date()): Promise<{ id: number; code: string }> {
  await issueCertificate(db, { courseId, userId, code: newVerificationCode(), at });
  const [row] = await db
    .select({ id: certificates.id, code: certificates.verificationCode })
    .from(certificates)
    .where(and(eq(certificates.courseId, courseId), eq(certificates.userId, userId)));
  if (!row?.code) throw new Error('certificate not issued');
  return { id: row.id, code: row.code };
}

export { pdfFillColors, pdfText } from './pdf-text.ts';
