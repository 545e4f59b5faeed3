import { DEFAULT_THEME } from '@mantine/core';
import { hexContrast, overlayHex } from '@campus/shared/rules/contrast';
import { describe, expect, it } from 'vitest';
import { accessibleColorVariables, cssVariablesResolver, DARK_SURFACES, LIGHT_SURFACES, theme } from './theme.ts';

const variables = accessibleColorVariables(DEFAULT_THEME.colors, 'teal');
const colorNames = Object.keys(DEFAULT_THEME.colors);

function minContrast(foreground: string | undefined, backgrounds: readonly string[]): number {
  expect(foreground, 'a hex colour').toMatch(/^#[0-9a-f]{6}$/);
  return Math.min(...backgrounds.map((background) => hexContrast(foreground!, background) ?? 0));
}

describe.each([
  ['light', variables.light, LIGHT_SURFACES, 0.12],
  ['dark', variables.dark, DARK_SURFACES, 0.2],
] as const)('the %s scheme', (_scheme, scheme, surfaces, tintAlpha) => {
  it.each(colorNames)('%s: text, light, outline and subtle variants reach 4.5:1 on every surface and tint', (name) => {
    const tints = surfaces.map((surface) => overlayHex(DEFAULT_THEME.colors[name]![6], tintAlpha, surface));
    for (const key of ['text', 'light-color', 'outline']) {
      expect(minContrast(scheme[`--mantine-color-${name}-${key}`], [...surfaces, ...tints]), key).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(colorNames)('%s: white text on the filled background (and its hover) reaches 4.5:1', (name) => {
    expect(minContrast(scheme[`--mantine-color-${name}-filled`], ['#ffffff'])).toBeGreaterThanOrEqual(4.5);
    expect(minContrast(scheme[`--mantine-color-${name}-filled-hover`], ['#ffffff'])).toBeGreaterThanOrEqual(4.5);
  });

  it('links, dimmed text, placeholders and errors reach 4.5:1', () => {
    for (const key of ['anchor', 'dimmed', 'placeholder', 'error']) {
      expect(minContrast(scheme[`--mantine-color-${key}`], surfaces), key).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('the theme', () => {
  it('keeps dimmed text readable on the light tints that highlight rows (a highlighted video comment)', () => {
    const highlighted = overlayHex(DEFAULT_THEME.colors.orange[6], 0.1, DEFAULT_THEME.colors.gray[0]);
    expect(minContrast(variables.light['--mantine-color-dimmed'], [highlighted, DEFAULT_THEME.colors.gray[2]])).toBeGreaterThanOrEqual(4.5);
  });

  it('moves a colour only as far as needed', () => {
    // Teal-6 (2.55:1) is darkened, but not all the way to black.
    expect(variables.light['--mantine-color-teal-filled']).not.toBe(DEFAULT_THEME.colors.teal[6]);
    expect(hexContrast(variables.light['--mantine-color-teal-filled']!, '#ffffff')).toBeLessThan(5.5);
    // Dark grey text already passes and stays as it is.
    expect(variables.light['--mantine-color-dark-text']).toBe(DEFAULT_THEME.colors.dark[7]);
  });

  it('hands the variables to Mantine for both schemes', () => {
    const resolved = cssVariablesResolver(theme as Parameters<typeof cssVariablesResolver>[0]);
    expect(resolved.light['--mantine-color-anchor']).toBe(variables.light['--mantine-color-anchor']);
    expect(resolved.dark['--mantine-color-dimmed']).toBe(variables.dark['--mantine-color-dimmed']);
  });
});
