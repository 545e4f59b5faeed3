import type { Configuration } from '@campus/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoginState } from '../features/auth/utils/login-state.ts';
import { AuthenticationError } from '../features/auth/utils/token-session.ts';
import type { TokenSession } from '../features/auth/utils/token-session.ts';
import { createApiClient } from '../lib/api-client.ts';
import { createStartUp, setStartUpSeams } from './start-up.ts';
import type { StartUpDeps } from './start-up.ts';

const origin = 'http://localhost:3000';

function config(overrides: Partial<Configuration> = {}): Configuration {
  return { nid: null, route: 'app/campus-dashboard', api_url: `${origin}/api/rest`, legacy_iframe_target_url: null, ...overrides } as Configuration;
}

function session(ensureValidToken: () => Promise<string>): TokenSession {
  return { ensureValidToken: vi.fn(ensureValidToken), renewAfterRejection: vi.fn(), markValid: vi.fn(), reset: vi.fn() };
}

function deps(overrides: Partial<StartUpDeps> = {}): StartUpDeps {
  return {
    session: session(async () => 'token'),
    loginState: createLoginState(),
    client: createApiClient({ fetch: () => Promise.reject(new Error('no network in this test')) }),
    loadConfig: vi.fn(async () => config()),
    origin: () => origin,
    checkAppVersion: vi.fn(async () => undefined),
    log: vi.fn(),
    ...overrides,
  };
}

afterEach(() => {
  setStartUpSeams({ selectCourse: async () => undefined, openLegacyFrame: () => null, initPush: async () => undefined });
});

describe('web start-up', () => {
  it('runs once; later navigations only re-check the token', async () => {
    const d = deps();
    const startUp = createStartUp(d);
    await expect(startUp.ensureSession('/')).resolves.toEqual({ target: '/app/campus-dashboard', replace: true });
    await expect(startUp.ensureSession('/app/campus-dashboard')).resolves.toEqual({ target: '/app/campus-dashboard', replace: true });
    expect(d.loadConfig).toHaveBeenCalledTimes(1);
    expect(d.checkAppVersion).toHaveBeenCalledTimes(1);
    expect(d.session.ensureValidToken).toHaveBeenCalledTimes(2);
    expect(d.loginState.get()).toBe(true);

    startUp.reset();
    await startUp.ensureSession('/');
    expect(d.loadConfig).toHaveBeenCalledTimes(2);
  });

  it('sends a later visit to the root to the campus dashboard instead of replaying the first page', async () => {
    const d = deps({ loadConfig: vi.fn(async () => config({ nid: 4, route: 'app/course-cockpit' })) });
    const startUp = createStartUp(d);
    await expect(startUp.ensureSession('/de/course-4/app/course-cockpit')).resolves.toEqual({ target: '/de/course-4/app/course-cockpit', replace: false });
    // The first page's loaders share that result …
    await expect(startUp.ensureSession('/de/course-4/app/course-cockpit')).resolves.toMatchObject({ target: '/de/course-4/app/course-cockpit' });
    // … while the root opened later (the cockpit guard sends a student there) is the plain start.
    await expect(startUp.ensureSession('/de')).resolves.toEqual({ target: '/de/app/campus-dashboard', replace: true });
    expect(d.loadConfig).toHaveBeenCalledTimes(1);
  });

  it('stops at an invalid token, logged out, and starts afresh next time', async () => {
    let valid = false;
    const d = deps({ session: session(async () => (valid ? 'token' : Promise.reject(new AuthenticationError()))) });
    const startUp = createStartUp(d);
    await expect(startUp.ensureSession('/')).rejects.toBeInstanceOf(AuthenticationError);
    expect(d.loadConfig).not.toHaveBeenCalled();
    expect(d.loginState.get()).toBe(false);
    valid = true;
    await expect(startUp.ensureSession('/')).resolves.toMatchObject({ target: '/app/campus-dashboard' });
    expect(d.loadConfig).toHaveBeenCalledTimes(1);
  });

  it('selects the configured course, sets its API base and goes to its route', async () => {
    const selected: number[] = [];
    setStartUpSeams({ selectCourse: async (id) => void selected.push(id) });
    const d = deps({ loadConfig: async () => config({ nid: 9, route: 'app/assignments', api_url: 'https://api.example.org/api/rest' }) });
    await expect(createStartUp(d).ensureSession('/de/course-9/app/assignments')).resolves.toEqual({
      target: '/de/course-9/app/assignments',
      replace: false,
    });
    expect(selected).toEqual([9]);
    expect(d.client.getBaseUrl()).toBe('https://api.example.org/api/rest');
  });

  it('keeps the API base a login failover chose, and an equivalent one as it is', async () => {
    const d = deps();
    await createStartUp(d).ensureSession('/');
    expect(d.client.getBaseUrl()).toBe('/api/rest');

    const failedOver = deps();
    failedOver.client.setBaseUrl('https://backup.example.org/api/rest');
    await createStartUp(failedOver).ensureSession('/');
    expect(failedOver.client.getBaseUrl()).toBe('https://backup.example.org/api/rest');

    const elsewhere = deps();
    elsewhere.client.setBaseUrl('/other/api/rest');
    await createStartUp(elsewhere).ensureSession('/');
    expect(elsewhere.client.getBaseUrl()).toBe(`${origin}/api/rest`);
  });

  it('opens a legacy frame target when the frame screen is there', async () => {
    const d = deps({ loadConfig: async () => config({ legacy_iframe_target_url: 'https://old.example.org/node/4' }) });
    await expect(createStartUp(d).ensureSession('/')).resolves.toEqual({ target: '/app/campus-dashboard', replace: true });
    setStartUpSeams({ openLegacyFrame: (url) => `/legacy?url=${encodeURIComponent(url)}` });
    await expect(createStartUp(d).ensureSession('/')).resolves.toEqual({
      target: '/legacy?url=https%3A%2F%2Fold.example.org%2Fnode%2F4',
      replace: false,
    });
  });

  it('starts with defaults when the configuration cannot be loaded, and survives a failing course selection', async () => {
    setStartUpSeams({ selectCourse: () => Promise.reject(new Error('gone')) });
    const d = deps({ loadConfig: () => Promise.reject(new Error('offline')) });
    await expect(createStartUp(d).ensureSession('/course-3/app/dashboard')).resolves.toEqual({
      target: '/course-3/app/dashboard',
      replace: false,
    });
    expect(d.log).toHaveBeenCalledWith('configuration could not be loaded, starting with defaults', expect.any(Error));
    expect(d.log).toHaveBeenCalledWith('course selection failed', expect.any(Error));
  });
});

describe('native start-up', () => {
  it('goes to the sign-in entry without a valid token', async () => {
    const d = deps({ native: true, session: session(() => Promise.reject(new AuthenticationError())) });
    await expect(createStartUp(d).ensureSession('/')).rejects.toBeInstanceOf(AuthenticationError);
  });

  it('sets the token meta tag, starts push, selects the context course and opens the context route', async () => {
    const steps: string[] = [];
    setStartUpSeams({
      initPush: async () => void steps.push('push'),
      selectCourse: async (id) => void steps.push(`course ${id}`),
    });
    const d = deps({
      native: true,
      readNativeContext: () => ({ course_id: 3, route: 'course-3/app/assignments' }),
      setTokenMeta: (token) => void steps.push(`meta ${token}`),
    });
    await expect(createStartUp(d).ensureSession('/')).resolves.toEqual({ target: '/course-3/app/assignments', replace: false });
    expect(steps).toEqual(['meta token', 'push', 'course 3']);
    expect(d.loadConfig).not.toHaveBeenCalled();
  });
});
