// Test images made by ffmpeg from its test pattern (no binary fixtures in the repo), plus hostile files:
// HTML and SVG in disguise, a PNG with HTML appended (polyglot), a JPEG carrying EXIF text.
import { crc32 } from 'node:zlib';
import { runMediaTool, type MediaToolPaths } from '../../../lib/media-tools.ts';

export type FixtureKind = 'png' | 'jpeg' | 'webp' | 'gif' | 'animatedGif' | 'animatedWebp';

const ENCODE: Record<FixtureKind, readonly string[]> = {
  png: ['-frames:v', '1', '-c:v', 'png', '-f', 'image2pipe'],
  jpeg: ['-frames:v', '1', '-c:v', 'mjpeg', '-f', 'image2pipe'],
  webp: ['-frames:v', '1', '-c:v', 'libwebp', '-f', 'webp'],
  gif: ['-frames:v', '1', '-c:v', 'gif', '-f', 'gif'],
  animatedGif: ['-frames:v', '5', '-c:v', 'gif', '-loop', '0', '-f', 'gif'],
  animatedWebp: ['-frames:v', '5', '-c:v', 'libwebp_anim', '-loop', '0', '-f', 'webp'],
};

/** An image of the given kind and size from ffmpeg's testsrc2 pattern. */
export async function makeImage(media: MediaToolPaths, kind: FixtureKind, width = 64, height = 48): Promise<Buffer> {
  const { stdout } = await runMediaTool(
    media.ffmpeg,
    ['-hide_banner', '-loglevel', 'error', '-nostdin', '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=5`, ...ENCODE[kind], 'pipe:1'],
    { timeoutMs: 60_000 },
  );
  return stdout;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A PNG with a tEXt chunk after IHDR (metadata that must not survive). */
export function pngWithText(png: Buffer, keyword: string, text: string): Buffer {
  const ihdrEnd = 8 + 4 + 4 + 13 + 4;
  return Buffer.concat([png.subarray(0, ihdrEnd), pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1')), png.subarray(ihdrEnd)]);
}

/** A JPEG with an APP1 "Exif" segment carrying `text` right after SOI. */
export function jpegWithExif(jpeg: Buffer, text: string): Buffer {
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.from(text, 'latin1')]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

/** A JPEG with a minimal EXIF block whose only tag is Orientation (6 = rotate 90° clockwise to view). */
export function jpegWithOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // first IFD
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // count
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

export const SCRIPT_HTML = '<!DOCTYPE html><html><body><script>alert(document.domain)</script></body></html>';
export const SVG_WITH_SCRIPT =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
export const PDF_BYTES = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
