// Campus settings (issue 18, spec §3 Configuration, §6): the theme, the feature flags and the terms of use
// of the caller's campus. Campus admins (not in student mode) and campus managers of that campus only;
// everyone else 403 CAMPUS_SETTINGS_FORBIDDEN.
import {
  CAMPUS_SETTINGS_ERROR_CODES,
  type CampusExternalLogo,
  type CampusExternalLogoValues,
  type CampusFeatureSettings,
  type CampusLegalLinks,
  type CampusLegalLinksValues,
  type CampusPrivacySettings,
  type CampusTerms,
  type CampusTermsInput,
  type CampusTheme,
  type CampusThemeValues,
} from '@campus/shared';
import type { Principal } from '../../auth-core/principal.ts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { findUserCampusId, requireCampusAccess } from '../campus/campus-access.ts';
import { currentCampusTerms, publishLegalTerms } from '../legal/legal.sources.ts';
import { presentExternalLogo, presentFeatures, presentLegalLinks, presentTerms, presentTheme, storedTheme } from './campus-settings.presenter.ts';
import * as repository from './campus-settings.repository.ts';

export interface CampusSettingsDeps {
  db: Database;
  now: () => Date;
}

/** The caller's campus: the one they belong to; campus admins without one manage the first campus. */
async function callerCampusId(db: Database, principal: Principal): Promise<number> {
  const own = await findUserCampusId(db, principal.userId);
  const domainId = own ?? (principal.accountIsAdmin ? await repository.firstCampusId(db) : undefined);
  if (domainId === undefined) throw new AppError(404, CAMPUS_SETTINGS_ERROR_CODES.noCampus, 'You do not belong to a campus.');
  return domainId;
}

/** Campus admins (not in student mode) and campus managers of the caller's campus (not in student mode), or 403. */
export async function requireCampusOperator(db: Database, principal: Principal): Promise<number> {
  const domainId = await callerCampusId(db, principal);
  const access = await requireCampusAccess(db, principal, domainId);
  const operator = principal.isAdmin || (!principal.studentMode && access.roles.includes('campus_manager'));
  if (!operator) throw forbidden('Only campus admins and campus managers change the campus settings.', CAMPUS_SETTINGS_ERROR_CODES.forbidden);
  return domainId;
}

async function settingsOf(db: Database, domainId: number): Promise<repository.CampusSettingsRow> {
  const row = await repository.findCampusSettings(db, domainId);
  if (!row) throw new AppError(404, CAMPUS_SETTINGS_ERROR_CODES.noCampus, `Campus ${domainId} was not found.`);
  return row;
}

/** `GET /campus-settings/theme`. */
export async function getTheme(deps: CampusSettingsDeps, principal: Principal): Promise<CampusTheme> {
  const domainId = await requireCampusOperator(deps.db, principal);
  return presentTheme(await settingsOf(deps.db, domainId));
}

/**
 * `PUT /campus-settings/theme`: the whole theme at once (the schema has already refused unreadable
 * pairs); GET /config and GET /campus hand it to every user on their next load.
 */
export async function saveTheme(deps: CampusSettingsDeps, principal: Principal, theme: CampusThemeValues): Promise<CampusTheme> {
  const domainId = await requireCampusOperator(deps.db, principal);
  await repository.saveTheme(deps.db, domainId, { primaryColor: theme.primary_color, ...storedTheme(theme) });
  return presentTheme(await settingsOf(deps.db, domainId));
}

/** `GET /campus-settings/features`. */
export async function getFeatures(deps: CampusSettingsDeps, principal: Principal): Promise<CampusFeatureSettings> {
  const domainId = await requireCampusOperator(deps.db, principal);
  return presentFeatures(await settingsOf(deps.db, domainId));
}

/**
 * `PUT /campus-settings/features`: the course types the campus allows (the course editor hides and
 * refuses the others, spec §6), the feedback prompt (the flag /app-feedback/settings also writes) and the
 * switches certificates and push_notifications (campus-settings.sources.ts hands them to those features).
 */
export async function saveFeatures(deps: CampusSettingsDeps, principal: Principal, input: CampusFeatureSettings): Promise<CampusFeatureSettings> {
  const domainId = await requireCampusOperator(deps.db, principal);
  const current = await settingsOf(deps.db, domainId);
  await repository.saveFeatures(deps.db, domainId, {
    features: { ...current.features, courseTypes: { ...input.course_types } },
    feedbackPrompt: input.feedback_prompt,
    certificates: input.certificates,
    pushNotifications: input.push_notifications,
  });
  return presentFeatures(await settingsOf(deps.db, domainId));
}

/** `GET /campus-settings/privacy`: the current terms of use and the imprint and privacy links. */
export async function getPrivacy(deps: CampusSettingsDeps, principal: Principal): Promise<CampusPrivacySettings> {
  const domainId = await requireCampusOperator(deps.db, principal);
  const terms = await currentCampusTerms(deps.db, domainId);
  return { terms: terms ? presentTerms(terms) : null, links: presentLegalLinks(await settingsOf(deps.db, domainId)) };
}

/**
 * `PUT /campus-settings/privacy/links`: the campus's own imprint and privacy pages (the schema has
 * refused anything but http(s) addresses); GET /config hands them to everyone on the next load.
 */
export async function saveLegalLinks(deps: CampusSettingsDeps, principal: Principal, input: CampusLegalLinksValues): Promise<CampusLegalLinks> {
  const domainId = await requireCampusOperator(deps.db, principal);
  await repository.saveLegalLinks(deps.db, domainId, { imprintUrl: input.imprint_url, privacyUrl: input.privacy_url });
  return presentLegalLinks(await settingsOf(deps.db, domainId));
}

/**
 * `POST /campus-settings/privacy/terms`: publishes the next version (plain text, shown as text); every
 * user, the publisher too, must accept it before going on (legal_accepted covers the current version only).
 */
export async function publishTerms(deps: CampusSettingsDeps, principal: Principal, input: CampusTermsInput): Promise<CampusTerms> {
  const domainId = await requireCampusOperator(deps.db, principal);
  await publishLegalTerms(deps.db, {
    domainId,
    conditionsDe: input.de,
    conditionsEn: input.en,
    createdBy: principal.userId,
    publishedAt: deps.now(),
  });
  const terms = await currentCampusTerms(deps.db, domainId);
  if (!terms) throw new Error('published terms vanished');
  return presentTerms(terms);
}

/** `GET /campus-settings/external-logo`. */
export async function getExternalLogo(deps: CampusSettingsDeps, principal: Principal): Promise<CampusExternalLogo> {
  const domainId = await requireCampusOperator(deps.db, principal);
  return presentExternalLogo(await settingsOf(deps.db, domainId));
}

/**
 * `PUT /campus-settings/external-logo`: the logo's https image and its link (the schema has refused other
 * addresses); the global header's other links stay. GET /config hands it to everyone on the next load.
 */
export async function saveExternalLogo(deps: CampusSettingsDeps, principal: Principal, input: CampusExternalLogoValues): Promise<CampusExternalLogo> {
  const domainId = await requireCampusOperator(deps.db, principal);
  const { externalLogoImage: _image, externalLogoUrl: _url, ...others } = (await settingsOf(deps.db, domainId)).globalHeader;
  await repository.saveGlobalHeader(deps.db, domainId, {
    ...others,
    ...(input.image_url ? { externalLogoImage: input.image_url } : {}),
    ...(input.link_url ? { externalLogoUrl: input.link_url } : {}),
  });
  return presentExternalLogo(await settingsOf(deps.db, domainId));
}
