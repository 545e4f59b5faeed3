// Campus settings on the wire (issue 18; spec §3 Configuration color_overrides / font_overrides, §6 course
// types, §2 `/campus_settings/{theme|features|privacy}`): the theme, the feature flags and the terms of use
// of the caller's campus, read and written by campus admins and campus managers.
import { z } from 'zod';
import {
  CAMPUS_SETTINGS_ERROR_CODES,
  LEGAL_LINK_MAX_LENGTH,
  TERMS_TEXT_MAX_LENGTH,
  isHttpsImageAddress,
  THEME_COLOR_PATTERN,
  THEME_FONT_PATTERN,
  themeContrastIssues,
} from './rules/campus-theme.ts';
import { isValidExternalUrl } from './rules/content.ts';
import {
  SITE_NAME_MAX_LENGTH,
  TARGET_GROUP_OPTION_MAX_LENGTH,
  TARGET_GROUP_OPTIONS_MAX,
  duplicateOption,
  isEmailDomain,
} from './rules/campus-domain.ts';

export * from './rules/campus-theme.ts';
export * from './rules/campus-domain.ts';

const themeColor = z.string().trim().regex(THEME_COLOR_PATTERN, { message: 'a colour as #rrggbb' });
/** An optional colour: null (or an empty string) keeps the default theme. */
const optionalColor = z.preprocess((value) => (value === '' ? null : value), themeColor.nullable());
const optionalFont = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.string().trim().regex(THEME_FONT_PATTERN, { message: 'a font-family list' }).nullable(),
);

/** What the screen edits: the campus's primary colour plus spec §3's color_overrides and font_overrides. */
const themeShape = <C extends z.ZodType, P extends z.ZodType, F extends z.ZodType>(primary: P, color: C, font: F) =>
  z.strictObject({
    primary_color: primary,
    color_overrides: z.strictObject({
      global_header: z.strictObject({ background_color: color, font_color: color, text_hover_background: color }),
      main_menu: z.strictObject({ main_menu_background_color: color, font_color: color, text_hover: color }),
      main_background: color,
    }),
    font_overrides: z.strictObject({ global_header: font, custom_theme_admin_font_family: font }),
  });

/** `GET /campus-settings/theme`: as stored (older values need not be hex). */
export const CampusThemeSchema = themeShape(z.string(), z.string().nullable(), z.string().nullable());
export type CampusTheme = z.infer<typeof CampusThemeSchema>;

/**
 * `PUT /campus-settings/theme`: hex colours, font lists, and the contrast rule of
 * rules/campus-theme.ts (unreadable pairs are field errors CAMPUS_THEME_UNREADABLE).
 */
export const CampusThemeInputSchema = themeShape(themeColor, optionalColor, optionalFont).superRefine((theme, ctx) => {
  for (const issue of themeContrastIssues(theme)) {
    ctx.addIssue({ code: 'custom', path: issue.field.split('.'), message: CAMPUS_SETTINGS_ERROR_CODES.themeUnreadable });
  }
});
/** A theme after parsing: trimmed, `null` for every value left to the default theme. */
export type CampusThemeValues = z.output<typeof CampusThemeInputSchema>;
/** What a client sends: the parsed shape (the schema also takes '' for null). */
export type CampusThemeInput = CampusThemeValues;

/**
 * `GET|PUT /campus-settings/features`: course types (spec §6), the feedback prompt (spec §4, the same flag
 * as /app-feedback/settings), and two switches that are on by default: `certificates` (off: the campus
 * issues and shows no certificates, the certificate routes answer 403 CAMPUS_FEATURE_DISABLED; stored ones
 * stay) and `push_notifications` (off: no web push is sent to the campus's users and subscribing is refused;
 * in-app notifications stay).
 */
export const CampusFeatureSettingsSchema = z.strictObject({
  course_types: z.strictObject({ self_learning: z.boolean(), compact_learning: z.boolean() }),
  feedback_prompt: z.boolean(),
  certificates: z.boolean(),
  push_notifications: z.boolean(),
});
export type CampusFeatureSettings = z.infer<typeof CampusFeatureSettingsSchema>;

/**
 * `GET|PUT /campus-settings/external-logo`: the partner or association logo (spec §1: the side menu's
 * optional external logo; the global header shows it where the campus has one) and where it links to.
 */
export const CampusExternalLogoSchema = z.object({ image_url: z.string().nullable(), link_url: z.string().nullable() });
export type CampusExternalLogo = z.infer<typeof CampusExternalLogoSchema>;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const externalAddress = (code: string, rule: (value: string) => boolean) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(LEGAL_LINK_MAX_LENGTH)
      .refine((value) => isValidExternalUrl(value) && rule(value), { message: code })
      .nullable(),
  );

/** Image: an https address; link: http(s). Both without credentials; '' or null removes it. */
export const CampusExternalLogoInputSchema = z.strictObject({
  image_url: externalAddress(CAMPUS_SETTINGS_ERROR_CODES.logoImageInvalid, isHttpsImageAddress),
  link_url: externalAddress(CAMPUS_SETTINGS_ERROR_CODES.logoLinkInvalid, () => true),
});
export type CampusExternalLogoInput = z.input<typeof CampusExternalLogoInputSchema>;
export type CampusExternalLogoValues = z.output<typeof CampusExternalLogoInputSchema>;

/** One published version of the terms of use (plain text per language, shown as text). */
export const CampusTermsSchema = z.object({
  version: z.number().int().positive(),
  /** ISO-8601. */
  published_at: z.string(),
  de: z.string(),
  en: z.string(),
});
export type CampusTerms = z.infer<typeof CampusTermsSchema>;

/**
 * The campus's own imprint and privacy pages (spec §1 side-menu footer): when set, the footer links and
 * /impressum, /privacy_policy lead there; null keeps the app's pages.
 */
export const CampusLegalLinksSchema = z.object({ imprint_url: z.string().nullable(), privacy_url: z.string().nullable() });
export type CampusLegalLinks = z.infer<typeof CampusLegalLinksSchema>;

/** An http(s) address without credentials, or null ('' clears it). */
const legalLink = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string()
    .trim()
    .max(LEGAL_LINK_MAX_LENGTH)
    .refine(isValidExternalUrl, { message: CAMPUS_SETTINGS_ERROR_CODES.legalLinkInvalid })
    .nullable(),
);

/** `PUT /campus-settings/privacy/links`: both links at once; invalid ones are field errors CAMPUS_LEGAL_LINK_INVALID. */
export const CampusLegalLinksInputSchema = z.strictObject({ imprint_url: legalLink, privacy_url: legalLink });
export type CampusLegalLinksInput = z.input<typeof CampusLegalLinksInputSchema>;
/** The links after parsing: trimmed, null for "the app's page". */
export type CampusLegalLinksValues = z.output<typeof CampusLegalLinksInputSchema>;

/** `GET /campus-settings/privacy`: the current terms (null when the campus has none yet) and the legal links. */
export const CampusPrivacySettingsSchema = z.object({ terms: CampusTermsSchema.nullable(), links: CampusLegalLinksSchema });
export type CampusPrivacySettings = z.infer<typeof CampusPrivacySettingsSchema>;

const termsText = z.string().trim().min(1).max(TERMS_TEXT_MAX_LENGTH);

/** `POST /campus-settings/privacy/terms`: publishes the next version; everyone must accept it again. */
export const CampusTermsInputSchema = z.strictObject({ de: termsText, en: termsText });
export type CampusTermsInput = z.infer<typeof CampusTermsInputSchema>;

// ---- Domain management (`/campus_settings/domain-management`) ----

/** A site of the campus (groups courses in the course chooser); `course_count` courses use it. */
export const CampusSiteSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  course_count: z.number().int().nonnegative(),
});
export type CampusSite = z.infer<typeof CampusSiteSchema>;

/** `POST /campus-settings/domain/sites`, `PUT /campus-settings/domain/sites/{siteId}`: the name, plain text. */
export const CampusSiteInputSchema = z.strictObject({ name: z.string().trim().min(1).max(SITE_NAME_MAX_LENGTH) });
export type CampusSiteInput = z.infer<typeof CampusSiteInputSchema>;

export const CampusSiteParamsSchema = z.object({ siteId: z.coerce.number().int().positive() });

/** Where the DNS proof of an e-mail domain claim goes: a TXT record `record_name` with `record_value`. */
export const CampusEmailDomainVerificationSchema = z.object({
  record_name: z.string(),
  record_type: z.literal('TXT'),
  record_value: z.string(),
});
export type CampusEmailDomainVerification = z.infer<typeof CampusEmailDomainVerificationSchema>;

/**
 * An e-mail domain the campus claims. Only a `verified` one counts (addresses at it belong to this
 * campus: SSO sign-up joins it); a `pending` one carries the DNS record that proves it (else null).
 */
export const CampusEmailDomainSchema = z.object({
  id: z.number().int().positive(),
  domain: z.string(),
  status: z.enum(['pending', 'verified']),
  verification: CampusEmailDomainVerificationSchema.nullable(),
});
export type CampusEmailDomain = z.infer<typeof CampusEmailDomainSchema>;

/**
 * `POST /campus-settings/domain/email-domains`: the part after the `@` (trimmed, lowercased;
 * punycode for internationalised names); anything else is the field error CAMPUS_EMAIL_DOMAIN_INVALID.
 */
export const CampusEmailDomainInputSchema = z.strictObject({
  domain: z
    .string()
    .max(300)
    .transform((value) => value.trim().toLowerCase())
    .refine(isEmailDomain, { message: CAMPUS_SETTINGS_ERROR_CODES.emailDomainInvalid }),
});
export type CampusEmailDomainInput = z.input<typeof CampusEmailDomainInputSchema>;

export const CampusEmailDomainParamsSchema = z.object({ emailDomainId: z.coerce.number().int().positive() });

/**
 * `PUT /campus-settings/domain/target-groups`: the whole list of target-group options in display order
 * (adding, renaming and removing are edits of the list); no option twice (case-insensitive).
 */
export const CampusTargetGroupsInputSchema = z.strictObject({
  options: z
    .array(z.string().trim().min(1).max(TARGET_GROUP_OPTION_MAX_LENGTH))
    .max(TARGET_GROUP_OPTIONS_MAX)
    .superRefine((options, ctx) => {
      const index = duplicateOption(options);
      if (index !== undefined) ctx.addIssue({ code: 'custom', path: [index], message: CAMPUS_SETTINGS_ERROR_CODES.targetGroupDuplicate });
    }),
});
export type CampusTargetGroupsInput = z.infer<typeof CampusTargetGroupsInputSchema>;

export const CampusTargetGroupsSchema = z.object({ options: z.array(z.string()) });
export type CampusTargetGroups = z.infer<typeof CampusTargetGroupsSchema>;

/** `GET /campus-settings/domain`: the campus's sites, e-mail domains and target-group options. */
export const CampusDomainSettingsSchema = z.object({
  sites: z.array(CampusSiteSchema),
  email_domains: z.array(CampusEmailDomainSchema),
  target_group_options: z.array(z.string()),
});
export type CampusDomainSettings = z.infer<typeof CampusDomainSettingsSchema>;
