// Which campus server the app talks to. The web app is served by its campus server, so it calls its own
// origin (relative URLs, unchanged). The native app is loaded from the device (capacitor://localhost,
// https://localhost) and must be told: one server per environment (spec §1, §4 "Environment: prod, test
// or stage"), set at build time as VITE_CAMPUS_SERVER_PROD / _TEST / _STAGE (VITE_CAMPUS_SERVER for all
// three); the environment itself is lib/environment.ts's (the stored native setting, else VITE_CAMPUS_ENV).
import { REST_BASE } from '@campus/shared';
import { getEnvironment, type CampusEnvironment } from './environment.ts';
import { isNativePlatform } from './platform.ts';

export type CampusServers = Readonly<Partial<Record<CampusEnvironment, unknown>>> & { readonly fallback?: unknown };

/** The build's values; Vite replaces each `import.meta.env.VITE_…` with its literal. */
function buildServers(): CampusServers {
  return {
    prod: import.meta.env.VITE_CAMPUS_SERVER_PROD,
    test: import.meta.env.VITE_CAMPUS_SERVER_TEST,
    stage: import.meta.env.VITE_CAMPUS_SERVER_STAGE,
    fallback: import.meta.env.VITE_CAMPUS_SERVER,
  };
}

/** The origin of an http(s) URL, else undefined. */
export function serverOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export interface CampusServerSources {
  native: boolean;
  environment: CampusEnvironment;
  servers: CampusServers;
}

/** Native: the environment's server (else the common one); the web: undefined, i.e. its own origin. */
export function resolveCampusServer({ native, environment, servers }: CampusServerSources): string | undefined {
  if (!native) return undefined;
  return serverOrigin(servers[environment]) ?? serverOrigin(servers.fallback);
}

export function getCampusServer(): string | undefined {
  const native = isNativePlatform();
  return resolveCampusServer({ native, environment: getEnvironment(), servers: native ? buildServers() : {} });
}

/** The origin campus links and the API belong to: the configured server on native, else this page's. */
export function campusOrigin(server: string | undefined = getCampusServer()): string {
  return server ?? window.location.origin;
}

/** The API client's base: relative on the web, the server's REST base on native. */
export function defaultApiBase(server: string | undefined = getCampusServer()): string {
  return server === undefined ? REST_BASE : `${server}${REST_BASE}`;
}
