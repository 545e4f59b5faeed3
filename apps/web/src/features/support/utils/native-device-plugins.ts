// `@capacitor/device` and `@capacitor/app` as the support mail's NativeDeviceSource (issue 19). Reached
// only through `import()` on native (hooks/use-support-mailto.ts); it imports the plugins statically on
// purpose: the build merges side-effect-free lazy modules into the entry (vite.config.ts,
// `experimentalMinChunkSize`), and the plugins, which register themselves on import, keep this chunk apart.
import { App } from '@capacitor/app';
import { Device } from '@capacitor/device';
import type { NativeDeviceSource } from './native-device-info.ts';

export const capacitorDeviceSource: NativeDeviceSource = {
  getInfo: () => Device.getInfo(),
  getId: () => Device.getId(),
  getAppInfo: () => App.getInfo(),
};
