// The Configuration object of spec §3, answered by GET /api/rest/config?og_nid&path (spec §7).
import { z } from 'zod';
import { LANGUAGES } from './api.ts';

export const ConfigQuerySchema = z.object({
  /** Course (organic group) id the page was opened for. */
  og_nid: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** The path the page was opened at, e.g. `/de/course-12/app/assignments`. */
  path: z.string().max(2048).optional(),
});
export type ConfigQuery = z.infer<typeof ConfigQuerySchema>;

const nullableText = z.string().nullable();

export const ConfigContextSchema = z.object({
  api_url: z.string(),
  course_id: z.number().int().nullable(),
  route: z.string(),
});

export const GlobalHeaderConfigSchema = z.object({
  ogTitle: nullableText,
  localMenu: z.boolean(),
  backendUrl: z.string(),
  tumUrl: nullableText,
  userPortalUrl: nullableText,
  global_header_url: nullableText,
  externalLogoUrl: nullableText,
  externalLogoImage: nullableText,
});

/** Campus theme overrides; null means "use the default theme". */
export const ColorOverridesSchema = z.object({
  global_header: z.object({
    background_color: nullableText,
    font_color: nullableText,
    text_hover_background: nullableText,
  }),
  main_menu: z.object({
    main_menu_background_color: nullableText,
    font_color: nullableText,
    text_hover: nullableText,
  }),
  main_background: nullableText,
});

export const FontOverridesSchema = z.object({
  global_header: nullableText,
  custom_theme_admin_font_family: nullableText,
});

/** Shown instead of the course when it is inactive. */
export const CourseInactiveSchema = z.object({
  title: z.string(),
  body: z.string(),
});

export const ConfigurationSchema = z.object({
  webapp: z.boolean(),
  hide_navigation: z.boolean(),
  show_global_header: z.boolean(),
  language: z.enum(LANGUAGES),
  api_url: z.string(),
  /** Course id, null outside a course. */
  nid: z.number().int().nullable(),
  /** App route to open after start-up, without language or course prefix (e.g. `app/assignments`). */
  route: z.string(),
  node_type: nullableText,
  node_nid: z.number().int().nullable(),
  campus_url: z.string(),
  legacy_iframe_target_url: nullableText,
  /**
   * Not in the spec: base URL of an older server-rendered campus site (LEGACY_BASE_URL). Legacy links
   * open its pages in a frame; null → such links show "not available on this campus".
   */
  legacy_base_url: nullableText,
  menuItemTarget: nullableText,
  studentModeEnabled: z.boolean(),
  /** Signed-in user id, null while nobody is signed in. */
  currentUser: z.number().int().nullable(),
  context: ConfigContextSchema,
  global_header: GlobalHeaderConfigSchema,
  color_overrides: ColorOverridesSchema,
  font_overrides: FontOverridesSchema,
  og_inactive: CourseInactiveSchema.nullable(),
  /**
   * Campus feature flag (spec §4 "Feedback prompt", disabled by default): the app asks a signed-in user
   * for feedback once after 25 minutes of app time. Always false for anonymous callers.
   */
  feedback_prompt: z.boolean(),
  /**
   * Not in the spec: the campus's own imprint and privacy pages (set in /campus_settings/privacy); the
   * side-menu footer and /impressum, /privacy_policy lead there. null: the app's own pages.
   */
  legal_links: z.object({ imprint_url: nullableText, privacy_url: nullableText }),
  /** Campus switch (campus settings, features; on by default): off → no certificate screens, entries or messages. */
  certificates: z.boolean(),
  /** Campus switch (campus settings, features; on by default): off → no push settings screen and no web push subscription. */
  push_notifications: z.boolean(),
});
export type Configuration = z.infer<typeof ConfigurationSchema>;

/** Route the app opens when the configuration names none (spec §4 "Web start-up"). */
export const DEFAULT_START_ROUTE = 'app/campus-dashboard';
