import { describe, expect, it } from 'vitest';
import en from '../../../../public/assets/i18n/en.json';
import de from '../../../../public/assets/i18n/de.json';
import { NOTIFICATION_KINDS } from '@campus/shared/rules/notifications';
import { sameOriginAppPath } from './app-path.ts';
import { deviceName } from './device-name.ts';
import { interpolate, lookupKey, notificationTextKey } from './wording.ts';

describe('notification wording', () => {
  it('has a sentence with and without actor for every kind in both languages', () => {
    for (const messages of [en, de]) {
      for (const kind of NOTIFICATION_KINDS) {
        expect(lookupKey(messages, notificationTextKey(kind, true))).toContain('{{actor}}');
        expect(lookupKey(messages, notificationTextKey(kind, false))).toContain('{{title}}');
        expect(lookupKey(messages, notificationTextKey(kind, false))).not.toContain('{{actor}}');
      }
    }
  });

  it('interpolates like i18next, leaves unknown names and never interprets markup', () => {
    expect(interpolate('{{actor}} posted “{{ title }}”', { actor: 'Ian', title: '<b>x</b>' })).toBe('Ian posted “<b>x</b>”');
    expect(interpolate('{{missing}}!', {})).toBe('{{missing}}!');
  });

  it('looks up dotted keys and answers undefined for anything but a string', () => {
    expect(lookupKey({ a: { b: 'c' } }, 'a.b')).toBe('c');
    expect(lookupKey({ a: { b: 'c' } }, 'a')).toBeUndefined();
    expect(lookupKey(null, 'a.b')).toBeUndefined();
  });
});

describe('sameOriginAppPath', () => {
  const origin = 'https://campus.example';
  it('keeps paths of this app with query and hash', () => {
    expect(sameOriginAppPath('/course-5/app/content-push/12', origin)).toBe('/course-5/app/content-push/12');
    expect(sameOriginAppPath('/send_private_message-push/7?x=1#m', origin)).toBe('/send_private_message-push/7?x=1#m');
  });

  it('sends everything else to the start', () => {
    for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', 'course-5', 42, null, undefined]) {
      expect(sameOriginAppPath(path, origin)).toBe('/');
    }
  });
});

describe('deviceName', () => {
  it('names the browser and the system briefly', () => {
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36')).toBe('Chrome on Windows');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0')).toBe('Edge on Windows');
    expect(deviceName('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:130.0) Gecko/20100101 Firefox/130.0')).toBe('Firefox on macOS');
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS');
    expect(deviceName('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36')).toBe('Chrome on Android');
    expect(deviceName('curl/8.0')).toBe('Browser');
  });
});
