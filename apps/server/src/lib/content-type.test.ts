import { describe, expect, it } from 'vitest';
import { cleanContentType } from './content-type.ts';

const VIDEO = /^video\/[a-z0-9][a-z0-9.+-]{0,100}$/;

describe('cleanContentType', () => {
  it('keeps a media type, trimmed and lower case, without its parameters', () => {
    expect(cleanContentType('application/pdf')).toBe('application/pdf');
    expect(cleanContentType('  Image/PNG ')).toBe('image/png');
    expect(cleanContentType('text/plain; charset=utf-8')).toBe('text/plain');
    expect(cleanContentType('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('answers application/octet-stream for anything that is not a media type', () => {
    for (const raw of [undefined, '', '   ', 'pdf', '/pdf', 'text/', 'text/html\r\nX-Injected: 1', 'text/ html', 'text/h"tml', 'téxt/plain']) {
      expect(cleanContentType(raw), JSON.stringify(raw)).toBe('application/octet-stream');
    }
    expect(cleanContentType(`application/${'x'.repeat(243)}`)).toBe(`application/${'x'.repeat(243)}`);
    expect(cleanContentType(`application/${'x'.repeat(244)}`)).toBe('application/octet-stream');
  });

  it('keeps only what the rule accepts, and with parameters refused keeps no type that has them', () => {
    const video = { accept: VIDEO, parameters: 'refuse' } as const;
    expect(cleanContentType('Video/QuickTime', video)).toBe('video/quicktime');
    expect(cleanContentType(' video/mp4 ', video)).toBe('video/mp4');
    expect(cleanContentType('text/html', video)).toBe('application/octet-stream');
    expect(cleanContentType('video/mp4; codecs=avc1', video)).toBe('application/octet-stream');
    expect(cleanContentType('video/mp4; codecs=avc1', { accept: VIDEO })).toBe('video/mp4');
    expect(cleanContentType('video/x_y', video)).toBe('application/octet-stream');
  });
});
