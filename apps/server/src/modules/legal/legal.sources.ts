// What the legal module hands to others (campus settings, issue 18): a campus's current terms and
// publishing the next version. Publishing asks everyone again (legal_accepted covers the current version only).
import type { Database } from '../../db/client.ts';
import { findLatestTerms, type LatestTermsRow } from './legal.repository.ts';
import { publishLegalTerms } from './legal.service.ts';

export type { LatestTermsRow };
export { publishLegalTerms };

/** The current (highest) version of a campus's terms, or undefined when it has none. */
export async function currentCampusTerms(db: Database, domainId: number): Promise<LatestTermsRow | undefined> {
  return findLatestTerms(db, domainId);
}
