// Colour contrast rules (zod-free, imported by the web shell as `@campus/shared/rules/contrast`):
// WCAG 2 relative luminance and contrast ratio, spec §9's luminance threshold rule for text on a
// campus-coloured background, and the small colour steps the theme uses to reach WCAG 2.2 AA.

export type Rgb = readonly [number, number, number];

/** WCAG 2.2 AA: normal text 4.5:1; large text and user-interface parts 3:1. */
export const AA_TEXT_CONTRAST = 4.5;
export const AA_LARGE_TEXT_CONTRAST = 3;

/** Spec §9: dark text on backgrounds brighter than this relative luminance, white text otherwise. */
export const LUMINANCE_THRESHOLD = 0.5;
export const TEXT_ON_LIGHT = '#3b3b3b';
export const TEXT_ON_DARK = '#ffffff';
export type ThresholdTextColor = typeof TEXT_ON_LIGHT | typeof TEXT_ON_DARK;

/** #rgb, #rrggbb, #rrggbbaa (alpha ignored), with or without `#`; anything else is undefined. */
export function parseHexColor(value: string): Rgb | undefined {
  const hex = value.trim().replace(/^#/, '');
  if (!/^(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHexColor([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(Math.min(255, Math.max(0, channel))).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `hexContrast('#fff', '#000') === 21`; undefined when either is not a hex colour. */
export function hexContrast(a: string, b: string): number | undefined {
  const first = parseHexColor(a);
  const second = parseHexColor(b);
  return first && second ? contrastRatio(first, second) : undefined;
}

/**
 * Spec §9's rule for text on any campus-coloured background: relative luminance above 0.5 → dark
 * text (#3b3b3b), else white. Values that are not hex colours get the dark text of the light default.
 */
export function thresholdTextColor(backgroundHex: string): ThresholdTextColor {
  const rgb = parseHexColor(backgroundHex);
  if (rgb === undefined) return TEXT_ON_LIGHT;
  return relativeLuminance(rgb) > LUMINANCE_THRESHOLD ? TEXT_ON_LIGHT : TEXT_ON_DARK;
}

/**
 * The text colour on a campus-coloured background: the campus's own font colour while it reaches
 * 4.5:1 on that background, otherwise the luminance threshold rule. Undefined when the background is
 * not a hex colour (its luminance is unknown; the requested colour, if any, is all there is).
 */
export function campusTextColor(backgroundHex: string, requested?: string | null): string | undefined {
  if (parseHexColor(backgroundHex) === undefined) return undefined;
  const ratio = requested ? hexContrast(requested, backgroundHex) : undefined;
  if (requested && ratio !== undefined && ratio >= AA_TEXT_CONTRAST) return requested.trim();
  return thresholdTextColor(backgroundHex);
}

/** `a` mixed with `b`: weight 1 is all `a`, 0 all `b`. */
export function mixRgb(a: Rgb, b: Rgb, weight: number): Rgb {
  return [0, 1, 2].map((i) => a[i]! * weight + b[i]! * (1 - weight)) as unknown as Rgb;
}

/**
 * The colour closest to `foregroundHex` (moved towards black on light backgrounds, towards white on
 * dark ones, in 2 % steps) that reaches `minimum` against every background. Returns the input when
 * it already does.
 */
export function ensureContrast(foregroundHex: string, backgroundHexes: readonly string[], minimum: number = AA_TEXT_CONTRAST): string {
  const foreground = parseHexColor(foregroundHex);
  const backgrounds = backgroundHexes.map(parseHexColor).filter((rgb): rgb is Rgb => rgb !== undefined);
  if (foreground === undefined || backgrounds.length === 0) return foregroundHex;
  const darkBackground = backgrounds.every((rgb) => relativeLuminance(rgb) < 0.18);
  const target: Rgb = darkBackground ? [255, 255, 255] : [0, 0, 0];
  // Compare the rounded hex value, which is what the page shows.
  const passes = (rgb: Rgb) => {
    const shown = parseHexColor(toHexColor(rgb)) ?? rgb;
    return backgrounds.every((background) => contrastRatio(shown, background) >= minimum);
  };
  for (let step = 0; step <= 50; step += 1) {
    const candidate = mixRgb(foreground, target, 1 - step * 0.02);
    if (passes(candidate)) return toHexColor(candidate);
  }
  return toHexColor(target);
}

/** A colour with `alpha` laid over an opaque background (what a translucent tint looks like). */
export function overlayHex(colorHex: string, alpha: number, backgroundHex: string): string {
  const color = parseHexColor(colorHex);
  const background = parseHexColor(backgroundHex);
  if (!color || !background) return backgroundHex;
  return toHexColor(mixRgb(color, background, alpha));
}
