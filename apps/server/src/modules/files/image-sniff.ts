// Image type by CONTENT (magic bytes), never by file name or declared type, and the pixel size read from
// the header, so a decompression bomb is refused before ffmpeg decodes it. Pure functions over bytes.

export const EDITOR_IMAGE_KINDS = ['png', 'jpeg', 'gif', 'webp'] as const;
export type EditorImageKind = (typeof EDITOR_IMAGE_KINDS)[number];

export interface ImageSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ascii(bytes: Buffer, start: number, length: number): string {
  return bytes.subarray(start, start + length).toString('latin1');
}

/** The image kind the bytes start with, or undefined for anything else (SVG, HTML, XML, PDF, BMP …). */
export function sniffImageKind(bytes: Buffer): EditorImageKind | undefined {
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE) && ascii(bytes, 12, 4) === 'IHDR') return 'png';
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 13 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 30 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP' && ascii(bytes, 12, 3) === 'VP8') return 'webp';
  return undefined;
}

function pngSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 24) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function gifSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 10) return undefined;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

// Start-of-frame markers (baseline, progressive, lossless …); not DHT (C4), JPG (C8) or DAC (CC).
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Buffer): ImageSize | undefined {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image / scan data before any frame header
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return undefined;
    if (JPEG_SOF.has(marker)) {
      if (offset + 9 > bytes.length) return undefined;
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

function webpSize(bytes: Buffer): ImageSize | undefined {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    if (bytes[20] !== 0x2f) return undefined;
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return undefined;
}

/** Width and height from the image header, or undefined when the header is broken. */
export function imageSize(bytes: Buffer, kind: EditorImageKind): ImageSize | undefined {
  const size =
    kind === 'png' ? pngSize(bytes) : kind === 'gif' ? gifSize(bytes) : kind === 'jpeg' ? jpegSize(bytes) : webpSize(bytes);
  if (!size || size.width < 1 || size.height < 1) return undefined;
  return size;
}

/** True for an animated WebP (VP8X with the animation flag), which ffmpeg 5.1 cannot decode. */
export function isAnimatedWebp(bytes: Buffer): boolean {
  return ascii(bytes, 12, 4) === 'VP8X' && bytes.length > 20 && ((bytes[20] ?? 0) & 0x02) !== 0;
}

