// The campus theme's readability rule (issue 18, spec §9 contrast; zod-free, imported by the web as
// `@campus/shared/rules/campus-theme`): the settings form warns with it while the manager types and the
// server refuses the same pairs on save (400 CAMPUS_THEME_UNREADABLE with the field paths below).
import { AA_LARGE_TEXT_CONTRAST, AA_TEXT_CONTRAST, hexContrast } from './contrast.ts';

/** Colours a campus sets in the theme screen: `#rgb` or `#rrggbb` (the contrast of anything else is unknown). */
export const THEME_COLOR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** CSS font-family lists: letters, digits, spaces, quotes, commas, dots and dashes (never a url()). */
export const THEME_FONT_PATTERN = /^[\w\s"',.-]{1,200}$/;

/** The app's surface behind filled primary buttons' white text and links in the primary colour. */
const WHITE = '#ffffff';

/** Field paths of the theme payload the rule can refuse. */
export const THEME_CONTRAST_FIELDS = {
  primary: 'primary_color',
  headerFont: 'color_overrides.global_header.font_color',
  menuFont: 'color_overrides.main_menu.font_color',
} as const;
export type ThemeContrastField = (typeof THEME_CONTRAST_FIELDS)[keyof typeof THEME_CONTRAST_FIELDS];

/** The colours the rule looks at (a subset of the theme payload). */
export interface ThemeColors {
  primary_color: string;
  color_overrides: {
    global_header: { background_color: string | null; font_color: string | null };
    main_menu: { main_menu_background_color: string | null; font_color: string | null };
  };
}

export interface ThemeContrastIssue {
  field: ThemeContrastField;
  /** The contrast ratio reached, rounded to two decimals. */
  ratio: number;
  /** The ratio the pair needs. */
  minimum: number;
}

/**
 * Unreadable pairs of a campus theme:
 * - the primary colour against white (filled buttons carry white text, links sit on white): at least
 *   3:1 (WCAG UI components; the web theme then darkens text shades to 4.5:1 itself);
 * - a header or menu font colour against its background, when both are set: at least 4.5:1.
 * A colour that is not hex is not judged here (the schema refuses it).
 */
export function themeContrastIssues(theme: ThemeColors): ThemeContrastIssue[] {
  const issues: ThemeContrastIssue[] = [];
  const check = (field: ThemeContrastField, foreground: string | null, background: string | null, minimum: number) => {
    if (!foreground || !background) return;
    const ratio = hexContrast(foreground, background);
    if (ratio !== undefined && ratio < minimum) issues.push({ field, ratio: Math.round(ratio * 100) / 100, minimum });
  };
  check(THEME_CONTRAST_FIELDS.primary, theme.primary_color, WHITE, AA_LARGE_TEXT_CONTRAST);
  const header = theme.color_overrides.global_header;
  check(THEME_CONTRAST_FIELDS.headerFont, header.font_color, header.background_color, AA_TEXT_CONTRAST);
  const menu = theme.color_overrides.main_menu;
  check(THEME_CONTRAST_FIELDS.menuFont, menu.font_color, menu.main_menu_background_color, AA_TEXT_CONTRAST);
  return issues;
}

/** Longest terms text per language, in characters. */
export const TERMS_TEXT_MAX_LENGTH = 50_000;

/** The campus settings sections (`/campus_settings/{section}`), in menu order. */
export const CAMPUS_SETTINGS_SECTIONS = ['theme', 'features', 'privacy', 'domain-management'] as const;
export type CampusSettingsSection = (typeof CAMPUS_SETTINGS_SECTIONS)[number];

/** An imprint or privacy link of the campus: at most as long as any external link (content EXTERNAL_URL_MAX). */
export const LEGAL_LINK_MAX_LENGTH = 2048;

export const CAMPUS_SETTINGS_ERROR_CODES = {
  /** Campus settings: campus admins (not in student mode) and campus managers of the campus only. */
  forbidden: 'CAMPUS_SETTINGS_FORBIDDEN',
  /** The caller belongs to no campus. */
  noCampus: 'CAMPUS_SETTINGS_NO_CAMPUS',
  /** A colour pair of the theme is unreadable (field errors name the pairs). */
  themeUnreadable: 'CAMPUS_THEME_UNREADABLE',
  /** A site of another campus, or none. */
  siteNotFound: 'CAMPUS_SITE_NOT_FOUND',
  /** A site that courses still use cannot be deleted. */
  siteInUse: 'CAMPUS_SITE_IN_USE',
  /** An e-mail domain this campus already claims, or another campus has verified. */
  emailDomainTaken: 'CAMPUS_EMAIL_DOMAIN_TAKEN',
  /** Verify: the DNS TXT record with the claim's token was not found (the claim stays pending). */
  emailDomainRecordMissing: 'CAMPUS_EMAIL_DOMAIN_RECORD_MISSING',
  /** Approving an e-mail domain claim without DNS proof: server admins only. */
  emailDomainApprovalForbidden: 'CAMPUS_EMAIL_DOMAIN_APPROVAL_FORBIDDEN',
  /** An e-mail domain of another campus, or none. */
  emailDomainNotFound: 'CAMPUS_EMAIL_DOMAIN_NOT_FOUND',
  /** Not an e-mail domain (field error). */
  emailDomainInvalid: 'CAMPUS_EMAIL_DOMAIN_INVALID',
  /** A target-group option given twice (field error). */
  targetGroupDuplicate: 'CAMPUS_TARGET_GROUP_DUPLICATE',
  /** An imprint or privacy link that is not an http(s) address (field error). */
  legalLinkInvalid: 'CAMPUS_LEGAL_LINK_INVALID',
  /** An external logo image that is not an https address (field error; the page loads images over https only). */
  logoImageInvalid: 'CAMPUS_LOGO_IMAGE_INVALID',
  /** An external logo link that is not an http(s) address (field error). */
  logoLinkInvalid: 'CAMPUS_LOGO_LINK_INVALID',
} as const;

/** The external logo's image: an https address (the app's Content-Security-Policy loads images over https only). */
export function isHttpsImageAddress(value: string): boolean {
  return /^https:\/\//i.test(value);
}
