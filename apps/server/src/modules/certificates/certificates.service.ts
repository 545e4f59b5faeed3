// The certificate state for the side menu's message (spec §4): users read their own; the staff of the
// course (manager, instructor, mentor; not in student mode) read their members'.
import { effectiveRoleIds, isStaffRole, type CertificateState } from '@campus/shared';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Principal } from '../auth/principal.ts';
import { requireCourseAccess } from '../courses/course-access.ts';
import { findCertificate, isCourseMember } from './certificates.repository.ts';

export async function getCertificateState(db: Database, principal: Principal, userId: number, courseId: number): Promise<CertificateState> {
  const access = await requireCourseAccess(db, principal, courseId);
  if (userId !== principal.userId) {
    const staff = effectiveRoleIds(access.roleIds, access.studentMode).some(isStaffRole);
    if (!staff) throw forbidden("Only the course's staff read other members' certificates.");
    if (!(await isCourseMember(db, courseId, userId))) {
      throw notFound(`User ${userId} is not a member of course ${courseId}.`);
    }
  }
  const row = await findCertificate(db, courseId, userId);
  return {
    uid: userId,
    og_id: courseId,
    status: row?.status ?? 'none',
    download_count: row?.downloadCount ?? 0,
    success_message: row?.successMessage ?? null,
  };
}
