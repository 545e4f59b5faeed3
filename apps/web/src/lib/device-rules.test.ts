import { describe, expect, it, vi } from 'vitest';
import { applyOrientationRule, footerOffset, orientationRule, TABLET_MIN_PHYSICAL_WIDTH } from './device-rules.ts';

describe('orientation rule (spec §9)', () => {
  it('unlocks iOS rotation from 1488 physical pixels across, else portrait', () => {
    expect(TABLET_MIN_PHYSICAL_WIDTH).toBe(1488);
    expect(orientationRule('ios', { width: 744, pixelRatio: 2 })).toBe('any'); // exactly 1488
    expect(orientationRule('ios', { width: 768, pixelRatio: 2 })).toBe('any'); // iPad
    expect(orientationRule('ios', { width: 743, pixelRatio: 2 })).toBe('portrait'); // 1486
    expect(orientationRule('ios', { width: 430, pixelRatio: 3 })).toBe('portrait'); // large iPhone, 1290
  });

  it('has no rule on Android or the web', () => {
    expect(orientationRule('android', { width: 360, pixelRatio: 3 })).toBe('any');
    expect(orientationRule('web', { width: 375, pixelRatio: 2 })).toBe('any');
  });

  it('applies a portrait lock or an unlock through the orientation API when there is one', async () => {
    const lock = vi.fn(async () => undefined);
    const unlock = vi.fn();
    await expect(applyOrientationRule('portrait', { lock, unlock })).resolves.toBe(true);
    expect(lock).toHaveBeenCalledWith('portrait');
    await expect(applyOrientationRule('any', { lock, unlock })).resolves.toBe(true);
    expect(unlock).toHaveBeenCalledTimes(1);
  });

  it('answers false when the web view has no orientation API or refuses the lock', async () => {
    await expect(applyOrientationRule('portrait', undefined)).resolves.toBe(false);
    await expect(applyOrientationRule('portrait', {})).resolves.toBe(false);
    await expect(applyOrientationRule('any', {})).resolves.toBe(false);
    const refusing = { lock: vi.fn(async () => Promise.reject(new Error('NotSupportedError'))) };
    await expect(applyOrientationRule('portrait', refusing)).resolves.toBe(false);
    const throwing = { unlock: vi.fn(() => { throw new Error('InvalidStateError'); }) };
    await expect(applyOrientationRule('any', throwing)).resolves.toBe(false);
  });
});

describe('footer offset (spec §9)', () => {
  it('is 8rem on Android and 5rem elsewhere', () => {
    expect(footerOffset('android')).toBe('8rem');
    expect(footerOffset('ios')).toBe('5rem');
    expect(footerOffset('web')).toBe('5rem');
  });
});
