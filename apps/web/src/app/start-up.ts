// Start-up (spec §4). Web: 1 check the access token, stop if invalid; 2 set logged in; 3 derive the
// course; 4 set the API base; 5 select the course, then go to the configured route (the campus dashboard
// replaces history); 6 a legacy frame target opens in the frame. Native: no valid token → sign-in entry;
// else token meta tag, push, the context course, the context route or the user portal. It runs once per
// page load (and again after a new sign-in); later navigations only re-check the token (10-second rule).
import { parseAppPath, withLanguagePrefix } from '@campus/shared';
import type { Configuration } from '@campus/shared';
import { openAppVersionAlert } from '../features/auth/components/auth-alerts.tsx';
import { mustUpdateApp } from '../features/auth/api/bootstrap.ts';
import type { LoginState } from '../features/auth/utils/login-state.ts';
import { CAMPUS_DASHBOARD_PATH, planNativeStartUp, planWebStartUp } from '../features/auth/utils/start-up-plan.ts';
import type { NativeContext, WebStartUpPlan } from '../features/auth/utils/start-up-plan.ts';
import { AuthenticationError } from '../features/auth/utils/token-session.ts';
import type { TokenSession } from '../features/auth/utils/token-session.ts';
import { getConfig } from '../features/config/api/get-config.ts';
import { apiClient, hostOf } from '../lib/api-client.ts';
import { campusOrigin } from '../lib/campus-server.ts';
import type { ApiClient } from '../lib/api-client.ts';
import { selectCourse } from '../lib/course-stack.ts';
import { isNativePlatform } from '../lib/platform.ts';
import { loginState, tokenSession } from './session.ts';

/**
 * What other features plug into start-up. The defaults keep the app working before they exist: the
 * course selection records the course (and so the previous-course stack); there is no legacy frame
 * screen and no push on the web.
 */
export interface StartUpSeams {
  /** Step 5: select the course (the course feature: load it, legal terms, menu). */
  selectCourse(courseId: number): Promise<void>;
  /** Step 6: load the legacy URL in the frame; answers the app path of the frame screen, or null. */
  openLegacyFrame(url: string): string | null;
  /** Native: set up and subscribe push messaging. */
  initPush(): Promise<void>;
}

const seams: StartUpSeams = {
  selectCourse: async (courseId) => selectCourse(courseId),
  openLegacyFrame: () => null,
  initPush: async () => undefined,
};

export function setStartUpSeams(next: Partial<StartUpSeams>): void {
  Object.assign(seams, next);
}

/** Where start-up sends the user, and whether that replaces the history entry. */
export interface StartUpResult {
  target: string;
  replace: boolean;
}

export interface StartUpDeps {
  session: TokenSession;
  loginState: LoginState;
  client: ApiClient;
  loadConfig(pathname: string): Promise<Configuration>;
  origin(): string;
  /** must_update → the app-version alert; runs in the background. */
  checkAppVersion(): Promise<void>;
  log(message: string, error?: unknown): void;
  native?: boolean;
  /** Native: the stored context (spec §3 "Stored locally": api_url, course_id, route). */
  readNativeContext?(): NativeContext | null;
  /** Native: the token meta tag that pages inside the app's frames read. */
  setTokenMeta?(token: string): void;
}

export interface StartUp {
  /** Runs start-up the first time, afterwards only the token re-check; throws AuthenticationError. */
  ensureSession(pathname: string): Promise<StartUpResult>;
  /** The next navigation starts up again (after a sign-out or a new sign-in). */
  reset(): void;
}

/** Network trouble while checking keeps the user in (offline is not signed out); a refusal does not. */
async function ensureToken(deps: StartUpDeps): Promise<string | null> {
  try {
    return await deps.session.ensureValidToken();
  } catch (error) {
    if (error instanceof AuthenticationError) throw error;
    deps.log('token check failed, continuing with the stored token', error);
    return null;
  }
}

/** Step 4, leaving alone a base that already points there and one a login failover moved elsewhere. */
function setApiBase(client: ApiClient, plan: WebStartUpPlan, config: Configuration | null, origin: string): void {
  const current = client.getBaseUrl();
  const resolve = (url: string) => new URL(url, origin).href.replace(/\/+$/, '');
  if (resolve(current) === resolve(plan.apiBaseUrl)) return;
  const failedOver = hostOf(current) !== '' && hostOf(current) !== origin;
  if (config?.nid == null && failedOver) return;
  client.setBaseUrl(plan.apiBaseUrl);
}

async function selectCourseSafely(deps: StartUpDeps, courseId: number): Promise<void> {
  try {
    await seams.selectCourse(courseId);
  } catch (error) {
    deps.log('course selection failed', error);
  }
}

async function runWeb(deps: StartUpDeps, pathname: string): Promise<StartUpResult> {
  await ensureToken(deps);
  deps.loginState.set(true);

  let config: Configuration | null = null;
  try {
    config = await deps.loadConfig(pathname);
  } catch (error) {
    deps.log('configuration could not be loaded, starting with defaults', error);
  }
  const origin = deps.origin();
  const plan = planWebStartUp({ config, pathname, origin });
  setApiBase(deps.client, plan, config, origin);
  if (plan.courseId !== null) await selectCourseSafely(deps, plan.courseId);
  deps.checkAppVersion().catch((error: unknown) => deps.log('app version check failed', error));

  const frame = plan.legacyFrameUrl ? seams.openLegacyFrame(plan.legacyFrameUrl) : null;
  return frame ? { target: frame, replace: false } : { target: plan.target, replace: plan.replace };
}

async function runNative(deps: StartUpDeps, pathname: string): Promise<StartUpResult> {
  let validToken: string | null = null;
  try {
    validToken = await deps.session.ensureValidToken();
  } catch (error) {
    if (!(error instanceof AuthenticationError)) deps.log('token check failed', error);
  }
  let result: StartUpResult | undefined;
  for (const step of planNativeStartUp({ validToken, context: deps.readNativeContext?.() ?? null, pathname })) {
    switch (step.step) {
      case 'login':
        throw new AuthenticationError();
      case 'set-token-meta':
        deps.loginState.set(true);
        deps.setTokenMeta?.(step.token);
        break;
      case 'init-push':
        await seams.initPush().catch((error: unknown) => deps.log('push set-up failed', error));
        break;
      case 'select-course':
        await selectCourseSafely(deps, step.courseId);
        break;
      case 'navigate':
        result = { target: step.to, replace: false };
        break;
    }
  }
  deps.checkAppVersion().catch((error: unknown) => deps.log('app version check failed', error));
  return result ?? { target: '/', replace: true };
}

/**
 * The root, opened again after start-up (a guard sends a student there, the error screen links to it):
 * the campus dashboard, not a replay of the page the app was started on (which may be the very page
 * that sent the user away).
 */
function laterRootTarget(pathname: string): StartUpResult {
  return { target: withLanguagePrefix(CAMPUS_DASHBOARD_PATH, parseAppPath(pathname).language), replace: true };
}

export function createStartUp(deps: StartUpDeps): StartUp {
  let started: Promise<StartUpResult> | undefined;
  let startedAt = '';
  return {
    ensureSession(pathname) {
      if (!started) {
        const attempt = deps.native ? runNative(deps, pathname) : runWeb(deps, pathname);
        started = attempt;
        startedAt = pathname;
        attempt.catch(() => {
          if (started === attempt) started = undefined;
        });
        return attempt;
      }
      return started.then(async (result) => {
        await ensureToken(deps);
        // The loaders of the first page share the start-up's result; later pages get the plain start.
        return pathname === startedAt ? result : laterRootTarget(pathname);
      });
    },
    reset() {
      started = undefined;
    },
  };
}

const CONTEXT_KEY = 'context';

function readStoredContext(): NativeContext | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(CONTEXT_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { course_id: courseId, route } = parsed as Record<string, unknown>;
    return { course_id: typeof courseId === 'number' ? courseId : null, route: typeof route === 'string' ? route : '' };
  } catch {
    return null;
  }
}

function setTokenMeta(token: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="campus-token"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'campus-token';
    document.head.append(meta);
  }
  meta.content = token;
}

export function createAppStartUp(client: ApiClient = apiClient): StartUp {
  let versionChecked = false;
  return createStartUp({
    session: tokenSession,
    loginState,
    client,
    loadConfig: (pathname) => getConfig(pathname, undefined, client),
    // Native: the configured campus server (lib/campus-server.ts); the web: this page's origin.
    origin: () => campusOrigin(),
    async checkAppVersion() {
      // Once per page load: the answer does not change while the page lives.
      if (versionChecked) return;
      versionChecked = true;
      if (await mustUpdateApp(client)) openAppVersionAlert();
    },
    log: (message, error) => console.warn(message, error),
    native: isNativePlatform(),
    readNativeContext: readStoredContext,
    setTokenMeta,
  });
}
