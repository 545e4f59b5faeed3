// The certificate state of a user in a course (spec §3 "Certificate", §4 "Certificate message",
// §7 GET /user/{uid}/certificates?og_id). The full certificates feature builds on this.
import { z } from 'zod';

/** `none`: nothing earned yet; `pending`: requested, not issued; `fulfilled`: issued, downloadable. */
export const CERTIFICATE_STATUSES = ['none', 'pending', 'fulfilled'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const CertificateParamsSchema = z.object({ uid: z.coerce.number().int().positive().max(2_147_483_647) });
export const CertificateQuerySchema = z.object({ og_id: z.coerce.number().int().positive().max(2_147_483_647) });

export const CertificateStateSchema = z.object({
  uid: z.number().int().positive(),
  og_id: z.number().int().positive(),
  status: z.enum(CERTIFICATE_STATUSES),
  download_count: z.number().int().nonnegative(),
  /** Text shown in the side menu's messages area once the certificate is fulfilled; null without one. */
  success_message: z.string().nullable(),
});
export type CertificateState = z.infer<typeof CertificateStateSchema>;

/** Spec §4: the message shows when a certificate is fulfilled and was never downloaded. */
export function shouldShowCertificateMessage(state: Pick<CertificateState, 'status' | 'download_count'> | null | undefined): boolean {
  return state?.status === 'fulfilled' && state.download_count === 0;
}

// ---- issued certificates (issue 14): the user's list, the PDF download, staff's list, verification ----

/** Problem codes of the certificate endpoints (besides the cross-cutting ERROR_CODES). */
export const CERTIFICATE_ERROR_CODES = {
  /** No certificate with this id for this user (or hidden from the caller). */
  notFound: 'CERTIFICATE_NOT_FOUND',
  /** The certificate exists but is not issued (fulfilled) yet, so there is no PDF. */
  notIssued: 'CERTIFICATE_NOT_ISSUED',
  /** The verification code belongs to no issued certificate. */
  codeUnknown: 'CERTIFICATE_CODE_UNKNOWN',
} as const;

/** Verification codes: 12 characters of Crockford base32 in three groups (XXXX-XXXX-XXXX), 60 random bits. */
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export const CertificateRequestParamsSchema = z.object({ uid: positiveId, id: positiveId });

export const CertificateSchema = z.object({
  id: z.number().int().positive(),
  uid: z.number().int().positive(),
  og_id: z.number().int().positive(),
  course_title: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  download_count: z.number().int().nonnegative(),
  /** When it was issued (ISO 8601); null until fulfilled. */
  fulfilled_at: z.string().nullable(),
  verification_code: z.string().nullable(),
  success_message: z.string().nullable(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

export const CertificateListSchema = z.object({ items: z.array(CertificateSchema) });
export type CertificateList = z.infer<typeof CertificateListSchema>;

/** A course's members who earned its certificate (staff view). */
export const CourseCertificateHolderSchema = z.object({
  uid: z.number().int().positive(),
  name: z.string(),
  fulfilled_at: z.string(),
  download_count: z.number().int().nonnegative(),
  verification_code: z.string(),
});
export const CourseCertificateHoldersSchema = z.object({ items: z.array(CourseCertificateHolderSchema) });
export type CourseCertificateHolders = z.infer<typeof CourseCertificateHoldersSchema>;

/** The code as typed (any case, spaces around); the route answers 404 for anything not issued. */
export const CertificateVerificationParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(CERTIFICATE_CODE_PATTERN, { message: 'A verification code looks like ABCD-EFGH-JKMN.' }),
});

/** What the public verification answers for an issued certificate. */
export const CertificateVerificationSchema = z.object({
  code: z.string(),
  learner: z.string(),
  course: z.string(),
  campus: z.string(),
  issued_at: z.string(),
});
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;

// The web paths are zod-free, for the web shell to import alone; the barrel still has them here.
export * from './rules/certificates.ts';
