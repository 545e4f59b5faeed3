// The Capacitor shell of the Campus web app (issue 19; docs/decisions/0012-capacitor-shell.md). The app
// is the web build (apps/web/dist) copied into the Android and iOS projects by `npx cap sync`; which campus
// server it talks to is part of that web build (VITE_CAMPUS_ENV and VITE_CAMPUS_SERVER_PROD/_TEST/_STAGE,
// apps/web/src/lib/campus-server.ts), so one native project serves every environment.
import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The campus servers' hosts, from the same variables as the web build: the sign-in page and the provider
 * logout open inside the app's web view (they come back to the app's origin with the tokens, spec §4
 * "Redirect tokens"), which Capacitor allows only for hosts named here; any other host opens in the
 * device browser.
 */
export function campusServerHosts(env: Record<string, string | undefined>): string[] {
  const names = ['VITE_CAMPUS_SERVER', 'VITE_CAMPUS_SERVER_PROD', 'VITE_CAMPUS_SERVER_TEST', 'VITE_CAMPUS_SERVER_STAGE'];
  const hosts = new Set<string>();
  for (const name of names) {
    try {
      const value = env[name]?.trim();
      if (value) hosts.add(new URL(value).host);
    } catch {
      // Not a URL: the web build ignores it as well (apps/web/src/lib/campus-server.ts).
    }
  }
  return [...hosts];
}

export const CAMPUS_APP_ID = 'app.campus.learning';
export const CAMPUS_APP_NAME = 'Campus';
/** The web build, relative to this folder. */
export const CAMPUS_WEB_DIR = '../web/dist';

const config: CapacitorConfig = {
  appId: CAMPUS_APP_ID,
  appName: CAMPUS_APP_NAME,
  webDir: CAMPUS_WEB_DIR,
  // The origins the server's CORS list knows (apps/server/src/plugins/cors.ts): https://localhost on
  // Android, capacitor://localhost on iOS (Capacitor's defaults, stated here so they do not drift).
  server: {
    androidScheme: 'https',
    iosScheme: 'capacitor',
    hostname: 'localhost',
    allowNavigation: campusServerHosts(process.env),
  },
  android: {
    // The campus server is https; plain http only for a developer's local server (see README "Native app").
    allowMixedContent: false,
  },
};

export default config;
