// Campus settings rows → the wire shapes of packages/shared/src/campus-settings.ts, and the theme
// payload → the stored jsonb (absent keys keep the default theme).
import type { CampusExternalLogo, CampusFeatureSettings, CampusLegalLinks, CampusTerms, CampusTheme, CampusThemeValues } from '@campus/shared';
import type { CampusColorSettings, CampusFontSettings } from '../../db/schema/index.ts';
import type { LatestTermsRow } from '../legal/legal.sources.ts';
import type { CampusSettingsRow } from './campus-settings.repository.ts';

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/** A blank stored value (never written by PUT /campus-settings/theme, which trims) is the default theme's. */
const blankToNull = (value: string | undefined): string | null => (value === undefined || value.trim() === '' ? null : value);

/**
 * The stored colour and font overrides as spec §3 names them, null for each value left to the default
 * theme. The one presenter of the campus look: GET /campus-settings/theme and GET /config.
 */
export function presentThemeOverrides({ colors, fonts }: { colors: CampusColorSettings; fonts: CampusFontSettings }): Pick<CampusTheme, 'color_overrides' | 'font_overrides'> {
  return {
    color_overrides: {
      global_header: {
        background_color: blankToNull(colors.global_header?.background_color),
        font_color: blankToNull(colors.global_header?.font_color),
        text_hover_background: blankToNull(colors.global_header?.text_hover_background),
      },
      main_menu: {
        main_menu_background_color: blankToNull(colors.main_menu?.main_menu_background_color),
        font_color: blankToNull(colors.main_menu?.font_color),
        text_hover: blankToNull(colors.main_menu?.text_hover),
      },
      main_background: blankToNull(colors.main_background),
    },
    font_overrides: {
      global_header: blankToNull(fonts.global_header),
      custom_theme_admin_font_family: blankToNull(fonts.custom_theme_admin_font_family),
    },
  };
}

export function presentTheme(row: CampusSettingsRow): CampusTheme {
  return { primary_color: row.primaryColor, ...presentThemeOverrides(row) };
}

/** Only the set values are stored (a parsed input has null for "default"). */
function compact<T extends Record<string, string | null | undefined>>(values: T): { [K in keyof T]?: string } {
  const result: { [K in keyof T]?: string } = {};
  for (const [key, value] of Object.entries(values) as [keyof T, string | null | undefined][]) {
    if (typeof value === 'string' && value !== '') result[key] = value;
  }
  return result;
}

export function storedTheme(theme: CampusThemeValues): { colors: CampusColorSettings; fonts: CampusFontSettings } {
  const colors: CampusColorSettings = {};
  const header = compact(theme.color_overrides.global_header);
  if (Object.keys(header).length > 0) colors.global_header = header;
  const menu = compact(theme.color_overrides.main_menu);
  if (Object.keys(menu).length > 0) colors.main_menu = menu;
  if (theme.color_overrides.main_background) colors.main_background = theme.color_overrides.main_background;
  return { colors, fonts: compact(theme.font_overrides) };
}

export function presentFeatures(row: CampusSettingsRow): CampusFeatureSettings {
  return {
    course_types: {
      self_learning: row.features.courseTypes?.self_learning === true,
      compact_learning: row.features.courseTypes?.compact_learning === true,
    },
    feedback_prompt: row.feedbackPrompt,
    certificates: row.certificates,
    push_notifications: row.pushNotifications,
  };
}

export function presentTerms(row: LatestTermsRow): CampusTerms {
  return { version: row.version, published_at: row.publishedAt.toISOString(), de: row.conditionsDe, en: row.conditionsEn };
}

export function presentLegalLinks(row: CampusSettingsRow): CampusLegalLinks {
  return { imprint_url: row.imprintUrl, privacy_url: row.privacyUrl };
}

export function presentExternalLogo(row: CampusSettingsRow): CampusExternalLogo {
  return { image_url: orNull(row.globalHeader.externalLogoImage), link_url: orNull(row.globalHeader.externalLogoUrl) };
}
