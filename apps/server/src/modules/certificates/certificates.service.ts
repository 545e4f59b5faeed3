// Certificates (spec §3 "Certificate", §4 message, §7; issue 14). A course with has_certificated issues
// a member's certificate (status fulfilled, with a verification code) once their course progress is
// 100 %. Progress comes from outside (app.ts hands in the course progress share), and issuing happens
// when certificates are read: the side menu reads the state on every course screen, so a learner sees
// the certificate right after finishing; staff's list of holders checks the course's students.
// Users read their own; the staff of the course (manager, instructor, mentor; not in student mode) read
// their members'. The PDF download counts only the learner's own downloads (the message goes after
// the first). The verification of a code is public.
// A campus may turn certificates off (campus settings, features; app.ts hands in the switch): then every
// route here answers 403 CAMPUS_FEATURE_DISABLED for that campus (the course's; for the user's own list,
// the user's) and nothing is issued; stored certificates stay and show again once it is back on.
import { randomBytes } from 'node:crypto';
import {
  CERTIFICATE_ERROR_CODES,
  effectiveRoleIds,
  isStaffRole,
  type Certificate,
  type CertificateList,
  type CertificateState,
  type CertificateVerification,
  type CourseCertificateHolders,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { CampusFeatureSource } from '../campus-settings/campus-settings.sources.ts';
import { requireCourseAccess, type CourseAccess } from '../courses/course-access.ts';
import { courseFeatures } from '../courses/courses.policy.ts';
import { buildCertificatePdf } from './certificates.pdf.ts';
import {
  findCertificate,
  findCertificateByCode,
  findCertificateRecord,
  findCourseForCertificate,
  incrementDownloadCount,
  isCourseMember,
  issueCertificate,
  listCertificateCourseIds,
  listCourseCertificates,
  listCourseStudentIds,
  listUserCertificates,
  type CertificateRecord,
} from './certificates.repository.ts';

/** A learner's course progress in percent (0..100); app.ts composes it (assignments, learning path). */
export type CourseProgressShare = (db: Database, courseId: number, userId: number) => Promise<number>;

export interface CertificateDeps {
  db: Database;
  progressShare: CourseProgressShare;
  /** The campus switch `certificates` (campus settings); app.ts hands it in. */
  campusFeatures: Pick<CampusFeatureSource, 'requireEnabled' | 'requireEnabledForUser'>;
  now?: () => Date;
}

const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 12 random Crockford base32 characters as XXXX-XXXX-XXXX (60 bits). */
export function newVerificationCode(): string {
  const chars = [...randomBytes(12)].map((byte) => CODE_ALPHABET[byte & 31]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** Issues the certificate when the course has one and the member's progress is 100 %. */
export async function issueIfEarned(deps: CertificateDeps, courseId: number, userId: number): Promise<boolean> {
  const course = await findCourseForCertificate(deps.db, courseId);
  if (!course || !courseFeatures(course.settings).has_certificated) return false;
  const existing = await findCertificate(deps.db, courseId, userId);
  if (existing?.status === 'fulfilled') return false;
  if ((await deps.progressShare(deps.db, courseId, userId)) < 100) return false;
  return issueCertificate(deps.db, { courseId, userId, code: newVerificationCode(), at: deps.now?.() ?? new Date() });
}

function isCourseStaff(access: CourseAccess): boolean {
  return effectiveRoleIds(access.roleIds, access.studentMode).some(isStaffRole);
}

/** The caller themself, or the course's staff for a member of the course. */
async function requireReader(db: Database, principal: Principal, userId: number, courseId: number): Promise<CourseAccess> {
  const access = await requireCourseAccess(db, principal, courseId);
  if (userId !== principal.userId) {
    if (!isCourseStaff(access)) throw forbidden("Only the course's staff read other members' certificates.");
    if (!(await isCourseMember(db, courseId, userId))) {
      throw notFound(`User ${userId} is not a member of course ${courseId}.`);
    }
  }
  return access;
}

export async function getCertificateState(deps: CertificateDeps, principal: Principal, userId: number, courseId: number): Promise<CertificateState> {
  const access = await requireReader(deps.db, principal, userId, courseId);
  await deps.campusFeatures.requireEnabled(deps.db, access.row.domainId, 'certificates');
  await issueIfEarned(deps, courseId, userId);
  const row = await findCertificate(deps.db, courseId, userId);
  return {
    uid: userId,
    og_id: courseId,
    status: row?.status ?? 'none',
    download_count: row?.downloadCount ?? 0,
    success_message: row?.successMessage ?? null,
  };
}

function presentCertificate(record: CertificateRecord): Certificate {
  return {
    id: record.id,
    uid: record.userId,
    og_id: record.courseId,
    course_title: record.courseTitle,
    status: record.status,
    download_count: record.downloadCount,
    fulfilled_at: record.fulfilledAt?.toISOString() ?? null,
    verification_code: record.verificationCode,
    success_message: record.successMessage,
  };
}

/**
 * A user's issued certificates, for their Certificates screen (courses with a certificate where they
 * reached 100 % are issued first). Only the user themself; staff see a member's through the course (the
 * state and the holders list).
 */
export async function listCertificates(deps: CertificateDeps, principal: Principal, userId: number): Promise<CertificateList> {
  if (userId !== principal.userId) throw forbidden('Users list only their own certificates.');
  await deps.campusFeatures.requireEnabledForUser(deps.db, userId, 'certificates');
  for (const courseId of await listCertificateCourseIds(deps.db, userId)) await issueIfEarned(deps, courseId, userId);
  const records = await listUserCertificates(deps.db, userId);
  return { items: records.filter((record) => record.status === 'fulfilled' && record.verificationCode !== null).map(presentCertificate) };
}

export interface CertificateDownload {
  pdf: Uint8Array;
  fileName: string;
}

/** The PDF of an issued certificate. The learner's own download counts; staff's and admins' do not. */
export async function downloadCertificate(
  deps: CertificateDeps,
  principal: Principal,
  request: { userId: number; certificateId: number; origin: string; language: 'de' | 'en' },
): Promise<CertificateDownload> {
  const record = await findCertificateRecord(deps.db, request.userId, request.certificateId);
  const missing = () => notFound(`Certificate ${request.certificateId} was not found.`, CERTIFICATE_ERROR_CODES.notFound);
  if (!record) throw missing();
  if (request.userId !== principal.userId) {
    const access = await requireCourseAccess(deps.db, principal, record.courseId).catch(() => undefined);
    if (!access) throw missing();
    if (!isCourseStaff(access)) throw forbidden("Only the course's staff download other members' certificates.");
  }
  await deps.campusFeatures.requireEnabled(deps.db, record.campusId, 'certificates');
  if (record.status !== 'fulfilled' || record.verificationCode === null || record.fulfilledAt === null) {
    throw new AppError(409, CERTIFICATE_ERROR_CODES.notIssued, 'This certificate is not issued yet.');
  }
  const colors = record.campusColors;
  const pdf = await buildCertificatePdf({
    campusName: record.campusName,
    primaryColor: colors.global_header?.background_color ?? colors.main_menu?.main_menu_background_color,
    accentColor: colors.global_header?.text_hover_background ?? colors.main_menu?.text_hover,
    learnerName: record.learnerName,
    courseTitle: record.courseTitle,
    issuedAt: record.fulfilledAt,
    verificationCode: record.verificationCode,
    verificationUrl: `${request.origin}/certificates/verify/${record.verificationCode}`,
    language: request.language,
  });
  if (request.userId === principal.userId) await incrementDownloadCount(deps.db, record.id);
  const slug = record.courseTitle.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'course';
  return { pdf, fileName: `certificate-${slug}.pdf` };
}

/** Who earned the course's certificate (staff of the course). Students who reached 100 % are issued first. */
export async function listCourseCertificateHolders(deps: CertificateDeps, principal: Principal, courseId: number): Promise<CourseCertificateHolders> {
  const access = await requireCourseAccess(deps.db, principal, courseId);
  if (!isCourseStaff(access)) throw forbidden("Only the course's staff see who earned its certificate.");
  await deps.campusFeatures.requireEnabled(deps.db, access.row.domainId, 'certificates');
  if (courseFeatures(access.row.settings).has_certificated) {
    for (const userId of await listCourseStudentIds(deps.db, courseId)) await issueIfEarned(deps, courseId, userId);
  }
  const records = await listCourseCertificates(deps.db, courseId);
  return {
    items: records.map((record) => ({
      uid: record.userId,
      name: record.learnerName,
      fulfilled_at: (record.fulfilledAt ?? new Date(0)).toISOString(),
      download_count: record.downloadCount,
      verification_code: record.verificationCode ?? '',
    })),
  };
}

/**
 * Public: what an issued certificate's code stands for; anything else is 404 CERTIFICATE_CODE_UNKNOWN, and
 * a certificate of a campus that turned certificates off is 403 CAMPUS_FEATURE_DISABLED.
 */
export async function verifyCertificate(deps: Pick<CertificateDeps, 'db' | 'campusFeatures'>, code: string): Promise<CertificateVerification> {
  const record = await findCertificateByCode(deps.db, code);
  if (!record?.fulfilledAt) throw notFound('No certificate was issued with this code.', CERTIFICATE_ERROR_CODES.codeUnknown);
  await deps.campusFeatures.requireEnabled(deps.db, record.campusId, 'certificates');
  return {
    code,
    learner: record.learnerName,
    course: record.courseTitle,
    campus: record.campusName,
    issued_at: record.fulfilledAt.toISOString(),
  };
}
