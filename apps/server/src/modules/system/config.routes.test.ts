// GET /api/rest/config completed from the campus and, with a token, from the user and the course.
import { ConfigurationSchema, type Configuration } from '@campus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CAMPUS_LOOK, DEMO_EMAILS } from '../../seed/demo-accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { SignedIn } from '../auth/testing/auth-helpers.ts';
import { addMember, authHeaders, courseIdByTitle, createCourse, signInAs, userIdByEmail } from '../courses/testing/course-fixtures.ts';

let t: TestApp;
let student: SignedIn;
let manager: SignedIn;
let basics: number;
let lounge: number;
let ended: number;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://campus.example.org', LEGACY_BASE_URL: 'https://old.campus.example.org/' } });
  student = await signInAs(t.app, DEMO_EMAILS.student);
  manager = await signInAs(t.app, DEMO_EMAILS.manager);
  basics = await courseIdByTitle(t.db, 'Coaching Basics');
  lounge = await courseIdByTitle(t.db, "Coaches' Lounge");
  ended = await createCourse(t.db, {
    title: 'Finished Course',
    startDate: new Date(Date.UTC(2024, 0, 10)),
    endDate: new Date(Date.UTC(2024, 2, 31)),
  });
  await addMember(t.db, ended, await userIdByEmail(t.db, DEMO_EMAILS.student), 5);
});

afterAll(async () => {
  await t.close();
});

async function config(query: string, session?: SignedIn, studentMode = false): Promise<Configuration> {
  const response = await t.app.inject({ method: 'GET', url: `/api/rest/config${query}`, headers: session ? authHeaders(session, studentMode) : {} });
  expect(response.statusCode, response.body).toBe(200);
  return ConfigurationSchema.parse(response.json());
}

describe('GET /api/rest/config', () => {
  it('names the older campus site from LEGACY_BASE_URL, for legacy links in a frame', async () => {
    expect((await config('')).legacy_base_url).toBe('https://old.campus.example.org/');
    expect((await config('?path=/course-3/node/12', student)).legacy_base_url).toBe('https://old.campus.example.org/');
  });

  it('gives anonymous callers the campus look but no user, header or course state', async () => {
    const anonymous = await config(`?og_nid=${basics}`);
    expect(anonymous).toMatchObject({
      show_global_header: false,
      currentUser: null,
      menuItemTarget: null,
      og_inactive: null,
      studentModeEnabled: false,
      global_header: { ogTitle: 'Demo Campus' },
      color_overrides: {
        global_header: DEMO_CAMPUS_LOOK.colors.global_header,
        main_menu: { main_menu_background_color: '#1d2b3a', font_color: null, text_hover: '#2f4a66' },
        main_background: '#f8f9fa',
      },
      font_overrides: { global_header: 'system-ui, sans-serif', custom_theme_admin_font_family: null },
    });
  });

  it('treats a token that no longer passes as anonymous (public route)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/rest/config', headers: { authorization: 'Bearer not-a-token' } });
    expect(response.statusCode).toBe(200);
    expect(ConfigurationSchema.parse(response.json())).toMatchObject({ currentUser: null, show_global_header: false });
  });

  it('fills the user, the global header, the course title and the menu target for a member', async () => {
    const signedIn = await config(`?path=%2Fde%2Fcourse-${basics}%2Fapp%2Fassignment%2F7`, student, true);
    expect(signedIn).toMatchObject({
      language: 'de',
      nid: basics,
      route: 'app/assignment/7',
      show_global_header: true,
      currentUser: student.uid,
      studentModeEnabled: true,
      // A detail screen marks the entry of its list.
      menuItemTarget: `/course-${basics}/app/assignments`,
      og_inactive: null,
      global_header: { ogTitle: 'Coaching Basics', backendUrl: 'https://campus.example.org', userPortalUrl: null },
    });
    const dashboard = await config(`?og_nid=${basics}`, student);
    expect(dashboard.menuItemTarget).toBe(`/course-${basics}/app/dashboard`);
  });

  it('has no menu target for a route outside the menu, or in a group for the tasks entry', async () => {
    expect((await config(`?path=%2Fcourse-${basics}%2Fapp%2Fuikit-demo%2Fsample-page`, student)).menuItemTarget).toBeNull();
    expect((await config(`?path=%2Fcourse-${lounge}%2Fapp%2Fassignments`, student)).menuItemTarget).toBeNull();
    expect((await config(`?path=%2Fcourse-${lounge}%2Fapp%2Fvideos`, student)).menuItemTarget).toBe(`/course-${lounge}/app/videos`);
  });

  it('leaves the course out when the user may not see it (the course call answers 404)', async () => {
    const compact = await courseIdByTitle(t.db, 'Compact Refresher');
    const hidden = await config(`?og_nid=${compact}`, student);
    expect(hidden).toMatchObject({ nid: compact, menuItemTarget: null, og_inactive: null, global_header: { ogTitle: 'Demo Campus' } });
  });

  it('tells a student that a course has ended (og_inactive), in the language of the path', async () => {
    const english = await config(`?og_nid=${ended}`, student);
    expect(english.og_inactive).toEqual({
      title: 'This course has ended',
      body: 'It ended on 31.03.24. Ask the course management if you still need access.',
    });
    expect(english.menuItemTarget).toBeNull();
    const german = await config(`?path=%2Fde%2Fcourse-${ended}%2Fapp%2Fdashboard`, student);
    expect(german.og_inactive?.title).toBe('Dieser Kurs ist beendet');
  });

  it('does not mark a course inactive for the people who run it', async () => {
    await addMember(t.db, ended, await userIdByEmail(t.db, DEMO_EMAILS.manager), 3);
    const managerView = await config(`?og_nid=${ended}`, manager);
    expect(managerView.og_inactive).toBeNull();
    expect(managerView.menuItemTarget).toBe(`/course-${ended}/app/dashboard`);
  });
});
