// Campus settings on the wire (issue 18; spec §3 Configuration color_overrides / font_overrides, §6 course
// types, §2 `/campus_settings/{theme|features|privacy}`): the theme, the feature flags and the terms of use
// of the caller's campus, read and written by campus admins and campus managers.
import { z } from 'zod';
import {
  CAMPUS_SETTINGS_ERROR_CODES,
  TERMS_TEXT_MAX_LENGTH,
  THEME_COLOR_PATTERN,
  THEME_FONT_PATTERN,
  themeContrastIssues,
} from './rules/campus-theme.ts';

export * from './rules/campus-theme.ts';

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

/** `GET|PUT /campus-settings/features`: course types (spec §6) and the feedback prompt (spec §4, the same flag as /app-feedback/settings). */
export const CampusFeatureSettingsSchema = z.strictObject({
  course_types: z.strictObject({ self_learning: z.boolean(), compact_learning: z.boolean() }),
  feedback_prompt: z.boolean(),
});
export type CampusFeatureSettings = z.infer<typeof CampusFeatureSettingsSchema>;

/** One published version of the terms of use (plain text per language, shown as text). */
export const CampusTermsSchema = z.object({
  version: z.number().int().positive(),
  /** ISO-8601. */
  published_at: z.string(),
  de: z.string(),
  en: z.string(),
});
export type CampusTerms = z.infer<typeof CampusTermsSchema>;

/** `GET /campus-settings/privacy`: the current terms (null when the campus has none yet). */
export const CampusPrivacySettingsSchema = z.object({ terms: CampusTermsSchema.nullable() });
export type CampusPrivacySettings = z.infer<typeof CampusPrivacySettingsSchema>;

const termsText = z.string().trim().min(1).max(TERMS_TEXT_MAX_LENGTH);

/** `POST /campus-settings/privacy/terms`: publishes the next version; everyone must accept it again. */
export const CampusTermsInputSchema = z.strictObject({ de: termsText, en: termsText });
export type CampusTermsInput = z.infer<typeof CampusTermsInputSchema>;
