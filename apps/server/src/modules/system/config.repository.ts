// What the Configuration needs from the database: the campus, its look and global header.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  campusSettings,
  domains,
  type CampusColorSettings,
  type CampusFontSettings,
  type CampusGlobalHeaderSettings,
} from '../../db/schema/index.ts';

export interface CampusLook {
  id: number;
  name: string;
  showGlobalHeader: boolean;
  globalHeader: CampusGlobalHeaderSettings;
  colors: CampusColorSettings;
  fonts: CampusFontSettings;
  /** Feature flag feedback_prompt (off by default). */
  feedbackPrompt: boolean;
  /** The campus's own imprint and privacy pages; null: the app's. */
  imprintUrl: string | null;
  privacyUrl: string | null;
  /** Campus switches (on by default). */
  certificates: boolean;
  pushNotifications: boolean;
}

/** The campus with its settings; the first campus when `domainId` is undefined. */
export async function findCampusLook(db: Database, domainId: number | undefined): Promise<CampusLook | undefined> {
  const query = db
    .select({
      id: domains.id,
      name: domains.name,
      showGlobalHeader: campusSettings.showGlobalHeader,
      globalHeader: campusSettings.globalHeader,
      colors: campusSettings.colors,
      fonts: campusSettings.fonts,
      feedbackPrompt: campusSettings.feedbackPrompt,
      imprintUrl: campusSettings.imprintUrl,
      privacyUrl: campusSettings.privacyUrl,
      certificates: campusSettings.certificates,
      pushNotifications: campusSettings.pushNotifications,
    })
    .from(domains)
    .leftJoin(campusSettings, eq(campusSettings.domainId, domains.id));
  const [row] = await (domainId === undefined ? query.orderBy(asc(domains.id)) : query.where(eq(domains.id, domainId))).limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    showGlobalHeader: row.showGlobalHeader ?? false,
    globalHeader: row.globalHeader ?? {},
    colors: row.colors ?? {},
    fonts: row.fonts ?? {},
    feedbackPrompt: row.feedbackPrompt ?? false,
    imprintUrl: row.imprintUrl ?? null,
    privacyUrl: row.privacyUrl ?? null,
    certificates: row.certificates ?? true,
    pushNotifications: row.pushNotifications ?? true,
  };
}
