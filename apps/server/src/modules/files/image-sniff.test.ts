// Type by content and size from the header: the rules that decide before ffmpeg ever sees a file.
import { describe, expect, it } from 'vitest';
import { mediaToolPaths } from '../../lib/media-tools.ts';
import { imageSize, isAnimatedWebp, sniffImageKind } from './image-sniff.ts';
import { makeImage, PDF_BYTES, SCRIPT_HTML, SVG_WITH_SCRIPT } from './testing/image-fixtures.ts';

const media = mediaToolPaths({});

describe('sniffImageKind', () => {
  it.each([
    ['png', 'png'],
    ['jpeg', 'jpeg'],
    ['webp', 'webp'],
    ['gif', 'gif'],
    ['animatedWebp', 'webp'],
  ] as const)('recognises a real %s', async (fixture, kind) => {
    const bytes = await makeImage(media, fixture, 40, 30);
    expect(sniffImageKind(bytes)).toBe(kind);
    expect(imageSize(bytes, kind)).toEqual({ width: 40, height: 30 });
  });

  it.each([
    ['HTML', SCRIPT_HTML],
    ['SVG', SVG_WITH_SCRIPT],
    ['XML', '<?xml version="1.0"?><root/>'],
    ['PDF', PDF_BYTES],
    ['empty', ''],
    ['BMP', 'BM\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000'],
    ['a PNG signature alone', '\u0089PNG\r\n\u001a\n'],
    ['RIFF that is not WebP', 'RIFF\u0000\u0000\u0000\u0000WAVEfmt                  '],
    ['text that mentions GIF89a later', `hello GIF89a ${'x'.repeat(40)}`],
  ])('refuses %s', (_label, text) => {
    expect(sniffImageKind(Buffer.from(text, 'latin1'))).toBeUndefined();
  });

  it('reads the size of a JPEG whose frame header comes after other segments', async () => {
    const jpeg = await makeImage(media, 'jpeg', 34, 18);
    const padded = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe, 0x00, 0x06, 0x61, 0x62, 0x63, 0x64]), jpeg.subarray(2)]);
    expect(imageSize(padded, 'jpeg')).toEqual({ width: 34, height: 18 });
  });

  it('returns no size for a truncated header', () => {
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), 'jpeg')).toBeUndefined();
    expect(imageSize(Buffer.from('GIF89a', 'latin1'), 'gif')).toBeUndefined();
  });

  it('tells animated WebP from still WebP', async () => {
    expect(isAnimatedWebp(await makeImage(media, 'animatedWebp'))).toBe(true);
    expect(isAnimatedWebp(await makeImage(media, 'webp'))).toBe(false);
  });
});

