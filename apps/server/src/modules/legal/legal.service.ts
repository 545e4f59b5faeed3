// Campus terms of use: read the current version, accept it. `legal_accepted` of a course (courses
// module) is true only for the current version, so publishing a new one asks everybody again.
import {
  LEGAL_ERROR_CODES,
  type LegalAcceptInput,
  type LegalAcceptance,
  type LegalText,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { requireCampusAccess } from '../campus/campus-access.ts';
import { findCurrentTerms, insertNextTerms, recordAcceptance, type NewTerms, type TermsRow } from './legal.repository.ts';

function termsNotFound(domainId: number): AppError {
  return notFound(`Campus ${domainId} has no terms of use.`, LEGAL_ERROR_CODES.termsNotFound);
}

async function currentTermsFor(db: Database, principal: Principal, domainId: number): Promise<TermsRow> {
  await requireCampusAccess(db, principal, domainId);
  const terms = await findCurrentTerms(db, domainId, principal.userId);
  if (!terms) throw termsNotFound(domainId);
  return terms;
}

export async function getLegalText(db: Database, principal: Principal, domainId: number): Promise<LegalText> {
  const terms = await currentTermsFor(db, principal, domainId);
  return {
    domain_id: terms.domainId,
    version: terms.version,
    de: { conditions: terms.conditionsDe },
    en: { conditions: terms.conditionsEn },
    published_at: terms.publishedAt.toISOString(),
    accepted: terms.acceptedAt !== null,
    accepted_at: terms.acceptedAt?.toISOString() ?? null,
  };
}

export async function acceptLegalTerms(
  db: Database,
  principal: Principal,
  domainId: number,
  input: LegalAcceptInput | null | undefined,
  now: Date = new Date(),
): Promise<LegalAcceptance> {
  // Consent is personal: an admin acting as the user cannot give it.
  if (principal.impersonatorUserId !== null) {
    throw forbidden('Terms cannot be accepted while acting as another user.', LEGAL_ERROR_CODES.acceptWhileImpersonating);
  }
  const terms = await currentTermsFor(db, principal, domainId);
  if (input?.version !== undefined && input.version !== terms.version) {
    throw new AppError(409, LEGAL_ERROR_CODES.termsOutdated, `Version ${input.version} is not the current terms version ${terms.version}.`);
  }
  const acceptedAt = await recordAcceptance(db, terms.id, principal.userId, now);
  return { domain_id: domainId, version: terms.version, accepted_at: acceptedAt.toISOString() };
}

/** Publishes a new terms version of a campus (seed, campus settings later); everyone must accept again. */
export async function publishLegalTerms(db: Database, terms: NewTerms): Promise<{ id: number; version: number }> {
  return insertNextTerms(db, terms);
}
