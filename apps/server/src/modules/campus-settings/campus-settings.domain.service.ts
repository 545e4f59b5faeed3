// Domain management of the caller's campus (issue 18, `/campus_settings/domain-management`): sites, the
// campus's e-mail domains and the target-group options courses offer. The same operators as every
// campus setting (requireCampusOperator); another campus's site or e-mail domain is 404.
import { randomBytes } from 'node:crypto';
import {
  CAMPUS_SETTINGS_ERROR_CODES,
  type CampusDomainSettings,
  type CampusEmailDomain,
  type CampusSite,
  type CampusTargetGroups,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import type { TxtResolver } from '../../lib/dns-txt.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import * as repository from './campus-settings.domain.repository.ts';
import { requireCampusOperator } from './campus-settings.service.ts';

const presentSite = (row: repository.SiteRow): CampusSite => ({ id: row.id, name: row.name, course_count: row.courseCount });
/** The DNS name and value that prove a claim (issue 27): `_campus-verification.<domain>` TXT `campus-verification=<token>`. */
export function verificationRecord(emailDomain: string, token: string): { name: string; value: string } {
  return { name: `_campus-verification.${emailDomain}`, value: `campus-verification=${token}` };
}

const presentEmailDomain = (row: repository.EmailDomainRow): CampusEmailDomain => {
  const record = row.verifiedAt === null && row.verificationToken ? verificationRecord(row.emailDomain, row.verificationToken) : null;
  return {
    id: row.id,
    domain: row.emailDomain,
    status: row.verifiedAt === null ? 'pending' : 'verified',
    verification: record ? { record_name: record.name, record_type: 'TXT', record_value: record.value } : null,
  };
};

/** What proving a claim needs besides the database: the DNS resolver (a fake in tests) and the clock. */
export interface EmailDomainProofDeps {
  db: Database;
  resolveTxt: TxtResolver;
  now: () => Date;
}

const emailDomainNotFound = (emailDomainId: number) =>
  notFound(`E-mail domain ${emailDomainId} is not one of your campus.`, CAMPUS_SETTINGS_ERROR_CODES.emailDomainNotFound);
const emailDomainTaken = (emailDomain: string) =>
  new AppError(409, CAMPUS_SETTINGS_ERROR_CODES.emailDomainTaken, `A campus already has the e-mail domain ${emailDomain}.`);

/** `GET /campus-settings/domain`. */
export async function getDomainSettings(db: Database, principal: Principal): Promise<CampusDomainSettings> {
  const domainId = await requireCampusOperator(db, principal);
  const [sites, emailDomains, options] = [
    await repository.listSites(db, domainId),
    await repository.listEmailDomains(db, domainId),
    await repository.targetGroupOptions(db, domainId),
  ];
  return { sites: sites.map(presentSite), email_domains: emailDomains.map(presentEmailDomain), target_group_options: options };
}

async function siteOf(db: Database, domainId: number, siteId: number): Promise<CampusSite> {
  const site = await repository.findSite(db, domainId, siteId);
  if (!site) throw notFound(`Site ${siteId} is not a site of your campus.`, CAMPUS_SETTINGS_ERROR_CODES.siteNotFound);
  return presentSite(site);
}

/** `POST /campus-settings/domain/sites`. */
export async function addSite(db: Database, principal: Principal, name: string): Promise<CampusSite> {
  const domainId = await requireCampusOperator(db, principal);
  return siteOf(db, domainId, await repository.insertSite(db, domainId, name));
}

/** `PUT /campus-settings/domain/sites/{siteId}`: the course chooser shows the new name at once. */
export async function renameSite(db: Database, principal: Principal, siteId: number, name: string): Promise<CampusSite> {
  const domainId = await requireCampusOperator(db, principal);
  if (!(await repository.renameSite(db, domainId, siteId, name))) {
    throw notFound(`Site ${siteId} is not a site of your campus.`, CAMPUS_SETTINGS_ERROR_CODES.siteNotFound);
  }
  return siteOf(db, domainId, siteId);
}

/** `DELETE /campus-settings/domain/sites/{siteId}`: only a site no course uses (409 CAMPUS_SITE_IN_USE). */
export async function deleteSite(db: Database, principal: Principal, siteId: number): Promise<void> {
  const domainId = await requireCampusOperator(db, principal);
  const outcome = await repository.deleteUnusedSite(db, domainId, siteId);
  if (outcome === 'missing') throw notFound(`Site ${siteId} is not a site of your campus.`, CAMPUS_SETTINGS_ERROR_CODES.siteNotFound);
  if (outcome === 'in_use') throw new AppError(409, CAMPUS_SETTINGS_ERROR_CODES.siteInUse, 'Courses still use this site; move them to another site first.');
}

/**
 * `POST /campus-settings/domain/email-domains`: a pending claim with a random token; it routes nothing
 * until proved (verifyEmailDomain) or approved (approveEmailDomain). 409 CAMPUS_EMAIL_DOMAIN_TAKEN when
 * this campus claims it already or another campus has it verified; other campuses' pending claims do
 * not block it (the first to prove it gets it).
 */
export async function addEmailDomain(db: Database, principal: Principal, emailDomain: string): Promise<CampusEmailDomain> {
  const domainId = await requireCampusOperator(db, principal);
  const row = await repository.insertEmailDomain(db, domainId, emailDomain, randomBytes(24).toString('base64url'));
  if (!row) throw emailDomainTaken(emailDomain);
  return presentEmailDomain(row);
}

/** Whether one of the TXT records (chunks joined, as DNS splits long strings) is exactly `expected`. */
async function hasTxtRecord(resolveTxt: TxtResolver, name: string, expected: string): Promise<boolean> {
  try {
    const records = await resolveTxt(name);
    return records.some((chunks) => chunks.join('').trim() === expected);
  } catch {
    // No such name, no TXT records, or the name server did not answer: not proved (yet).
    return false;
  }
}

async function markVerified(deps: EmailDomainProofDeps, row: repository.EmailDomainRow): Promise<CampusEmailDomain> {
  if ((await repository.markEmailDomainVerified(deps.db, row, deps.now())) === 'taken') throw emailDomainTaken(row.emailDomain);
  const updated = await repository.findEmailDomain(deps.db, row.id);
  if (!updated) throw emailDomainNotFound(row.id);
  return presentEmailDomain(updated);
}

/**
 * `POST /campus-settings/domain/email-domains/{emailDomainId}/verify`: looks up the claim's TXT record;
 * 409 CAMPUS_EMAIL_DOMAIN_RECORD_MISSING while it is not there (the claim stays pending), 409
 * CAMPUS_EMAIL_DOMAIN_TAKEN when another campus proved the domain first. A verified claim stays verified.
 */
export async function verifyEmailDomain(deps: EmailDomainProofDeps, principal: Principal, emailDomainId: number): Promise<CampusEmailDomain> {
  const domainId = await requireCampusOperator(deps.db, principal);
  const row = await repository.findEmailDomain(deps.db, emailDomainId, domainId);
  if (!row) throw emailDomainNotFound(emailDomainId);
  if (row.verifiedAt !== null) return presentEmailDomain(row);
  const record = verificationRecord(row.emailDomain, row.verificationToken ?? '');
  if (!row.verificationToken || !(await hasTxtRecord(deps.resolveTxt, record.name, record.value))) {
    throw new AppError(
      409,
      CAMPUS_SETTINGS_ERROR_CODES.emailDomainRecordMissing,
      `No TXT record ${record.name} with the value ${record.value} was found; the claim stays pending.`,
    );
  }
  return markVerified(deps, row);
}

/**
 * `POST /campus-settings/domain/email-domains/{emailDomainId}/approve`: a server admin (users.is_admin,
 * not in student mode) vouches for a claim of any campus without DNS; everyone else 403
 * CAMPUS_EMAIL_DOMAIN_APPROVAL_FORBIDDEN.
 */
export async function approveEmailDomain(deps: EmailDomainProofDeps, principal: Principal, emailDomainId: number): Promise<CampusEmailDomain> {
  if (!principal.isAdmin) {
    throw forbidden('Only server admins approve an e-mail domain without its DNS record.', CAMPUS_SETTINGS_ERROR_CODES.emailDomainApprovalForbidden);
  }
  const row = await repository.findEmailDomain(deps.db, emailDomainId);
  if (!row) throw emailDomainNotFound(emailDomainId);
  return markVerified(deps, row);
}

/** `DELETE /campus-settings/domain/email-domains/{emailDomainId}`. */
export async function removeEmailDomain(db: Database, principal: Principal, emailDomainId: number): Promise<void> {
  const domainId = await requireCampusOperator(db, principal);
  if (!(await repository.deleteEmailDomain(db, domainId, emailDomainId))) throw emailDomainNotFound(emailDomainId);
}

/**
 * `PUT /campus-settings/domain/target-groups`: the whole list (add, rename, remove). The course editor
 * offers these; a course keeps a group it already has (shown beside the options) until it is edited.
 */
export async function saveTargetGroups(db: Database, principal: Principal, options: string[]): Promise<CampusTargetGroups> {
  const domainId = await requireCampusOperator(db, principal);
  await repository.saveTargetGroupOptions(db, domainId, options);
  return { options: await repository.targetGroupOptions(db, domainId) };
}
