// Rules behind the start-up calls: the Configuration object (spec §3) and the app-update check.
import {
  DEFAULT_LANGUAGE,
  DEFAULT_START_ROUTE,
  ERROR_CODES,
  LANGUAGES,
  REST_BASE,
  mustUpdateApp,
  type BootstrapResponse,
  type ConfigQuery,
  type Configuration,
  type Language,
} from '@campus/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { pingDatabase } from './system.repository.ts';

/** Route inside a course the app opens when the path names none. */
const DEFAULT_COURSE_ROUTE = 'app/dashboard';
const READINESS_TIMEOUT_MS = 2_000;

export interface PathContext {
  language: Language | null;
  courseId: number | null;
  route: string;
}

/**
 * Splits an app path into the spec's optional two-letter language prefix, optional `course-{id}`
 * segment and the remaining route: `/de/course-12/app/assignments` → de, 12, `app/assignments`.
 */
export function parseAppPath(rawPath: string): PathContext {
  const pathname = rawPath.split(/[?#]/)[0] ?? '';
  const segments = pathname.split('/').filter(Boolean);
  let language: Language | null = null;
  let courseId: number | null = null;
  if (segments[0] !== undefined && /^[a-z]{2}$/.test(segments[0])) {
    const prefix = segments.shift();
    language = (LANGUAGES as readonly string[]).includes(prefix ?? '') ? (prefix as Language) : null;
  }
  const courseMatch = /^course-(\d{1,9})$/.exec(segments[0] ?? '');
  if (courseMatch?.[1] !== undefined) {
    segments.shift();
    courseId = Number(courseMatch[1]);
  }
  return { language, courseId, route: segments.join('/') };
}

export interface ConfigurationInput {
  query: ConfigQuery;
  /** Public origin without trailing slash, e.g. http://localhost:3000. */
  origin: string;
  campusName: string | null;
  /** LEGACY_BASE_URL, when the campus migrates from an older site. */
  legacyBaseUrl?: string | null;
}

export function buildConfiguration({ query, origin, campusName, legacyBaseUrl = null }: ConfigurationInput): Configuration {
  const fromPath = parseAppPath(query.path ?? '');
  const courseId = query.og_nid ?? fromPath.courseId;
  const route = fromPath.route || (courseId === null ? DEFAULT_START_ROUTE : DEFAULT_COURSE_ROUTE);
  const apiUrl = `${origin}${REST_BASE}`;
  return {
    webapp: true,
    hide_navigation: false,
    // Only signed-in users see the global header; there is no sign-in yet.
    show_global_header: false,
    language: fromPath.language ?? DEFAULT_LANGUAGE,
    api_url: apiUrl,
    nid: courseId,
    route,
    node_type: null,
    node_nid: null,
    campus_url: origin,
    legacy_iframe_target_url: null,
    legacy_base_url: legacyBaseUrl,
    menuItemTarget: null,
    studentModeEnabled: false,
    currentUser: null,
    context: { api_url: apiUrl, course_id: courseId, route },
    global_header: {
      ogTitle: campusName,
      localMenu: true,
      backendUrl: origin,
      tumUrl: null,
      userPortalUrl: null,
      global_header_url: null,
      externalLogoUrl: null,
      externalLogoImage: null,
    },
    color_overrides: {
      global_header: { background_color: null, font_color: null, text_hover_background: null },
      main_menu: { main_menu_background_color: null, font_color: null, text_hover: null },
      main_background: null,
    },
    font_overrides: { global_header: null, custom_theme_admin_font_family: null },
    og_inactive: null,
    feedback_prompt: false,
    legal_links: { imprint_url: null, privacy_url: null },
    certificates: true,
    push_notifications: true,
  };
}

export function bootstrapApp(apiVersionCode: number): BootstrapResponse {
  return { must_update: mustUpdateApp(apiVersionCode) };
}

/** Throws SERVICE_UNAVAILABLE when the database does not answer `select 1` in time. */
export async function checkReadiness(db: Database): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), READINESS_TIMEOUT_MS);
  });
  try {
    await Promise.race([pingDatabase(db), timeout]);
  } catch (cause) {
    throw new AppError(503, ERROR_CODES.SERVICE_UNAVAILABLE, 'The database is not reachable.', { cause });
  } finally {
    clearTimeout(timer);
  }
}
