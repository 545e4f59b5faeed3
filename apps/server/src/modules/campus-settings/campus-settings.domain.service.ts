// Domain management of the caller's campus (issue 18, `/campus_settings/domain-management`): sites, the
// campus's e-mail domains and the target-group options courses offer. The same operators as every
// campus setting (requireCampusOperator); another campus's site or e-mail domain is 404.
import {
  CAMPUS_SETTINGS_ERROR_CODES,
  type CampusDomainSettings,
  type CampusEmailDomain,
  type CampusSite,
  type CampusTargetGroups,
} from '@campus/shared';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Principal } from '../auth/principal.ts';
import * as repository from './campus-settings.domain.repository.ts';
import { requireCampusOperator } from './campus-settings.service.ts';

const presentSite = (row: repository.SiteRow): CampusSite => ({ id: row.id, name: row.name, course_count: row.courseCount });
const presentEmailDomain = (row: repository.EmailDomainRow): CampusEmailDomain => ({ id: row.id, domain: row.emailDomain });

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

/** `POST /campus-settings/domain/email-domains`: one campus per e-mail domain (409 CAMPUS_EMAIL_DOMAIN_TAKEN). */
export async function addEmailDomain(db: Database, principal: Principal, emailDomain: string): Promise<CampusEmailDomain> {
  const domainId = await requireCampusOperator(db, principal);
  const row = await repository.insertEmailDomain(db, domainId, emailDomain);
  if (!row) throw new AppError(409, CAMPUS_SETTINGS_ERROR_CODES.emailDomainTaken, `A campus already has the e-mail domain ${emailDomain}.`);
  return presentEmailDomain(row);
}

/** `DELETE /campus-settings/domain/email-domains/{emailDomainId}`. */
export async function removeEmailDomain(db: Database, principal: Principal, emailDomainId: number): Promise<void> {
  const domainId = await requireCampusOperator(db, principal);
  if (!(await repository.deleteEmailDomain(db, domainId, emailDomainId))) {
    throw notFound(`E-mail domain ${emailDomainId} is not one of your campus.`, CAMPUS_SETTINGS_ERROR_CODES.emailDomainNotFound);
  }
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
