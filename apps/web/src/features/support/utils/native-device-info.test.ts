// The support mail's device details in the native app (issue 19, spec §2), with a double of the
// Capacitor plugins `@capacitor/device` and `@capacitor/app`.
import { describe, expect, it, vi } from 'vitest';
import { nativeAppVersion, readNativeDeviceDetails, type NativeDeviceSource } from './native-device-info.ts';
import { supportMailBody } from './support-mail.ts';

function source(overrides: Partial<NativeDeviceSource> = {}): NativeDeviceSource {
  return {
    getInfo: async () => ({ manufacturer: 'Google', model: 'Pixel 8', operatingSystem: 'android', osVersion: '14' }),
    getId: async () => ({ identifier: '4c1f9e2a7b3d5e60' }),
    getAppInfo: async () => ({ version: '1.4.0', build: '27' }),
    ...overrides,
  };
}

const texts = {
  subject: 'Support',
  intro: 'Hello',
  labels: { appVersion: 'App version', os: 'Operating system', userId: 'User id', device: 'Device', installationId: 'Installation id' },
  unknown: 'unknown',
};

describe('readNativeDeviceDetails', () => {
  it('reads app version, system, device and installation id from the plugins', async () => {
    const details = await readNativeDeviceDetails(source());
    expect(details).toEqual({ appVersion: '1.4.0 (27)', os: 'Android 14', device: 'Google Pixel 8', installationId: '4c1f9e2a7b3d5e60' });
    const body = supportMailBody({ appVersion: '0.0.0', os: 'Linux', device: 'desktop', installationId: 'web-id', ...details, userId: 42 }, texts);
    expect(body).toContain('App version: 1.4.0 (27)\nOperating system: Android 14\nUser id: 42\nDevice: Google Pixel 8\nInstallation id: 4c1f9e2a7b3d5e60');
  });

  it('words iOS and leaves out what a plugin cannot answer (the web value stands in), logging why', async () => {
    const log = vi.fn();
    const details = await readNativeDeviceDetails(
      source({
        getInfo: async () => ({ manufacturer: 'Apple', model: 'iPhone15,2', operatingSystem: 'ios', osVersion: '17.4' }),
        getAppInfo: () => Promise.reject(new Error('App plugin not implemented')),
      }),
      log,
    );
    expect(details).toEqual({ os: 'iOS 17.4', device: 'Apple iPhone15,2', installationId: '4c1f9e2a7b3d5e60' });
    expect(log).toHaveBeenCalledWith('app info unavailable', expect.any(Error));
  });

  it('shows the build once when it equals the version', () => {
    expect(nativeAppVersion({ version: '1.4.0', build: '1.4.0' })).toBe('1.4.0');
    expect(nativeAppVersion({ version: '1.4.0', build: '' })).toBe('1.4.0');
  });
});
