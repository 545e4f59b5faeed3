// Campus terms of use on the wire (spec §3 "Legal text response", §4 "Legal", §7 GET /legal/{domainId},
// POST /legal/{domainId}/accept). Terms are versioned per campus; a new version asks everyone again.
import { z } from 'zod';

export const LegalParamsSchema = z.object({ domainId: z.coerce.number().int().positive().max(2_147_483_647) });
export type LegalParams = z.infer<typeof LegalParamsSchema>;

/** Plain text (no HTML): paragraphs separated by a blank line, headings are lines of their own. */
const conditions = z.object({ conditions: z.string() });

/** `GET /legal/{domainId}`: the current terms in both languages and whether the user accepted them. */
export const LegalTextSchema = z.object({
  domain_id: z.number().int().positive(),
  version: z.number().int().positive(),
  de: conditions,
  en: conditions,
  /** ISO-8601. */
  published_at: z.string(),
  accepted: z.boolean(),
  /** ISO-8601 time the user accepted this version, null if not. */
  accepted_at: z.string().nullable(),
});
export type LegalText = z.infer<typeof LegalTextSchema>;

/**
 * Body of `POST /legal/{domainId}/accept`, optional: with `version` the server refuses when the user
 * saw an outdated text (409 LEGAL_TERMS_OUTDATED); without, it records the current version.
 */
export const LegalAcceptInputSchema = z.object({ version: z.number().int().positive().optional() }).strict();
export type LegalAcceptInput = z.infer<typeof LegalAcceptInputSchema>;

export const LegalAcceptanceSchema = z.object({
  domain_id: z.number().int().positive(),
  version: z.number().int().positive(),
  /** ISO-8601; the first acceptance of this version (accepting again changes nothing). */
  accepted_at: z.string(),
});
export type LegalAcceptance = z.infer<typeof LegalAcceptanceSchema>;

export const LEGAL_ERROR_CODES = {
  /** The campus has no terms of use. */
  termsNotFound: 'LEGAL_TERMS_NOT_FOUND',
  /** The version accepted is not the current one; show the new text. */
  termsOutdated: 'LEGAL_TERMS_OUTDATED',
  /** An admin acting as the user may not accept terms in the user's name. */
  acceptWhileImpersonating: 'LEGAL_ACCEPT_IMPERSONATED',
} as const;
