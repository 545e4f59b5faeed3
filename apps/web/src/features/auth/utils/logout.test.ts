import { describe, expect, it, vi } from 'vitest';
import { clearStoredCredentials, clearTokens, getAccessToken, hasCookieSession, setTokens, storeCredentials } from '../../../lib/auth-storage.ts';
import { clearSelectedCourse, getCourseStack, getSelectedCourse, selectCourse } from '../../../lib/course-stack.ts';
import { cleanPreferencesAndOverrides, logout, logoutDestination } from './logout.ts';
import type { LogoutDeps } from './logout.ts';

function browserDeps(overrides: Partial<LogoutDeps> = {}) {
  const calls: string[] = [];
  const deps: LogoutDeps = {
    unsubscribePush: vi.fn(async () => {
      calls.push('push');
    }),
    clearTokens: () => {
      calls.push('tokens');
      clearTokens();
    },
    clearCredentials: () => {
      calls.push('credentials');
      clearStoredCredentials();
    },
    endServerSession: vi.fn(async () => {
      calls.push('server');
    }),
    clearSelectedCourse: () => {
      calls.push('course');
      clearSelectedCourse();
    },
    cleanPreferences: () => {
      calls.push('preferences');
      cleanPreferencesAndOverrides(window.localStorage, window.sessionStorage);
    },
    leave: vi.fn(() => {
      calls.push('leave');
    }),
    ...overrides,
  };
  return { deps, calls };
}

function seedSignedInDevice(): void {
  setTokens({ accessToken: 'a1', validUntil: 1 });
  storeCredentials({ email: 'sam@example.org', password: 'secret-pass' });
  selectCourse(3);
  selectCourse(5);
  window.localStorage.setItem('language', 'de');
  window.localStorage.setItem('studentMode', '1');
  window.localStorage.setItem('keep_videos', 'false');
  window.localStorage.setItem('context', '{"course_id":5}');
}

describe('logout', () => {
  it('runs the spec steps in order and leaves only what must survive', async () => {
    seedSignedInDevice();
    const { deps, calls } = browserDeps();
    await logout(deps);

    expect(calls).toEqual(['push', 'tokens', 'credentials', 'server', 'course', 'preferences', 'leave']);
    expect(Object.keys(window.localStorage).sort()).toEqual(['course.previous', 'language']);
    expect(window.sessionStorage.length).toBe(0);
    expect(getSelectedCourse()).toBeNull();
    // The previous courses, with the one selected at sign-out on top.
    expect(getCourseStack()).toEqual([3, 5]);
  });

  it('signs out on this device even when the server cannot be reached', async () => {
    seedSignedInDevice();
    const { deps, calls } = browserDeps({ endServerSession: () => Promise.reject(new TypeError('Failed to fetch')) });
    const log = vi.fn();
    await logout({ ...deps, log });
    expect(getAccessToken()).toBeNull();
    // Offline, the HttpOnly cookie may outlive the sign-out; without the hint the app does not use it.
    expect(hasCookieSession()).toBe(false);
    expect(calls.at(-1)).toBe('leave');
    expect(log).toHaveBeenCalledWith('server logout failed', expect.any(TypeError));
  });

  it('does not wait for a hanging server longer than the timeout', async () => {
    seedSignedInDevice();
    const { deps, calls } = browserDeps({ endServerSession: () => new Promise<void>(() => undefined), timeoutMs: 20 });
    await logout(deps);
    expect(calls.at(-1)).toBe('leave');
  });

  it('always asks the server to end the cookie session (only it can clear an HttpOnly cookie), and survives a failing push unsubscribe', async () => {
    const { deps, calls } = browserDeps({ unsubscribePush: () => Promise.reject(new Error('no push')) });
    await logout(deps);
    expect(deps.endServerSession).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['tokens', 'credentials', 'server', 'course', 'preferences', 'leave']);
  });
});

describe('logout with device data', () => {
  it('forgets what the user kept on this device after the push step and before the tokens go; a failure does not hold the sign-out', async () => {
    const { deps, calls } = browserDeps({
      forgetDeviceData: async () => {
        calls.push('device');
      },
    });
    await logout(deps);
    expect(calls).toEqual(['push', 'device', 'tokens', 'credentials', 'server', 'course', 'preferences', 'leave']);

    const log = vi.fn();
    const failing = browserDeps({ forgetDeviceData: () => Promise.reject(new Error('blocked')) });
    await logout({ ...failing.deps, log });
    expect(failing.calls.at(-1)).toBe('leave');
    expect(log).toHaveBeenCalledWith('forgetting device data failed', expect.any(Error));
  });
});

describe('logoutDestination', () => {
  it('goes through our provider logout back to the app', () => {
    expect(logoutDestination('https://c.example.org/de', '/web/keycloak/logout', null)).toBe(
      '/web/keycloak/logout?redirect_url=https%3A%2F%2Fc.example.org%2Fde',
    );
  });

  it('uses the user portal logout when the configuration names a portal', () => {
    expect(logoutDestination('https://c.example.org/', '/web/keycloak/logout', 'https://portal.example.org/')).toBe(
      'https://portal.example.org/logout?redirect_url=https%3A%2F%2Fc.example.org%2F',
    );
    expect(logoutDestination('https://c.example.org/', '/web/keycloak/logout', 'javascript:alert(1)')).toBe(
      '/web/keycloak/logout?redirect_url=https%3A%2F%2Fc.example.org%2F',
    );
  });
});
