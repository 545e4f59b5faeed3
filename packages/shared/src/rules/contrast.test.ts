import { describe, expect, it } from 'vitest';
import {
  campusTextColor,
  contrastRatio,
  ensureContrast,
  hexContrast,
  overlayHex,
  parseHexColor,
  relativeLuminance,
  thresholdTextColor,
  toHexColor,
} from './contrast.ts';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastRatio([18, 184, 134], [18, 184, 134])).toBe(1);
  });

  it('matches the ratios axe reported for the old teal theme', () => {
    // Mantine teal-6 on white and grey-6 on white (issue 17).
    expect(hexContrast('#12b886', '#ffffff')).toBeCloseTo(2.55, 2);
    expect(hexContrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(hexContrast('red', '#ffffff')).toBeUndefined();
  });
});

describe('thresholdTextColor (spec §9)', () => {
  it('switches from white to dark text above a relative luminance of 0.5', () => {
    expect(relativeLuminance([188, 188, 188])).toBeGreaterThan(0.5);
    expect(relativeLuminance([187, 187, 187])).toBeLessThan(0.5);
    expect(thresholdTextColor('#bcbcbc')).toBe('#3b3b3b');
    expect(thresholdTextColor('#bbbbbb')).toBe('#ffffff');
    expect(thresholdTextColor('#0b3d91')).toBe('#ffffff');
    expect(thresholdTextColor('#ffd43b')).toBe('#3b3b3b');
  });

  it('falls back to dark text for values that are not hex colours', () => {
    expect(thresholdTextColor('teal')).toBe('#3b3b3b');
  });
});

describe('campusTextColor', () => {
  it("keeps the campus's font colour while it is readable on the background", () => {
    expect(campusTextColor('#0b3d91', '#ffffff')).toBe('#ffffff');
    expect(campusTextColor('#0b3d91', ' #fff ')).toBe('#fff');
  });

  it('falls back to the threshold rule when the font colour is unreadable or missing', () => {
    // Teal text on a dark blue header: 2.5:1.
    expect(campusTextColor('#0b3d91', '#12b886')).toBe('#ffffff');
    expect(campusTextColor('#fff3bf', '#ffffff')).toBe('#3b3b3b');
    expect(campusTextColor('#1d2b3a', null)).toBe('#ffffff');
    expect(campusTextColor('#1d2b3a', 'white')).toBe('#ffffff');
  });

  it('gives no answer for backgrounds that are not hex colours', () => {
    expect(campusTextColor('rgb(0,0,0)', '#ffffff')).toBeUndefined();
  });
});

describe('ensureContrast', () => {
  it('leaves a colour that already passes untouched', () => {
    expect(ensureContrast('#495057', ['#ffffff', '#f8f9fa'])).toBe('#495057');
  });

  it('darkens on light backgrounds until every background reaches the minimum', () => {
    const teal = ensureContrast('#12b886', ['#ffffff', '#f8f9fa']);
    expect(teal).not.toBe('#12b886');
    expect(hexContrast(teal, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(hexContrast(teal, '#f8f9fa')).toBeGreaterThanOrEqual(4.5);
    // ... and only as far as needed: one step lighter fails.
    const [r, g, b] = parseHexColor(teal)!;
    const lighter = toHexColor([r + 8, g + 8, b + 8]);
    expect(Math.min(hexContrast(lighter, '#ffffff')!, hexContrast(lighter, '#f8f9fa')!)).toBeLessThan(4.7);
  });

  it('lightens on dark backgrounds', () => {
    const dimmed = ensureContrast('#828282', ['#242424', '#2e2e2e']);
    const [before] = parseHexColor('#828282')!;
    expect(parseHexColor(dimmed)![0]).toBeGreaterThan(before);
    expect(hexContrast(dimmed, '#2e2e2e')).toBeGreaterThanOrEqual(4.5);
  });

  it('honours a lower minimum for large text and interface parts', () => {
    expect(hexContrast(ensureContrast('#fab005', ['#ffffff'], 3), '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});

describe('overlayHex', () => {
  it('lays a translucent colour over an opaque background', () => {
    expect(overlayHex('#000000', 0.5, '#ffffff')).toBe('#808080');
    expect(overlayHex('#12b886', 0, '#f8f9fa')).toBe('#f8f9fa');
    expect(overlayHex('nope', 0.1, '#ffffff')).toBe('#ffffff');
  });
});
