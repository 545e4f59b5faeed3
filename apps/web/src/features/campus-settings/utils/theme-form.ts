// The theme form's values (one string per wire path, '' = the default theme), the payload they make, the
// contrast warnings of the shared rule (the server refuses the same pairs) and the colours of the live
// preview, picked by the same text-colour rule the app's header and menu use (spec §9, issue 17).
import type { CampusTheme, CampusThemeInput } from '@campus/shared';
import { campusTextColor, ensureContrast, thresholdTextColor } from '@campus/shared/rules/contrast';
import { THEME_COLOR_PATTERN, themeContrastIssues, type ThemeContrastIssue } from '@campus/shared/rules/campus-theme';

export const THEME_COLOR_FIELDS = [
  'primary_color',
  'color_overrides.global_header.background_color',
  'color_overrides.global_header.font_color',
  'color_overrides.global_header.text_hover_background',
  'color_overrides.main_menu.main_menu_background_color',
  'color_overrides.main_menu.font_color',
  'color_overrides.main_menu.text_hover',
  'color_overrides.main_background',
] as const;
export const THEME_FONT_FIELDS = ['font_overrides.global_header', 'font_overrides.custom_theme_admin_font_family'] as const;
export type ThemeColorField = (typeof THEME_COLOR_FIELDS)[number];
export type ThemeFontField = (typeof THEME_FONT_FIELDS)[number];
export type ThemeField = ThemeColorField | ThemeFontField;
export type ThemeFormValues = Record<ThemeField, string>;

export function themeFormValues(theme: CampusTheme): ThemeFormValues {
  const { global_header: header, main_menu: menu, main_background } = theme.color_overrides;
  return {
    primary_color: theme.primary_color,
    'color_overrides.global_header.background_color': header.background_color ?? '',
    'color_overrides.global_header.font_color': header.font_color ?? '',
    'color_overrides.global_header.text_hover_background': header.text_hover_background ?? '',
    'color_overrides.main_menu.main_menu_background_color': menu.main_menu_background_color ?? '',
    'color_overrides.main_menu.font_color': menu.font_color ?? '',
    'color_overrides.main_menu.text_hover': menu.text_hover ?? '',
    'color_overrides.main_background': main_background ?? '',
    'font_overrides.global_header': theme.font_overrides.global_header ?? '',
    'font_overrides.custom_theme_admin_font_family': theme.font_overrides.custom_theme_admin_font_family ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function themeInput(values: ThemeFormValues): CampusThemeInput {
  return {
    primary_color: values.primary_color.trim(),
    color_overrides: {
      global_header: {
        background_color: orNull(values['color_overrides.global_header.background_color']),
        font_color: orNull(values['color_overrides.global_header.font_color']),
        text_hover_background: orNull(values['color_overrides.global_header.text_hover_background']),
      },
      main_menu: {
        main_menu_background_color: orNull(values['color_overrides.main_menu.main_menu_background_color']),
        font_color: orNull(values['color_overrides.main_menu.font_color']),
        text_hover: orNull(values['color_overrides.main_menu.text_hover']),
      },
      main_background: orNull(values['color_overrides.main_background']),
    },
    font_overrides: {
      global_header: orNull(values['font_overrides.global_header']),
      custom_theme_admin_font_family: orNull(values['font_overrides.custom_theme_admin_font_family']),
    },
  };
}

/** Colour fields that are not `#rgb`/`#rrggbb` (the primary colour may not be empty). */
export function invalidColorFields(values: ThemeFormValues): ThemeColorField[] {
  return THEME_COLOR_FIELDS.filter((field) => {
    const value = values[field].trim();
    if (value === '') return field === 'primary_color';
    return !THEME_COLOR_PATTERN.test(value);
  });
}

/** The shared rule's unreadable pairs, per field. */
export function contrastIssues(values: ThemeFormValues): Partial<Record<ThemeField, ThemeContrastIssue>> {
  const input = themeInput(values);
  const issues = themeContrastIssues(input);
  return Object.fromEntries(issues.map((issue) => [issue.field, issue]));
}

export interface PreviewColors {
  /** The filled primary colour behind white text, darkened to 4.5:1 as the app's theme does. */
  primary: string;
  headerBackground: string | undefined;
  headerText: string | undefined;
  menuBackground: string | undefined;
  menuText: string | undefined;
  mainBackground: string | undefined;
  mainText: string | undefined;
  headerFont: string | undefined;
  font: string | undefined;
}

const hex = (value: string) => (THEME_COLOR_PATTERN.test(value.trim()) ? value.trim() : undefined);

function textOn(background: string | undefined, requested: string | undefined): string | undefined {
  if (background === undefined) return undefined;
  return campusTextColor(background, requested) ?? thresholdTextColor(background);
}

/** What the preview paints: only valid values; text colours as the app would show them. */
export function previewColors(values: ThemeFormValues): PreviewColors {
  const headerBackground = hex(values['color_overrides.global_header.background_color']);
  const menuBackground = hex(values['color_overrides.main_menu.main_menu_background_color']);
  const mainBackground = hex(values['color_overrides.main_background']);
  const font = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    primary: ensureContrast(hex(values.primary_color) ?? '#228be6', ['#ffffff']),
    headerBackground,
    headerText: textOn(headerBackground, hex(values['color_overrides.global_header.font_color'])),
    menuBackground,
    menuText: textOn(menuBackground, hex(values['color_overrides.main_menu.font_color'])),
    mainBackground,
    mainText: textOn(mainBackground, undefined),
    headerFont: font(values['font_overrides.global_header']),
    font: font(values['font_overrides.custom_theme_admin_font_family']),
  };
}
