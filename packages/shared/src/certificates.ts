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
