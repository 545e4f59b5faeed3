// What the campus-settings feature hands to others through app.ts (issue 18, features page): the campus
// switches `certificates` and `push_notifications`, both on by default (a campus without a settings row,
// and a user without a campus, have them on). The certificates and notifications features take this
// source as an option and never read the campus settings themselves. GET /config (system) reads the
// campus look here: the campus with its settings, and the one presenter of its colour and font overrides.
import { ERROR_CODES } from '@campus/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserCampusId } from '../campus/campus-access.ts';
import { findCampusSettings, findCampusSwitches, type CampusSettingsRow } from './campus-settings.repository.ts';

export { presentThemeOverrides } from './campus-settings.presenter.ts';

/** What GET /config shows of a campus: its name, global header, look, feedback prompt, legal links and switches. */
export type CampusLook = Pick<
  CampusSettingsRow,
  'id' | 'name' | 'showGlobalHeader' | 'globalHeader' | 'colors' | 'fonts' | 'feedbackPrompt' | 'imprintUrl' | 'privacyUrl' | 'certificates' | 'pushNotifications'
>;

/** The campus with its settings; the first campus when `domainId` is undefined. */
export async function findCampusLook(db: Database, domainId: number | undefined): Promise<CampusLook | undefined> {
  return findCampusSettings(db, domainId);
}

export type CampusFeature = 'certificates' | 'push_notifications';

export interface CampusFeatureSource {
  /** Whether campus `domainId` has `feature` on; no campus (null or undefined) counts as on. */
  enabled(db: Database, domainId: number | null | undefined, feature: CampusFeature): Promise<boolean>;
  /** Whether the campus of user `userId` (the one they belong to) has `feature` on. */
  enabledForUser(db: Database, userId: number, feature: CampusFeature): Promise<boolean>;
  /** `enabled`, else 403 CAMPUS_FEATURE_DISABLED. */
  requireEnabled(db: Database, domainId: number | null | undefined, feature: CampusFeature): Promise<void>;
  /** `enabledForUser`, else 403 CAMPUS_FEATURE_DISABLED. */
  requireEnabledForUser(db: Database, userId: number, feature: CampusFeature): Promise<void>;
}

const FEATURE_NAMES: Readonly<Record<CampusFeature, string>> = { certificates: 'Certificates', push_notifications: 'Push notifications' };

/** 403 CAMPUS_FEATURE_DISABLED for a switch that is off. */
export function campusFeatureDisabled(feature: CampusFeature): AppError {
  return new AppError(403, ERROR_CODES.CAMPUS_FEATURE_DISABLED, `${FEATURE_NAMES[feature]} are turned off for this campus.`);
}

async function campusSwitch(db: Database, domainId: number | null | undefined, feature: CampusFeature): Promise<boolean> {
  if (domainId === null || domainId === undefined) return true;
  const switches = await findCampusSwitches(db, domainId);
  return switches?.[feature] ?? true;
}

/** The campus switches, read from the database on every call (a change applies at once). */
export const campusFeatureSource: CampusFeatureSource = {
  enabled: campusSwitch,
  async enabledForUser(db, userId, feature) {
    return campusSwitch(db, await findUserCampusId(db, userId), feature);
  },
  async requireEnabled(db, domainId, feature) {
    if (!(await campusSwitch(db, domainId, feature))) throw campusFeatureDisabled(feature);
  },
  async requireEnabledForUser(db, userId, feature) {
    if (!(await campusSwitch(db, await findUserCampusId(db, userId), feature))) throw campusFeatureDisabled(feature);
  },
};
