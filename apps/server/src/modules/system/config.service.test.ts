import { describe, expect, it } from 'vitest';
import { courseInactiveMessage, formatCourseDate } from './config.messages.ts';
import { completeConfiguration } from './config.service.ts';
import { buildConfiguration } from './system.service.ts';

const base = buildConfiguration({ query: {}, origin: 'http://localhost:3000', campusName: 'Campus' });
const principal = { userId: 7, sessionId: 's', isAdmin: false, accountIsAdmin: false, studentMode: false, impersonatorUserId: null };

describe('completeConfiguration', () => {
  it('turns empty campus settings into nulls and keeps the header off without a user', () => {
    const campus = { id: 1, name: 'Campus', showGlobalHeader: true, globalHeader: { userPortalUrl: ' ' }, colors: {}, fonts: {}, feedbackPrompt: true, imprintUrl: null, privacyUrl: null, certificates: true, pushNotifications: true };
    const config = completeConfiguration(base, { campus, principal: null, course: undefined });
    expect(config.show_global_header).toBe(false);
    expect(config.global_header.userPortalUrl).toBeNull();
    expect(config.color_overrides.main_background).toBeNull();
    expect(config.currentUser).toBeNull();
    // The feedback prompt is for signed-in users only, whatever the campus says.
    expect(config.feedback_prompt).toBe(false);
  });

  it('hands the campus feedback prompt flag to signed-in users (off unless the campus turns it on)', () => {
    const campus = { id: 1, name: 'Campus', showGlobalHeader: false, globalHeader: {}, colors: {}, fonts: {}, feedbackPrompt: true, imprintUrl: null, privacyUrl: null, certificates: true, pushNotifications: true };
    expect(completeConfiguration(base, { campus, principal, course: undefined }).feedback_prompt).toBe(true);
    expect(completeConfiguration(base, { campus: { ...campus, feedbackPrompt: false }, principal, course: undefined }).feedback_prompt).toBe(false);
    expect(completeConfiguration(base, { campus: undefined, principal, course: undefined }).feedback_prompt).toBe(false);
  });

  it('hands the campus switches certificates and push_notifications on (on without a campus)', () => {
    const campus = { id: 1, name: 'Campus', showGlobalHeader: false, globalHeader: {}, colors: {}, fonts: {}, feedbackPrompt: false, certificates: true, pushNotifications: true, imprintUrl: null, privacyUrl: null };
    expect(completeConfiguration(base, { campus, principal, course: undefined })).toMatchObject({ certificates: true, push_notifications: true });
    const off = { ...campus, certificates: false, pushNotifications: false };
    expect(completeConfiguration(base, { campus: off, principal, course: undefined })).toMatchObject({ certificates: false, push_notifications: false });
    expect(completeConfiguration(base, { campus: undefined, principal, course: undefined })).toMatchObject({ certificates: true, push_notifications: true });
  });

  it('shows the header to signed-in users only where the campus turns it on', () => {
    const on = { id: 1, name: 'Campus', showGlobalHeader: true, globalHeader: { userPortalUrl: 'https://portal.example.org' }, colors: {}, fonts: {}, feedbackPrompt: false, imprintUrl: null, privacyUrl: null, certificates: true, pushNotifications: true };
    expect(completeConfiguration(base, { campus: on, principal, course: undefined })).toMatchObject({
      show_global_header: true,
      currentUser: 7,
      global_header: { userPortalUrl: 'https://portal.example.org', ogTitle: 'Campus' },
    });
    const off = { ...on, showGlobalHeader: false };
    expect(completeConfiguration(base, { campus: off, principal, course: undefined }).show_global_header).toBe(false);
  });

  it('hands the campus imprint and privacy links to everyone, signed in or not', () => {
    const campus = {
      id: 1,
      name: 'Campus',
      showGlobalHeader: false,
      globalHeader: {},
      colors: {},
      fonts: {},
      feedbackPrompt: false,
      imprintUrl: 'https://campus.example.org/imprint',
      privacyUrl: null,
      certificates: true,
      pushNotifications: true,
    };
    const links = { imprint_url: 'https://campus.example.org/imprint', privacy_url: null };
    expect(completeConfiguration(base, { campus, principal: null, course: undefined }).legal_links).toEqual(links);
    expect(completeConfiguration(base, { campus, principal, course: undefined }).legal_links).toEqual(links);
    expect(completeConfiguration(base, { campus: undefined, principal, course: undefined }).legal_links).toEqual({ imprint_url: null, privacy_url: null });
  });
});

describe('course inactive messages', () => {
  it('formats dates as dd.mm.yy', () => {
    expect(formatCourseDate(new Date(Date.UTC(2026, 0, 5)))).toBe('05.01.26');
  });

  it('explains a course that has not started, in German and English', () => {
    const date = new Date(Date.UTC(2026, 8, 1));
    expect(courseInactiveMessage('en', 'not_started', date)).toEqual({
      title: 'This course has not started yet',
      body: 'It opens on 01.09.26. Until then its content is not available.',
    });
    expect(courseInactiveMessage('de', 'not_started', date).body).toBe('Er beginnt am 01.09.26. Bis dahin sind seine Inhalte nicht verfügbar.');
  });
});
