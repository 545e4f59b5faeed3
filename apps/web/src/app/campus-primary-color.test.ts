import { AA_TEXT_CONTRAST, hexContrast } from '@campus/shared/rules/contrast';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campusPrimaryColorCss, campusPrimaryTuple, useCampusPrimaryColor } from './campus-primary-color.ts';

function variable(css: string, scheme: 'light' | 'dark', name: string): string | undefined {
  const block = css.split('\n').find((line) => line.includes(`'${scheme}'`)) ?? '';
  return new RegExp(`${name}: ([^;]+);`).exec(block)?.[1];
}

describe('the campus primary colour', () => {
  it('makes ten shades with the colour itself at shade 6, light to dark', () => {
    const tuple = campusPrimaryTuple('#7048e8');
    expect(tuple).toHaveLength(10);
    expect(tuple?.[6]).toBe('#7048e8');
    expect(campusPrimaryTuple('rebeccapurple')).toBeUndefined();
  });

  it('repaints the primary palette; text shades reach 4.5:1 on white even for a light campus colour', () => {
    const css = campusPrimaryColorCss('#4dabf7') ?? '';
    expect(variable(css, 'light', '--mantine-color-teal-6')).toBe('#4dabf7');
    const text = variable(css, 'light', '--mantine-color-teal-text') ?? '';
    expect(hexContrast(text, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    const filled = variable(css, 'light', '--mantine-color-teal-filled') ?? '';
    expect(hexContrast(filled, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    const darkText = variable(css, 'dark', '--mantine-color-teal-text') ?? '';
    expect(hexContrast(darkText, '#2e2e2e')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(campusPrimaryColorCss('red')).toBeUndefined();
  });

  it('puts one style element into the document while mounted and takes it out again', () => {
    const { rerender, unmount } = renderHook(({ hex }: { hex: string | undefined }) => useCampusPrimaryColor(hex), { initialProps: { hex: '#7048e8' as string | undefined } });
    expect(document.querySelectorAll('#campus-primary-color')).toHaveLength(1);
    expect(document.getElementById('campus-primary-color')?.dataset.color).toBe('#7048e8');
    rerender({ hex: '#1c7ed6' });
    expect(document.querySelectorAll('#campus-primary-color')).toHaveLength(1);
    expect(document.getElementById('campus-primary-color')?.textContent).toContain('#1c7ed6');
    rerender({ hex: undefined });
    expect(document.getElementById('campus-primary-color')).toBeNull();
    unmount();
  });
});
