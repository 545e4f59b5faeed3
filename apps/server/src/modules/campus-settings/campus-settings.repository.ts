// Campus settings rows: the look (domains.primary_color, campus_settings colors/fonts), the course-type
// flags (domains.features), the feedback prompt (campus_settings.feedback_prompt, the same column
// /app-feedback/settings writes) and the switches certificates / push_notifications (campus_settings).
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  campusSettings,
  domains,
  type CampusColorSettings,
  type CampusFontSettings,
  type CampusGlobalHeaderSettings,
  type DomainFeatures,
} from '../../db/schema/index.ts';

/** The first campus (admins who belong to none manage that one, as GET /campus answers it). */
export async function firstCampusId(db: Database): Promise<number | undefined> {
  const [row] = await db.select({ id: domains.id }).from(domains).orderBy(asc(domains.id)).limit(1);
  return row?.id;
}

export interface CampusSettingsRow {
  id: number;
  name: string;
  primaryColor: string;
  features: DomainFeatures;
  colors: CampusColorSettings;
  fonts: CampusFontSettings;
  /** Feature flag feedback_prompt (off by default). */
  feedbackPrompt: boolean;
  /** The campus's own imprint and privacy pages; null: the app's. */
  imprintUrl: string | null;
  privacyUrl: string | null;
  /** Campus switches, on where the campus has no settings row yet. */
  certificates: boolean;
  pushNotifications: boolean;
  /** Whether signed-in users see the global header (off by default). */
  showGlobalHeader: boolean;
  /** Links and logo of the global header (the external logo lives here). */
  globalHeader: CampusGlobalHeaderSettings;
}

/**
 * The campus with its settings (defaults where it has no settings row yet); the first campus when
 * `domainId` is undefined. The one reader of the campus look: the settings screen and GET /config.
 */
export async function findCampusSettings(db: Database, domainId: number | undefined): Promise<CampusSettingsRow | undefined> {
  const query = db
    .select({
      id: domains.id,
      name: domains.name,
      primaryColor: domains.primaryColor,
      features: domains.features,
      colors: campusSettings.colors,
      fonts: campusSettings.fonts,
      feedbackPrompt: campusSettings.feedbackPrompt,
      imprintUrl: campusSettings.imprintUrl,
      privacyUrl: campusSettings.privacyUrl,
      certificates: campusSettings.certificates,
      pushNotifications: campusSettings.pushNotifications,
      showGlobalHeader: campusSettings.showGlobalHeader,
      globalHeader: campusSettings.globalHeader,
    })
    .from(domains)
    .leftJoin(campusSettings, eq(campusSettings.domainId, domains.id));
  const [row] = await (domainId === undefined ? query.orderBy(asc(domains.id)) : query.where(eq(domains.id, domainId))).limit(1);
  if (!row) return undefined;
  return {
    ...row,
    colors: row.colors ?? {},
    fonts: row.fonts ?? {},
    feedbackPrompt: row.feedbackPrompt ?? false,
    imprintUrl: row.imprintUrl ?? null,
    privacyUrl: row.privacyUrl ?? null,
    certificates: row.certificates ?? true,
    pushNotifications: row.pushNotifications ?? true,
    showGlobalHeader: row.showGlobalHeader ?? false,
    globalHeader: row.globalHeader ?? {},
  };
}

/** The campus switches of a campus's settings row; undefined when it has none (both count as on). */
export async function findCampusSwitches(db: Database, domainId: number): Promise<{ certificates: boolean; push_notifications: boolean } | undefined> {
  const [row] = await db
    .select({ certificates: campusSettings.certificates, push_notifications: campusSettings.pushNotifications })
    .from(campusSettings)
    .where(eq(campusSettings.domainId, domainId));
  return row;
}

export interface ThemeWrite {
  primaryColor: string;
  colors: CampusColorSettings;
  fonts: CampusFontSettings;
}

/** Saves the look in one transaction; a campus without a settings row gets one. */
export async function saveTheme(db: Database, domainId: number, theme: ThemeWrite): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(domains).set({ primaryColor: theme.primaryColor }).where(eq(domains.id, domainId));
    await tx
      .insert(campusSettings)
      .values({ domainId, colors: theme.colors, fonts: theme.fonts })
      .onConflictDoUpdate({ target: campusSettings.domainId, set: { colors: theme.colors, fonts: theme.fonts } });
  });
}

export interface FeaturesWrite {
  features: DomainFeatures;
  feedbackPrompt: boolean;
  certificates: boolean;
  pushNotifications: boolean;
}

export async function saveFeatures(db: Database, domainId: number, write: FeaturesWrite): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(domains).set({ features: write.features }).where(eq(domains.id, domainId));
    const flags = { feedbackPrompt: write.feedbackPrompt, certificates: write.certificates, pushNotifications: write.pushNotifications };
    await tx
      .insert(campusSettings)
      .values({ domainId, ...flags })
      .onConflictDoUpdate({ target: campusSettings.domainId, set: flags });
  });
}

export interface LegalLinksWrite {
  imprintUrl: string | null;
  privacyUrl: string | null;
}

/** The campus's own imprint and privacy pages (null: the app's). */
export async function saveLegalLinks(db: Database, domainId: number, links: LegalLinksWrite): Promise<void> {
  await db
    .insert(campusSettings)
    .values({ domainId, ...links })
    .onConflictDoUpdate({ target: campusSettings.domainId, set: links });
}

/** The global header settings with the external logo replaced (its other links stay as they are). */
export async function saveGlobalHeader(db: Database, domainId: number, globalHeader: CampusGlobalHeaderSettings): Promise<void> {
  await db.insert(campusSettings).values({ domainId, globalHeader }).onConflictDoUpdate({ target: campusSettings.domainId, set: { globalHeader } });
}
