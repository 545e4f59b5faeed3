// Spec §4 "Logout", in its order: unsubscribe push, remove tokens and credentials, end the session at the
// identity provider, clean preferences and overrides, go to the root and reload. The selected course is
// cleared while the previous-course stack stays, so the next session can restore a course.
import { COURSE_STACK_KEY } from '../../../lib/course-stack.ts';
import { ENVIRONMENT_STORAGE_KEY } from '../../../lib/environment.ts';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/i18n.ts';

/**
 * What survives a sign-out in localStorage: the previous-course stack (spec), the UI language (the
 * sign-in page should stay in the language the user reads) and the native environment setting (which
 * server to talk to is a device choice). Everything else is a preference or an override and goes.
 */
export const KEYS_KEPT_ON_LOGOUT: readonly string[] = [COURSE_STACK_KEY, LANGUAGE_STORAGE_KEY, ENVIRONMENT_STORAGE_KEY];

export function cleanPreferencesAndOverrides(local: Storage, session: Storage, keep: readonly string[] = KEYS_KEPT_ON_LOGOUT): void {
  const keys: string[] = [];
  for (let index = 0; index < local.length; index += 1) {
    const key = local.key(index);
    if (key !== null && !keep.includes(key)) keys.push(key);
  }
  for (const key of keys) local.removeItem(key);
  session.clear();
}

export interface LogoutDeps {
  /** Step 1; a no-op on the web (push lives in the native app). */
  unsubscribePush(): Promise<void>;
  /** What the signed-in user kept on this device (offline videos, issue 19), composed by the app. */
  forgetDeviceData?(): Promise<void>;
  clearTokens(): void;
  clearCredentials(): void;
  /**
   * Step 3: POST /api/keycloak/logout, which ends the session of the refresh cookie and clears the cookie
   * (decision 0007). Always called: only the server can remove an HttpOnly cookie.
   */
  endServerSession(): Promise<void>;
  /** Step 6: the selection goes onto the previous-course stack. */
  clearSelectedCourse(): void;
  /** Step 4. */
  cleanPreferences(): void;
  /** Step 5: leave for the root (through the provider's logout) with a full reload. */
  leave(): void;
  log?(message: string, error: unknown): void;
  /** The server call may not hold the user back longer than this. */
  timeoutMs?: number;
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export async function logout(deps: LogoutDeps): Promise<void> {
  const log = deps.log ?? (() => undefined);
  try {
    await deps.unsubscribePush();
  } catch (error) {
    log('push unsubscribe failed', error);
  }
  try {
    await deps.forgetDeviceData?.();
  } catch (error) {
    log('forgetting device data failed', error);
  }
  // The tokens go before any network call: offline, this device is signed out at once (the app no longer
  // restores the session from the cookie once the cookie-session hint is gone; a new sign-in replaces it).
  deps.clearTokens();
  deps.clearCredentials();
  try {
    await withTimeout(deps.endServerSession(), deps.timeoutMs ?? 5_000);
  } catch (error) {
    log('server logout failed', error);
  }
  deps.clearSelectedCourse();
  deps.cleanPreferences();
  deps.leave();
}

/**
 * Where the browser goes at the end: the campus portal's logout when the configuration names a user
 * portal (spec §7 "Logout: {userportal}/logout with redirect_url"), else our own provider logout, which
 * ends a single-sign-on session at the campus identity provider and comes back to `returnUrl`.
 */
export function logoutDestination(returnUrl: string, ssoLogoutPath: string, userPortalUrl: string | null): string {
  const query = `redirect_url=${encodeURIComponent(returnUrl)}`;
  if (userPortalUrl && /^https?:\/\//i.test(userPortalUrl)) return `${userPortalUrl.replace(/\/+$/, '')}/logout?${query}`;
  return `${ssoLogoutPath}?${query}`;
}
