import { createTheme, DEFAULT_THEME, mergeThemeOverrides } from '@mantine/core';
import type { MantineTheme, NotificationProps } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple, MantineThemeOverride } from '@mantine/core';
import { AA_TEXT_CONTRAST, ensureContrast, overlayHex } from '@campus/shared/rules/contrast';
import { dialogThemeComponents } from '../components/dialog-layout.ts';

// Breakpoints stay Mantine's defaults: `sm` = 48em = 768 px is the side-menu breakpoint of spec §9.
// Dialogs (spec §9 "Layout"): see components/dialog-layout.ts.
//
// Contrast (issue 17, WCAG 2.2 AA): Mantine's default shades are too light for text (teal-6 on white is
// 2.55:1, the dimmed grey 3.3:1). `accessibleColorVariables` keeps every palette but moves the colours
// that carry text (text, links, light/outline/subtle variants, dimmed, error, placeholder) and the
// filled backgrounds behind white text just far enough to reach 4.5:1 on every surface the app uses,
// in the light and in the dark scheme. The scheme follows the system setting (provider.tsx, "auto").

const { colors: defaultColors, white, black } = DEFAULT_THEME;
const gray = defaultColors.gray;
const dark = defaultColors.dark;

/** Body, hover and paper surfaces of each scheme (what text lies on). */
export const LIGHT_SURFACES = [white, gray[0], gray[1]] as const;
export const DARK_SURFACES = [dark[7], dark[6], dark[5]] as const;

/** Mantine's primary shades (its defaults): filled is shade 6 in light, 8 in dark; tints use shade 6. */
const TINT_SHADE = 6;
const LIGHT_TINT_ALPHA = 0.12;
const DARK_TINT_ALPHA = 0.2;

function schemeColorVariables(name: string, tuple: MantineColorsTuple, scheme: 'light' | 'dark'): Record<string, string> {
  const surfaces: readonly string[] = scheme === 'light' ? LIGHT_SURFACES : DARK_SURFACES;
  const alpha = scheme === 'light' ? LIGHT_TINT_ALPHA : DARK_TINT_ALPHA;
  // Light-variant text sits on a tint of the colour laid over a surface: check the darkest/lightest.
  const tints = surfaces.map((surface) => overlayHex(tuple[TINT_SHADE], alpha, surface));
  const textStart = scheme === 'light' ? tuple[7] : tuple[4];
  const text = ensureContrast(textStart, [...surfaces, ...tints]);
  // White text on filled backgrounds (buttons, badges, avatars).
  const filled = ensureContrast(scheme === 'light' ? tuple[6] : tuple[8], [white]);
  const filledHover = ensureContrast(filled, [white], AA_TEXT_CONTRAST + 1);
  return {
    [`--mantine-color-${name}-text`]: text,
    [`--mantine-color-${name}-light-color`]: text,
    [`--mantine-color-${name}-outline`]: text,
    [`--mantine-color-${name}-filled`]: filled,
    [`--mantine-color-${name}-filled-hover`]: filledHover,
  };
}

/** The scheme-dependent colour variables of the theme, every one at least 4.5:1 where it carries text. */
export function accessibleColorVariables(colors: Record<string, MantineColorsTuple>, primaryColor: string) {
  const light: Record<string, string> = {};
  const darkScheme: Record<string, string> = {};
  for (const [name, tuple] of Object.entries(colors)) {
    Object.assign(light, schemeColorVariables(name, tuple, 'light'));
    Object.assign(darkScheme, schemeColorVariables(name, tuple, 'dark'));
  }
  const primary = (variables: Record<string, string>) => variables[`--mantine-color-${primaryColor}-text`] ?? '';
  // Secondary text also lies on highlighted rows (light tints such as orange-light, about grey-2).
  const dimmedLight = ensureContrast(gray[6], [...LIGHT_SURFACES, gray[2]]);
  Object.assign(light, {
    '--mantine-color-anchor': primary(light),
    '--mantine-color-dimmed': dimmedLight,
    '--mantine-color-placeholder': dimmedLight,
    '--mantine-color-error': ensureContrast(defaultColors.red[7], LIGHT_SURFACES),
    '--mantine-color-text': black,
  });
  Object.assign(darkScheme, {
    '--mantine-color-anchor': primary(darkScheme),
    '--mantine-color-dimmed': ensureContrast(dark[2], DARK_SURFACES),
    '--mantine-color-placeholder': ensureContrast(dark[2], DARK_SURFACES),
    '--mantine-color-error': ensureContrast(defaultColors.red[6], DARK_SURFACES),
  });
  return { light, dark: darkScheme };
}

const PRIMARY_COLOR = 'teal';
const schemeVariables = accessibleColorVariables(defaultColors, PRIMARY_COLOR);

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: schemeVariables.light,
  dark: schemeVariables.dark,
});

export const theme = mergeThemeOverrides(
  createTheme({
    primaryColor: PRIMARY_COLOR,
    defaultRadius: 'md',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
    components: { ...dialogThemeComponents },
  }),
  createTheme({
    components: {
      // Dialogs are portalled to the body, where the `<header>` of a modal or drawer would be a second
      // banner landmark beside the app's header: it keeps its look but loses the landmark role.
      ModalHeader: { defaultProps: { role: 'none' } },
      DrawerHeader: { defaultProps: { role: 'none' } },
      // Mantine fades an active link's description to 90 %, below 4.5:1 on the active tint.
      NavLink: { styles: { description: { opacity: 1 } } },
      // Mantine's focus placeholder is a focusable div inside role="menu", which menus may not contain
      // (axe aria-required-children); without it the menu focuses its first item, as ARIA menus do.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      // A loader is named with aria-label for "loading"; a div may carry a name only with a role
      // (axe aria-prohibited-attr, serious), and status is what a loader announces.
      Loader: { defaultProps: { role: 'status' } },
      // Below a title Mantine greys the message with a fixed grey-6 (3.3:1); the dimmed colour passes.
      Notification: {
        styles: (_theme: MantineTheme, props: NotificationProps) => ({
          description: props.title ? { color: 'var(--mantine-color-dimmed)' } : {},
        }),
      },
    },
  }),
);

export interface ThemeLabels {
  /** Name of every close button (dialogs, notifications, drawers) that has none of its own. */
  close: string;
}

/** The theme with translated names for Mantine's icon-only buttons (issue 17: every icon button named). */
export function themeWithLabels(labels: ThemeLabels): MantineThemeOverride {
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
        Drawer: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
      },
    }),
  );
}
