import { describe, expect, it } from 'vitest';
import { describeDevice } from './device-info.ts';
import { getInstallationId, INSTALLATION_ID_KEY } from './installation-id.ts';
import { supportAddress, supportMailBody, supportMailto, type SupportMailTexts } from './support-mail.ts';

const texts: SupportMailTexts = {
  subject: 'Support request: Campus app',
  intro: 'Please describe the problem:',
  labels: { appVersion: 'App version', os: 'Operating system', userId: 'User id', device: 'Device', installationId: 'Installation id' },
  unknown: 'unknown',
};
const details = { appVersion: '0.1.0', os: 'Android 14', userId: 42, device: 'phone, Chrome 126', installationId: 'abc-123' };

describe('support mail', () => {
  it('addresses the support mailbox with the subject and every detail in the body', () => {
    const href = supportMailto('help+campus@example.org', details, texts);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('help%2Bcampus@example.org');
    expect(href).not.toContain('+'); // spaces must not turn into plus signs in mail clients
    const params = new URLSearchParams(url.search);
    expect(params.get('subject')).toBe('Support request: Campus app');
    const body = params.get('body') ?? '';
    expect(body.startsWith('Please describe the problem:\n')).toBe(true);
    expect(body).toContain('App version: 0.1.0\nOperating system: Android 14\nUser id: 42\nDevice: phone, Chrome 126\nInstallation id: abc-123');
  });

  it('writes "unknown" for a visitor who is not signed in', () => {
    expect(supportMailBody({ ...details, userId: null }, texts)).toContain('User id: unknown');
  });

  it('uses the configured address, else support@ the campus host', () => {
    expect(supportAddress('help@campus.example', 'https://x.example')).toBe('help@campus.example');
    expect(supportAddress(undefined, 'https://campus.example.org/')).toBe('support@campus.example.org');
    expect(supportAddress('', 'not a url')).toBe('support@localhost');
  });
});

describe('device description', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      { os: 'Android 14', device: 'phone, Chrome 126' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { os: 'iOS 17.5', device: 'phone, Safari 17.5' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      { os: 'Windows NT 10.0', device: 'desktop, Edge 126' },
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', { os: 'Linux', device: 'desktop, Firefox 128' }],
    ['Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', { os: 'Android 13', device: 'tablet, Chrome 120' }],
    ['curl/8.0', { os: 'unknown', device: 'desktop' }],
  ])('%s', (agent, expected) => {
    expect(describeDevice(agent)).toEqual(expected);
  });
});

describe('installation id', () => {
  it('is generated once and then kept', () => {
    const first = getInstallationId();
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(window.localStorage.getItem(INSTALLATION_ID_KEY)).toBe(first);
    expect(getInstallationId()).toBe(first);
  });
});
