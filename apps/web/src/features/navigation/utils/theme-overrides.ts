// Campus colour and font overrides of the configuration (spec §3) as CSS custom properties, so the
// header, side menu and page background can follow a campus theme without rebuilding the app.
// Text on a campus-coloured background stays readable (issue 17): the campus's font colour while it
// reaches 4.5:1 on that background, else spec §9's luminance threshold rule (dark or white text); the
// same rule picks the text on the hover backgrounds and on the main background.
import type { Configuration } from '@campus/shared';
import { campusTextColor, thresholdTextColor } from '@campus/shared/rules/contrast';

export const THEME_VARIABLES = {
  headerBackground: '--campus-header-bg',
  headerColor: '--campus-header-color',
  headerHoverBackground: '--campus-header-hover-bg',
  headerHoverColor: '--campus-header-hover-color',
  headerFont: '--campus-header-font',
  menuBackground: '--campus-menu-bg',
  menuColor: '--campus-menu-color',
  menuHover: '--campus-menu-hover',
  menuHoverColor: '--campus-menu-hover-color',
  mainBackground: '--campus-main-bg',
  mainColor: '--campus-main-color',
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

/**
 * The text colour on a campus background. Without a background override the theme's text applies (a
 * font colour alone could vanish on the dark scheme's body). A background that is not a hex colour has
 * no known luminance: the campus's font colour, if any, is used as given.
 */
function textOn(background: string | undefined, requested: string | undefined): string | undefined {
  if (background === undefined) return undefined;
  if (!background.startsWith('#')) return requested;
  return campusTextColor(background, requested) ?? thresholdTextColor(background);
}

/** Only overridden values appear; the stylesheet falls back to the default theme for the rest. */
export function themeCssVariables({ color_overrides, font_overrides }: ThemeOverrides): Partial<Record<ThemeVariable, string>> {
  const result: Partial<Record<ThemeVariable, string>> = {};
  const set = (name: ThemeVariable, value: string | undefined) => {
    if (value !== undefined) result[name] = value;
  };
  const header = color_overrides.global_header;
  const headerBackground = color(header.background_color);
  set(THEME_VARIABLES.headerBackground, headerBackground);
  set(THEME_VARIABLES.headerColor, textOn(headerBackground, color(header.font_color)));
  const headerHover = color(header.text_hover_background);
  set(THEME_VARIABLES.headerHoverBackground, headerHover);
  set(THEME_VARIABLES.headerHoverColor, textOn(headerHover, undefined));

  const menu = color_overrides.main_menu;
  const menuBackground = color(menu.main_menu_background_color);
  set(THEME_VARIABLES.menuBackground, menuBackground);
  set(THEME_VARIABLES.menuColor, textOn(menuBackground, color(menu.font_color)));
  const menuHover = color(menu.text_hover);
  set(THEME_VARIABLES.menuHover, menuHover);
  set(THEME_VARIABLES.menuHoverColor, textOn(menuHover, undefined));

  const mainBackground = color(color_overrides.main_background);
  set(THEME_VARIABLES.mainBackground, mainBackground);
  set(THEME_VARIABLES.mainColor, textOn(mainBackground, undefined));

  set(THEME_VARIABLES.headerFont, font(font_overrides.global_header));
  set(THEME_VARIABLES.fontFamily, font(font_overrides.custom_theme_admin_font_family));
  return result;
}
