import { describe, expect, it } from 'vitest';
import de from '../../../../public/assets/i18n/de.json';
import en from '../../../../public/assets/i18n/en.json';
import { clickTarget, NOTIFICATION_ICON, notificationFor, parsePushMessage, translationsUrl } from './push-message.ts';

const origin = 'https://campus.example';
const payload = { kind: 'assignment', id: 9, path: '/course-5/app/assignment-push/4', title: 'Essay', actor: 'Ian Instructor', language: 'de' };

describe('the service worker’s push message', () => {
  it('accepts a PushPayload and refuses other shapes', () => {
    expect(parsePushMessage(payload)).toEqual(payload);
    expect(parsePushMessage({ ...payload, language: 'fr' })?.language).toBe('en');
    expect(parsePushMessage({ ...payload, kind: 'spam' })).toBeNull();
    expect(parsePushMessage({ ...payload, id: -1 })).toBeNull();
    expect(parsePushMessage({ ...payload, actor: 5 })).toBeNull();
    expect(parsePushMessage('text')).toBeNull();
    expect(parsePushMessage(undefined)).toBeNull();
  });

  it('words it in the payload’s language from the app’s translation files, tagged per notification', () => {
    const message = parsePushMessage(payload);
    if (!message) throw new Error('payload refused');
    expect(translationsUrl(message.language)).toBe('/assets/i18n/de.json');
    const shown = notificationFor(message, de, origin);
    expect(shown.title).toBe('Ian Instructor hat die Aufgabe „Essay“ veröffentlicht');
    expect(shown.options).toEqual({ tag: 'notification-9', icon: NOTIFICATION_ICON, data: { path: '/course-5/app/assignment-push/4', id: 9 } });
    const anonymous = notificationFor({ ...message, actor: null, kind: 'video_comment', language: 'en' }, en, origin);
    expect(anonymous.title).toBe('New comment on your video “Essay”');
  });

  it('falls back to the thing’s title without translations and never keeps a foreign path', () => {
    const message = parsePushMessage({ ...payload, path: 'https://evil.example/phish' });
    if (!message) throw new Error('payload refused');
    const shown = notificationFor(message, undefined, origin);
    expect(shown.title).toBe('Essay');
    expect(shown.options.data.path).toBe('/');
  });

  it('opens only paths of this app on a click', () => {
    expect(clickTarget({ path: '/course-5/app/video-push/3', id: 1 }, origin)).toBe('/course-5/app/video-push/3');
    expect(clickTarget({ path: '//evil.example' }, origin)).toBe('/');
    expect(clickTarget(null, origin)).toBe('/');
  });
});
