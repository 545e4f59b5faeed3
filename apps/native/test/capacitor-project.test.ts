// The Capacitor project as committed (issue 19): its config, the generated Android and iOS projects
// agreeing with it, their links into node_modules, and, when a web build exists, `cap copy` putting it
// into both projects. Needs no Android or iOS SDK.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import config, { CAMPUS_APP_ID, CAMPUS_APP_NAME } from '../capacitor.config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts: string[]) => path.join(root, ...parts);
const read = (...parts: string[]) => readFileSync(at(...parts), 'utf8');
const webDist = path.resolve(root, config.webDir ?? '');
const manifest = JSON.parse(read('package.json')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
/** Capacitor plugins the app ships (everything in dependencies but core and the platforms). */
const plugins = Object.keys(manifest.dependencies).filter((name) => !['@capacitor/core', '@capacitor/android', '@capacitor/ios'].includes(name));

describe('capacitor.config.ts', () => {
  it('names the app and points at the web build', () => {
    expect(config.appId).toBe('app.campus.learning');
    expect(config.appName).toBe('Campus');
    expect(webDist).toBe(path.resolve(root, '../web/dist'));
  });

  it("serves from the origins the server's CORS list allows (apps/server/src/plugins/cors.ts)", () => {
    const cors = read('../server/src/plugins/cors.ts');
    expect(config.server?.hostname).toBe('localhost');
    expect(cors).toContain(`'${config.server?.androidScheme}://localhost'`);
    expect(cors).toContain(`'${config.server?.iosScheme}://localhost'`);
  });

  it("ships every Capacitor plugin the web app imports, at the version installed for the web build", () => {
    const web = JSON.parse(read('../web/package.json')) as { dependencies: Record<string, string> };
    const require = createRequire(import.meta.url);
    // A Capacitor plugin says so in its package.json (`capacitor: { android, ios }`), ours and third parties' alike.
    const isPlugin = (name: string) => {
      const packageFile = path.resolve(root, '../../node_modules', name, 'package.json');
      return name !== '@capacitor/core' && existsSync(packageFile) && 'capacitor' in (JSON.parse(readFileSync(packageFile, 'utf8')) as object);
    };
    const webPlugins = Object.keys(web.dependencies).filter(isPlugin);
    expect(webPlugins).toContain('@aparajita/capacitor-secure-storage');
    expect(plugins.sort()).toEqual(webPlugins.sort());
    for (const plugin of plugins) {
      const installed = (JSON.parse(readFileSync(require.resolve(`${plugin}/package.json`), 'utf8')) as { version: string }).version;
      expect(manifest.dependencies[plugin], plugin).toBe(installed);
    }
  });

  it('uses one Capacitor version for core, cli and the platforms', () => {
    const versions = new Set(['@capacitor/core', '@capacitor/android', '@capacitor/ios'].map((name) => manifest.dependencies[name]));
    versions.add(manifest.devDependencies['@capacitor/cli']);
    expect([...versions]).toHaveLength(1);
  });
});

describe('android project', () => {
  it('carries the app id and name', () => {
    const gradle = read('android/app/build.gradle');
    expect(gradle).toContain(`namespace = "${CAMPUS_APP_ID}"`);
    expect(gradle).toContain(`applicationId "${CAMPUS_APP_ID}"`);
    expect(read('android/app/src/main/res/values/strings.xml')).toContain(`<string name="app_name">${CAMPUS_APP_NAME}</string>`);
    expect(existsSync(at('android/app/src/main/java/app/campus/learning/MainActivity.java'))).toBe(true);
  });

  it('links Capacitor and every plugin from node_modules, and the links resolve', () => {
    const settings = read('android/capacitor.settings.gradle');
    const dirs = [...settings.matchAll(/new File\('([^']+)'\)/g)].map((match) => path.resolve(at('android'), match[1] ?? ''));
    expect(dirs.length).toBe(plugins.length + 1);
    for (const dir of dirs) expect(existsSync(dir), dir).toBe(true);
    for (const plugin of plugins) expect(settings).toContain(`node_modules/${plugin}/android`);
  });
});

describe('ios project', () => {
  it('carries the bundle id and name', () => {
    expect(read('ios/App/App.xcodeproj/project.pbxproj')).toContain(`PRODUCT_BUNDLE_IDENTIFIER = ${CAMPUS_APP_ID};`);
    expect(read('ios/App/App/Info.plist')).toMatch(new RegExp(`<key>CFBundleDisplayName</key>\\s*<string>${CAMPUS_APP_NAME}</string>`));
  });

  it('keeps iPhones upright and lets iPads rotate (spec §9: rotation from 1488 physical pixels across)', () => {
    const plist = read('ios/App/App/Info.plist');
    const orientations = (key: string) => {
      const block = new RegExp(`<key>${key.replace('~', '\\~')}</key>\\s*<array>([\\s\\S]*?)</array>`).exec(plist)?.[1] ?? '';
      return [...block.matchAll(/<string>([^<]+)<\/string>/g)].map((match) => match[1]);
    };
    expect(orientations('UISupportedInterfaceOrientations')).toEqual(['UIInterfaceOrientationPortrait']);
    expect(orientations('UISupportedInterfaceOrientations~ipad')).toHaveLength(4);
  });

  it('hands the APNs registration to @capacitor/push-notifications (its README, AppDelegate.swift)', () => {
    const delegate = read('ios/App/App/AppDelegate.swift');
    expect(delegate).toContain('NotificationCenter.default.post(name: .capacitorDidRegisterForRemoteNotifications, object: deviceToken)');
    expect(delegate).toContain('NotificationCenter.default.post(name: .capacitorDidFailToRegisterForRemoteNotifications, object: error)');
  });

  it('links every plugin as a Swift package from node_modules, and the links resolve', () => {
    const spm = read('ios/App/CapApp-SPM/Package.swift');
    expect(spm).toContain(`exact: "${manifest.dependencies['@capacitor/ios']}"`);
    const dirs = [...spm.matchAll(/path: "([^"]+)"/g)].map((match) => path.resolve(at('ios/App/CapApp-SPM'), match[1] ?? ''));
    expect(dirs.length).toBe(plugins.length);
    for (const dir of dirs) expect(existsSync(path.join(dir, 'Package.swift')), dir).toBe(true);
  });
});

// The copy step needs the web build (npm run build -w @campus/web); without one it is skipped.
describe.skipIf(!existsSync(path.join(webDist, 'index.html')))('cap copy (with a web build)', () => {
  it('copies the web build and the config into both projects', () => {
    const cli = createRequire(import.meta.url).resolve('@capacitor/cli/bin/capacitor');
    execFileSync(process.execPath, [cli, 'copy'], { cwd: root, stdio: 'pipe', timeout: 120_000 });
    const index = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    for (const target of ['android/app/src/main/assets', 'ios/App/App']) {
      expect(read(target, 'public', 'index.html'), target).toBe(index);
      const copied = JSON.parse(read(target, 'capacitor.config.json')) as { appId: string; appName: string };
      expect(copied).toMatchObject({ appId: CAMPUS_APP_ID, appName: CAMPUS_APP_NAME });
    }
  }, 150_000);
});
