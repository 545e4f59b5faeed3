// The campus's primary colour (GET /campus custom_colors.primary_color, set in the campus settings theme,
// issue 18) as the app's primary palette: a ten-shade tuple around the colour, passed through the same
// contrast steps as the built-in palettes (theme.ts accessibleColorVariables), so every text in the
// primary colour stays at 4.5:1 in the light and the dark scheme. It goes into one <style> element after
// Mantine's own variables; without a campus colour the built-in theme applies.
import type { MantineColorsTuple } from '@mantine/core';
import { mixRgb, parseHexColor, toHexColor, type Rgb } from '@campus/shared/rules/contrast';
import { useEffect } from 'react';
import { readCspNonce } from '../lib/csp-nonce.ts';
import { accessibleColorVariables, theme } from './theme.ts';

const STYLE_ID = 'campus-primary-color';
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** How much of the campus colour each shade keeps (towards white below shade 6, towards black above). */
const LIGHTER = [0.1, 0.22, 0.36, 0.52, 0.68, 0.84] as const;
const DARKER = [0.86, 0.72, 0.58] as const;

/** Ten shades of a hex colour, the colour itself at shade 6 (Mantine's light primary shade); undefined if not hex. */
export function campusPrimaryTuple(hex: string): MantineColorsTuple | undefined {
  const rgb = parseHexColor(hex);
  if (rgb === undefined) return undefined;
  const shades = [...LIGHTER.map((weight) => mixRgb(rgb, WHITE, weight)), rgb, ...DARKER.map((weight) => mixRgb(rgb, BLACK, weight))];
  return shades.map(toHexColor) as unknown as MantineColorsTuple;
}

function rgba(hex: string, alpha: number): string {
  const [r, g, b] = parseHexColor(hex) ?? BLACK;
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** The CSS rules that repaint the primary palette in both schemes; undefined for a value that is not hex. */
export function campusPrimaryColorCss(hex: string): string | undefined {
  const tuple = campusPrimaryTuple(hex);
  if (tuple === undefined) return undefined;
  const name = theme.primaryColor ?? 'teal';
  const { light, dark } = accessibleColorVariables({ [name]: tuple }, name);
  const shades = Object.fromEntries(tuple.map((shade, index) => [`--mantine-color-${name}-${index}`, shade]));
  const lightAll = {
    ...shades,
    ...light,
    [`--mantine-color-${name}-light`]: rgba(tuple[6], 0.1),
    [`--mantine-color-${name}-light-hover`]: rgba(tuple[6], 0.12),
    [`--mantine-color-${name}-outline-hover`]: rgba(tuple[6], 0.05),
  };
  const darkAll = {
    ...shades,
    ...dark,
    [`--mantine-color-${name}-light`]: rgba(tuple[6], 0.15),
    [`--mantine-color-${name}-light-hover`]: rgba(tuple[6], 0.2),
    [`--mantine-color-${name}-outline-hover`]: rgba(tuple[4], 0.05),
  };
  const block = (variables: Record<string, string>) =>
    Object.entries(variables)
      .map(([key, value]) => `${key}: ${value};`)
      .join(' ');
  // `html:root` outranks Mantine's `:root[…]` rules whatever the order of the style elements.
  return `html:root[data-mantine-color-scheme='light'] { ${block(lightAll)} }\nhtml:root[data-mantine-color-scheme='dark'] { ${block(darkAll)} }`;
}

/** Applies the campus primary colour while mounted (the signed-in shell); removes it again on unmount. */
export function useCampusPrimaryColor(hex: string | undefined): void {
  useEffect(() => {
    const css = hex === undefined ? undefined : campusPrimaryColorCss(hex);
    if (css === undefined) return undefined;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    // The page's CSP admits style elements only with its nonce (as Mantine's own, lib/csp-nonce.ts).
    const nonce = readCspNonce();
    if (nonce !== undefined) style.nonce = nonce;
    style.dataset.color = hex;
    style.textContent = css;
    document.getElementById(STYLE_ID)?.remove();
    document.head.append(style);
    return () => style.remove();
  }, [hex]);
}
