// Campus colour and font overrides of the configuration (spec §3) as CSS custom properties, so the
// header, side menu and page background can follow a campus theme without rebuilding the app.
import { menuTextColor, type Configuration } from '@campus/shared';

export const THEME_VARIABLES = {
  headerBackground: '--campus-header-bg',
  headerColor: '--campus-header-color',
  headerHoverBackground: '--campus-header-hover-bg',
  headerFont: '--campus-header-font',
  menuBackground: '--campus-menu-bg',
  menuColor: '--campus-menu-color',
  menuHover: '--campus-menu-hover',
  mainBackground: '--campus-main-bg',
  fontFamily: '--campus-font-family',
} as const;
export type ThemeVariable = (typeof THEME_VARIABLES)[keyof typeof THEME_VARIABLES];

// Values come from campus administrators: allow colour and font syntax only, so a value can never carry
// a url() or break out of its declaration.
const COLOR_VALUE = /^(?:#[0-9a-f]{3,8}|(?:rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]{3,20})$/i;
const FONT_VALUE = /^[\w\s"',.-]{1,200}$/;

function color(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && COLOR_VALUE.test(trimmed) ? trimmed : undefined;
}

function font(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && FONT_VALUE.test(trimmed) ? trimmed : undefined;
}

export type ThemeOverrides = Pick<Configuration, 'color_overrides' | 'font_overrides'>;

/** Only overridden values appear; the stylesheet falls back to the default theme for the rest. */
export function themeCssVariables({ color_overrides, font_overrides }: ThemeOverrides): Partial<Record<ThemeVariable, string>> {
  const result: Partial<Record<ThemeVariable, string>> = {};
  const set = (name: ThemeVariable, value: string | undefined) => {
    if (value !== undefined) result[name] = value;
  };
  const header = color_overrides.global_header;
  set(THEME_VARIABLES.headerBackground, color(header.background_color));
  set(THEME_VARIABLES.headerColor, color(header.font_color));
  set(THEME_VARIABLES.headerHoverBackground, color(header.text_hover_background));

  const menu = color_overrides.main_menu;
  const menuBackground = color(menu.main_menu_background_color);
  set(THEME_VARIABLES.menuBackground, menuBackground);
  // Spec §9: the menu text colour follows the background's luminance unless the campus sets one.
  set(THEME_VARIABLES.menuColor, color(menu.font_color) ?? (menuBackground?.startsWith('#') ? menuTextColor(menuBackground) : undefined));
  set(THEME_VARIABLES.menuHover, color(menu.text_hover));
  set(THEME_VARIABLES.mainBackground, color(color_overrides.main_background));

  set(THEME_VARIABLES.headerFont, font(font_overrides.global_header));
  set(THEME_VARIABLES.fontFamily, font(font_overrides.custom_theme_admin_font_family));
  return result;
}
