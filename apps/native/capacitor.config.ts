// The Capacitor shell of the Campus web app (issue 19; docs/decisions/0012-capacitor-shell.md). The app
// is the web build (apps/web/dist) copied into the Android and iOS projects by `npx cap sync`; which campus
// server it talks to is part of that web build (VITE_CAMPUS_ENV and VITE_CAMPUS_SERVER_PROD/_TEST/_STAGE,
// apps/web/src/lib/campus-server.ts), so one native project serves every environment.
import type { CapacitorConfig } from '@capacitor/cli';

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
  },
  android: {
    // The campus server is https; plain http only for a developer's local server (see README "Native app").
    allowMixedContent: false,
  },
};

export default config;
