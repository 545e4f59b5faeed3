// What the support mail says about the device in the native app (issue 19, spec §2 support-mail composer):
// the app version from `@capacitor/app` (`App.getInfo()`), the system and the device from
// `@capacitor/device` (`Device.getInfo()`), and the installation identifier from `Device.getId()`. The
// plugins come in as `NativeDeviceSource` (native-device-plugins.ts, loaded on native only; tests bring a
// double); the web reads the user agent (device-info.ts). A part a plugin cannot answer is left out, so
// the web's value stands in for it.
import { nativeDeviceModel, nativeSystemName, type NativeDeviceInfo } from '../../../lib/native-device.ts';

/** What of the two plugins this needs (tests bring a double). */
export interface NativeDeviceSource {
  getInfo(): Promise<NativeDeviceInfo>;
  getId(): Promise<{ identifier: string }>;
  getAppInfo(): Promise<{ version: string; build: string }>;
}

export interface NativeDeviceDetails {
  appVersion: string;
  os: string;
  device: string;
  installationId: string;
}

/** `1.4.0 (27)`: the store version with the build number, the build once when they are the same. */
export function nativeAppVersion(app: { version: string; build: string }): string {
  const version = app.version.trim();
  const build = app.build.trim();
  return build && build !== version ? `${version} (${build})` : version;
}

export async function readNativeDeviceDetails(source: NativeDeviceSource, log: (message: string, error: unknown) => void = () => undefined): Promise<Partial<NativeDeviceDetails>> {
  const [info, id, app] = await Promise.allSettled([source.getInfo(), source.getId(), source.getAppInfo()]);
  const details: Partial<NativeDeviceDetails> = {};
  if (info.status === 'fulfilled') {
    const os = nativeSystemName(info.value);
    const device = nativeDeviceModel(info.value);
    if (os) details.os = os;
    if (device) details.device = device;
  } else log('device info unavailable', info.reason);
  if (id.status === 'fulfilled' && id.value.identifier) details.installationId = id.value.identifier;
  else if (id.status === 'rejected') log('device id unavailable', id.reason);
  if (app.status === 'fulfilled' && app.value.version.trim()) details.appVersion = nativeAppVersion(app.value);
  else if (app.status === 'rejected') log('app info unavailable', app.reason);
  return details;
}
