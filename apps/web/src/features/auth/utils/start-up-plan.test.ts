import { describe, expect, it } from 'vitest';
import { planNativeStartUp, planWebStartUp } from './start-up-plan.ts';
import type { StartUpConfig } from './start-up-plan.ts';

const origin = 'https://campus.example.org';

function config(overrides: Partial<StartUpConfig> = {}): StartUpConfig {
  return { nid: null, route: 'app/campus-dashboard', api_url: `${origin}/api/rest`, legacy_iframe_target_url: null, ...overrides };
}

describe('web start-up plan', () => {
  it('goes to the campus dashboard, replacing history, with the API on this origin', () => {
    expect(planWebStartUp({ config: config(), pathname: '/', origin })).toEqual({
      courseId: null,
      apiBaseUrl: 'https://campus.example.org/api/rest',
      target: '/app/campus-dashboard',
      replace: true,
      legacyFrameUrl: null,
    });
  });

  it('keeps the language prefix of the page', () => {
    expect(planWebStartUp({ config: config(), pathname: '/de', origin }).target).toBe('/de/app/campus-dashboard');
  });

  it('takes the course from the configuration, with its API base, and goes to its route', () => {
    const plan = planWebStartUp({
      config: config({ nid: 12, route: 'app/assignments', api_url: 'https://api.example.org/api/rest' }),
      pathname: '/de/course-12/app/assignments',
      origin,
    });
    expect(plan).toMatchObject({ courseId: 12, apiBaseUrl: 'https://api.example.org/api/rest', target: '/de/course-12/app/assignments', replace: false });
  });

  it('takes the course from the URL when the configuration has none, and the API stays on this origin', () => {
    const plan = planWebStartUp({ config: config({ route: 'app/dashboard' }), pathname: '/course-7/app/dashboard', origin });
    expect(plan).toMatchObject({ courseId: 7, apiBaseUrl: `${origin}/api/rest`, target: '/course-7/app/dashboard' });
  });

  it('starts without a configuration (it could not be loaded) at the page that was opened', () => {
    expect(planWebStartUp({ config: null, pathname: '/en', origin })).toMatchObject({
      courseId: null,
      target: '/en/app/campus-dashboard',
      replace: true,
    });
    expect(planWebStartUp({ config: null, pathname: '/de/course-3/app/assignments', origin })).toMatchObject({
      courseId: 3,
      target: '/de/course-3/app/assignments',
      replace: false,
    });
  });

  it('never leaves the app for a strange configured route', () => {
    for (const route of ['//evil.example.org/x', 'https://evil.example.org', 'app/../../x', '']) {
      expect(planWebStartUp({ config: config({ route }), pathname: '/', origin }).target).toBe('/app/campus-dashboard');
    }
  });

  it('passes on a legacy frame target', () => {
    const plan = planWebStartUp({ config: config({ legacy_iframe_target_url: 'https://old.example.org/node/4' }), pathname: '/', origin });
    expect(plan.legacyFrameUrl).toBe('https://old.example.org/node/4');
  });
});

describe('native start-up plan', () => {
  it('goes to the sign-in entry, replacing history, without a valid token', () => {
    expect(planNativeStartUp({ validToken: null, context: { course_id: 3, route: 'x' }, pathname: '/' })).toEqual([
      { step: 'login', replace: true },
    ]);
  });

  it('sets the token meta tag, starts push, selects the context course and opens the context route', () => {
    expect(planNativeStartUp({ validToken: 't', context: { course_id: 3, route: 'course-3/app/assignments' }, pathname: '/' })).toEqual([
      { step: 'set-token-meta', token: 't' },
      { step: 'init-push' },
      { step: 'select-course', courseId: 3 },
      { step: 'navigate', to: '/course-3/app/assignments' },
    ]);
  });

  it('opens the user portal without a context route, and skips push on the uikit demo page', () => {
    expect(planNativeStartUp({ validToken: 't', context: null, pathname: '/course-3/app/uikit-demo/sample-page' })).toEqual([
      { step: 'set-token-meta', token: 't' },
      { step: 'navigate', to: '/userportal' },
    ]);
  });
});
