// Re-encoding by ffmpeg: same type out, metadata and appended bytes gone, long side capped, hostile or
// undecodable files refused with the right code.
import { ERROR_CODES } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { mediaToolPaths } from '../../lib/media-tools.ts';
import {
  EDITOR_IMAGE_MAX_SIDE,
  editorImagePath,
  newEditorImagePublicId,
  parseEditorImageName,
  reencodeArguments,
  reencodeEditorImage,
} from './editor-images.service.ts';
import { imageSize, sniffImageKind } from './image-sniff.ts';
import { jpegWithExif, jpegWithOrientation, makeImage, PDF_BYTES, pngWithText, SCRIPT_HTML, SVG_WITH_SCRIPT } from './testing/image-fixtures.ts';

const media = mediaToolPaths({});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('reencodeEditorImage', () => {
  it.each([
    ['png', 'png', 'image/png'],
    ['jpeg', 'jpg', 'image/jpeg'],
    ['webp', 'webp', 'image/webp'],
    ['gif', 'gif', 'image/gif'],
  ] as const)('re-encodes a %s as %s', async (kind, extension, contentType) => {
    const input = await makeImage(media, kind, 64, 48);
    const output = await reencodeEditorImage(media, input);
    expect(output).toMatchObject({ kind, extension, contentType, width: 64, height: 48 });
    expect(sniffImageKind(output.bytes)).toBe(kind);
  });

  it('keeps an animated GIF animated', async () => {
    const output = await reencodeEditorImage(media, await makeImage(media, 'animatedGif'));
    expect(output.kind).toBe('gif');
    // Each frame starts with an image descriptor after a graphic control extension (21 F9).
    const frames = output.bytes.toString('latin1').split('\u0021\u00f9').length - 1;
    expect(frames).toBeGreaterThanOrEqual(5);
  });

  it('scales the long side down to the cap, keeping the aspect ratio', async () => {
    const output = await reencodeEditorImage(media, await makeImage(media, 'png', 3000, 1000));
    expect(output.width).toBe(EDITOR_IMAGE_MAX_SIDE);
    expect(output.height).toBe(853);
    expect(imageSize(output.bytes, 'png')).toEqual({ width: EDITOR_IMAGE_MAX_SIDE, height: 853 });
  });

  it('keeps a very thin image at least 1 px high', async () => {
    const output = await reencodeEditorImage(media, await makeImage(media, 'png', 8000, 2));
    expect({ width: output.width, height: output.height }).toEqual({ width: EDITOR_IMAGE_MAX_SIDE, height: 1 });
  });

  it('turns a JPEG upright by its EXIF orientation before scaling, then drops the orientation', async () => {
    const rotated = jpegWithOrientation(await makeImage(media, 'jpeg', 4000, 3000), 6);
    const output = await reencodeEditorImage(media, rotated);
    expect({ width: output.width, height: output.height }).toEqual({ width: 1920, height: EDITOR_IMAGE_MAX_SIDE });
    expect(output.bytes.includes('Exif')).toBe(false);
  });

  it('drops PNG text chunks and JPEG EXIF', async () => {
    const png = pngWithText(await makeImage(media, 'png'), 'Comment', 'secret-gps-marker');
    expect(png.includes('secret-gps-marker')).toBe(true);
    const pngOut = await reencodeEditorImage(media, png);
    expect(pngOut.bytes.includes('secret-gps-marker')).toBe(false);

    const jpeg = jpegWithExif(await makeImage(media, 'jpeg'), 'secret-camera-marker');
    const jpegOut = await reencodeEditorImage(media, jpeg);
    expect(jpegOut.bytes.includes('secret-camera-marker')).toBe(false);
    expect(jpegOut.bytes.includes('Exif')).toBe(false);
  });

  it('strips HTML appended to a PNG (polyglot)', async () => {
    const polyglot = Buffer.concat([await makeImage(media, 'png'), Buffer.from(SCRIPT_HTML)]);
    const output = await reencodeEditorImage(media, polyglot);
    expect(output.bytes.equals(polyglot)).toBe(false);
    expect(output.bytes.toString('latin1').toLowerCase()).not.toContain('<script');
  });

  it.each([
    ['HTML', SCRIPT_HTML],
    ['SVG', SVG_WITH_SCRIPT],
    ['PDF', PDF_BYTES],
    ['XML', '<?xml version="1.0"?><note>x</note>'],
  ])('refuses %s with 415 IMAGE_TYPE_NOT_ALLOWED', async (_label, text) => {
    const error = await failure(reencodeEditorImage(media, Buffer.from(text)));
    expect(error.status).toBe(415);
    expect(error.code).toBe(ERROR_CODES.IMAGE_TYPE_NOT_ALLOWED);
  });

  it('refuses a JPEG header followed by HTML as unprocessable', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x10, 0x00, 0x10]), Buffer.from(SCRIPT_HTML)]);
    const error = await failure(reencodeEditorImage(media, fake));
    expect(error.code).toBe(ERROR_CODES.IMAGE_PROCESSING_FAILED);
    expect(error.status).toBe(422);
  });

  it('refuses animated WebP cleanly', async () => {
    const error = await failure(reencodeEditorImage(media, await makeImage(media, 'animatedWebp')));
    expect(error.status).toBe(422);
    expect(error.code).toBe(ERROR_CODES.IMAGE_PROCESSING_FAILED);
  });

  it('refuses a pixel bomb before decoding it', async () => {
    const png = await makeImage(media, 'png', 16, 16);
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(30_000, 16);
    bomb.writeUInt32BE(30_000, 20);
    const error = await failure(reencodeEditorImage(media, bomb));
    expect(error.status).toBe(413);
    expect(error.code).toBe(ERROR_CODES.IMAGE_TOO_LARGE);
  });

  it('answers 503 IMAGE_PROCESSING_FAILED when ffmpeg is missing', async () => {
    const error = await failure(reencodeEditorImage({ ffmpeg: '/nonexistent/ffmpeg', ffprobe: '/nonexistent/ffprobe' }, await makeImage(media, 'png')));
    expect(error.status).toBe(503);
    expect(error.code).toBe(ERROR_CODES.IMAGE_PROCESSING_FAILED);
  });

  it('refuses more bytes than the limit', async () => {
    const error = await failure(reencodeEditorImage(media, Buffer.alloc(10 * 1024 * 1024 + 1)));
    expect(error.status).toBe(413);
    expect(error.code).toBe(ERROR_CODES.IMAGE_TOO_LARGE);
  });
});

describe('ffmpeg arguments', () => {
  it('read only a pipe, with a forced demuxer, and write to stdout', () => {
    for (const kind of ['png', 'jpeg', 'webp', 'gif'] as const) {
      const args = reencodeArguments(kind, { maxSide: 2560, longSide: 4000 });
      expect(args.slice(args.indexOf('-protocol_whitelist'), args.indexOf('-protocol_whitelist') + 2)).toEqual(['-protocol_whitelist', 'pipe']);
      expect(args[args.indexOf('-i') - 2]).toBe('-f');
      expect(args[args.indexOf('-i') + 1]).toBe('pipe:0');
      expect(args.at(-1)).toBe('pipe:1');
      expect(args).toContain('-map_metadata');
    }
  });
});

describe('names', () => {
  it('makes 128-bit base64url ids that round-trip through the served path', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newEditorImagePublicId()));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const path = editorImagePath(id, 'png');
      expect(path).toMatch(/^\/api\/rest\/files\/editor\/[A-Za-z0-9_-]{16,64}\.(png|jpg|webp|gif)$/);
      expect(parseEditorImageName(path.split('/').at(-1) ?? '')).toEqual({ publicId: id, extension: 'png' });
    }
  });

  it.each(['short.png', 'AAAAAAAAAAAAAAAAAAAAAA.svg', 'AAAAAAAAAAAAAAAAAAAAAA.png.html', '../AAAAAAAAAAAAAAAAAAAAAA.png', 'AAAAAAAAAAAAAAAAAAAAAA'])(
    'rejects the name %s',
    (name) => {
      expect(parseEditorImageName(name)).toBeUndefined();
    },
  );
});
