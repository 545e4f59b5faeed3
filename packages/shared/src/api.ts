// The wire contract every client and the server agree on (spec §7 "Common behaviour").

/** REST base path; every relative API request is prefixed with it. */
export const REST_BASE = '/api/rest';
/** Identity endpoints live outside the REST base (spec §7 "Login and identity"). */
export const KEYCLOAK_BASE = '/api/keycloak';
/** The sign-in page the app redirects to (spec §7 "Login redirect"). */
export const LOGIN_REDIRECT_PATH = '/web/keycloak/redirect';

/** API version spoken by this server and the bundled app. */
export const API_VERSION = 3;
/** Versions the server still answers; anything else gets UNSUPPORTED_API_VERSION. */
export const SUPPORTED_API_VERSIONS: readonly number[] = [3];

/** Fixed app identifier sent as APP_TYPE. */
export const APP_TYPE = 'campus';

/** Header names of spec §7. Node lower-cases incoming header names. */
export const HEADERS = {
  appType: 'APP_TYPE',
  apiVersion: 'APP_API_VERSION',
  apiPlatform: 'APP_API_PLATFORM',
  studentMode: 'X-Student-Mode',
  authorization: 'Authorization',
} as const;

/** Paging constants (spec §9). */
export const PAGE_SIZE = {
  courses: 30,
  content: 10,
  videos: 16,
} as const;

export const DEFAULT_LANGUAGE = 'en';
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
