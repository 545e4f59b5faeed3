// The campus environment (spec §1, §4 "Environment": prod, test or stage). On the web it is a build value
// (`VITE_CAMPUS_ENV`, one bundle per environment); on native it is a user setting kept on the device.
import { isNativePlatform } from './platform.ts';

export const CAMPUS_ENVIRONMENTS = ['prod', 'test', 'stage'] as const;
export type CampusEnvironment = (typeof CAMPUS_ENVIRONMENTS)[number];
export const DEFAULT_ENVIRONMENT: CampusEnvironment = 'prod';

/** localStorage key of the native setting. */
export const ENVIRONMENT_STORAGE_KEY = 'environment';

export function isCampusEnvironment(value: unknown): value is CampusEnvironment {
  return typeof value === 'string' && (CAMPUS_ENVIRONMENTS as readonly string[]).includes(value);
}

export interface EnvironmentSources {
  native: boolean;
  /** The native setting, if any. */
  stored: string | null;
  /** The build value. */
  build: unknown;
}

/** Native: the stored setting, else the build value; web: the build value only. Unknown values mean prod. */
export function resolveEnvironment({ native, stored, build }: EnvironmentSources): CampusEnvironment {
  if (native && isCampusEnvironment(stored)) return stored;
  return isCampusEnvironment(build) ? build : DEFAULT_ENVIRONMENT;
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(ENVIRONMENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function getEnvironment(): CampusEnvironment {
  const build: unknown = import.meta.env.VITE_CAMPUS_ENV;
  return resolveEnvironment({ native: isNativePlatform(), stored: readStored(), build });
}

/** Switches the environment on native; the web build cannot change it and answers false. */
export function setEnvironment(environment: CampusEnvironment, native: boolean = isNativePlatform()): boolean {
  if (!native) return false;
  window.localStorage.setItem(ENVIRONMENT_STORAGE_KEY, environment);
  return true;
}
