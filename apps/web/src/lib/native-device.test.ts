import { describe, expect, it } from 'vitest';
import { nativeDeviceModel, nativeSystemName } from './native-device.ts';

describe('native device wording', () => {
  it('names the system with or without its version', () => {
    expect(nativeSystemName({ operatingSystem: 'ios', osVersion: '17.4' })).toBe('iOS 17.4');
    expect(nativeSystemName({ operatingSystem: 'android', osVersion: '14' }, false)).toBe('Android');
    expect(nativeSystemName({ operatingSystem: 'unknown', osVersion: '' })).toBe('');
    expect(nativeSystemName({})).toBe('');
  });

  it('names the maker once', () => {
    expect(nativeDeviceModel({ manufacturer: 'Google', model: 'Pixel 8' })).toBe('Google Pixel 8');
    expect(nativeDeviceModel({ manufacturer: 'samsung', model: 'Samsung SM-S911B' })).toBe('Samsung SM-S911B');
    expect(nativeDeviceModel({ manufacturer: 'Apple', model: '' })).toBe('Apple');
    expect(nativeDeviceModel({})).toBe('');
  });
});
