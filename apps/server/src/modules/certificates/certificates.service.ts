// The certificate state for the side menu's message (spec §4): users read their own; the staff of the
// course (manager, instructor, mentor; not in student mode) read their members'.
import { ERROR_CODES, effectiveRoleIds, isStaffRole, type CertificateState } from '@campus/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Principal } from '../auth/principal.ts';
import { requireCourseAccess } from '../courses/courses.service.ts';
import { findCertificate, isCourseMember } from './certificates.repository.ts';

export async function getCertificateState(db: Database, principal: Principal, userId: number, courseId: number): Promise<CertificateState> {
  const access = await requireCourseAccess(db, principal, courseId);
  if (userId !== principal.userId) {
    const staff = effectiveRoleIds(access.roleIds, access.studentMode).some(isStaffRole);
    if (!staff) throw new AppError(403, ERROR_CODES.FORBIDDEN, "Only the course's staff read other members' certificates.");
    if (!(await isCourseMember(db, courseId, userId))) {
      throw new AppError(404, ERROR_CODES.NOT_FOUND, `User ${userId} is not a member of course ${courseId}.`);
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
