// How the native app names its device (issue 19): the system and the model from `@capacitor/device`'s
// `Device.getInfo()`, worded alike by the push registration (the device name the server keeps) and the
// support mail. Pure: the callers import the plugin lazily and hand its answer in.

export interface NativeDeviceInfo {
  manufacturer?: string | undefined;
  model?: string | undefined;
  operatingSystem?: string | undefined;
  osVersion?: string | undefined;
}

const SYSTEM_NAMES: Readonly<Record<string, string>> = { ios: 'iOS', android: 'Android', windows: 'Windows', mac: 'macOS' };

/** `iOS 17.4`, `Android 14`; empty when the plugin said nothing. */
export function nativeSystemName(info: NativeDeviceInfo, withVersion = true): string {
  const os = info.operatingSystem?.trim() ?? '';
  const name = os === 'unknown' ? '' : (SYSTEM_NAMES[os] ?? os);
  return withVersion ? `${name} ${info.osVersion?.trim() ?? ''}`.trim() : name;
}

/** `Google Pixel 8`, `Apple iPhone15,2` (the maker once, also when the model repeats it). */
export function nativeDeviceModel(info: NativeDeviceInfo): string {
  const manufacturer = info.manufacturer?.trim() ?? '';
  const model = info.model?.trim() ?? '';
  if (model.toLowerCase().startsWith(manufacturer.toLowerCase())) return model || manufacturer;
  return `${manufacturer} ${model}`.trim();
}
